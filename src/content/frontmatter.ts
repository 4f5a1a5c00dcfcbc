import { z } from "zod";
import { cms } from "./dataSchemas";
import { BLOG_CATEGORIES, CASE_STUDY_INDUSTRIES, ILLUSTRATION_KEYS } from "./taxonomy";

export { BLOG_CATEGORIES, CASE_STUDY_INDUSTRIES, ILLUSTRATION_KEYS } from "./taxonomy";

/**
 * When the outside rules a page describes (laws, regulations, platform policies) were last checked,
 * `YYYY-MM-DD`; shown as "Last reviewed <date>". Optional in the schema; `scripts/content-index.ts`
 * requires it of a page that names a rule (`src/content/reviewed.ts`) and warns when it is over a
 * year old.
 */
export const reviewedField = cms(z.iso.date().optional(), {
  title: "Last reviewed",
  description:
    "The day someone last checked that what this page says about laws and platforms' rules still holds. Required when the page names a law or a platform's policy; change it only after checking them.",
});

/**
 * The page's description in search results and shares (`<meta name="description">`): at most 160
 * characters (scripts/html/snippets.ts), each written for its page.
 */
const descriptionField = (title: string, min: number) =>
  cms(z.string().min(min).max(160), {
    title,
    description: `Shown under the title in search results and in the lists: ${String(min)} to 160 characters, written for this page alone.`,
    widget: "text",
  });

/** The article's illustration, one of the site's drawings (`src/components/Illustration`). */
const imageField = cms(z.enum(ILLUSTRATION_KEYS), { title: "Illustration", description: "The drawing shown on the article's card and at its top." });

/** The footer columns a document page may list itself in (docs/spec.md §2 "Shared frame"). */
export const DOCUMENT_FOOTER_COLUMNS = ["Company", "Legal"] as const;

/** A footer column a document page lists itself in (`DOCUMENT_FOOTER_COLUMNS`). */
export type DocumentFooterColumn = (typeof DOCUMENT_FOOTER_COLUMNS)[number];

/**
 * Frontmatter of a document page (`src/content/legal/*.md`: the legal, policy and trust pages;
 * docs/decisions/065), validated at build time. The file is the page's whole declaration: its
 * name is its address (`/<slug>/`), `name` its breadcrumb and footer label, `footer` the column
 * that links to it (none when absent). `date` is an ISO date (YYYY-MM-DD); `dateLabel` says
 * whether it is when the text last changed or when it takes effect.
 */
export const legalFrontmatterSchema = z.object({
  title: cms(z.string().min(1).max(54), { title: "Title", description: "The page's heading; search results add \" | RRR\" after it." }),
  name: cms(z.string().min(2).max(32), { title: "Short name", description: "The page's name in the breadcrumb and the footer, e.g. Privacy Policy (2 to 32 characters)." }),
  footer: cms(z.enum(DOCUMENT_FOOTER_COLUMNS).optional(), {
    title: "Footer column",
    description: "The footer column that links to the page, in the order of the short names. Not in the footer when empty.",
  }),
  eyebrow: cms(z.string().min(2).max(40).optional(), {
    title: "Eyebrow",
    description: "Optional: the small label over the heading, e.g. How we work (2 to 40 characters). Legal when empty.",
  }),
  description: descriptionField("Description", 50),
  keywords: cms(z.array(cms(z.string().min(1), { title: "Keyword" })).min(1), { title: "Keywords" }),
  dateLabel: cms(z.enum(["Last updated", "Effective"]), { title: "Date label", description: "Whether the date is when the text last changed or when it takes effect." }),
  date: cms(z.iso.date(), { title: "Date" }),
  reviewed: reviewedField,
});

export type LegalFrontmatter = z.infer<typeof legalFrontmatterSchema>;

/**
 * Validates frontmatter against a schema.
 * @param file - the file's path, for the message.
 * @throws Error naming the file and each bad field, e.g.
 *   `src/content/legal/terms.md: frontmatter field "date": Invalid ISO date` (fails the build).
 */
export function parseFrontmatter<Schema extends z.ZodType>(schema: Schema, data: unknown, file: string): z.infer<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${file}: frontmatter field "${issue.path.join(".") || "(root)"}": ${issue.message}`,
  );
  throw new Error(problems.join("\n"));
}

/** An article's file name without `.md`, its URL's last segment: lower-case words and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * An article's title for search results and shares (`<title>`, `og:title`), without the site
 * name, when its visible headline (`title`, the h1) is too long for one: the build fails on a
 * full title over 60 characters (scripts/html/snippets.ts), and " | RRR" takes 6 of them.
 * Optional; `title` is used otherwise.
 */
const seoTitleField = cms(z.string().min(10).max(54).optional(), {
  title: "SEO title",
  description: "Only when the headline is over 54 characters: a shorter title for search results and shares (10 to 54 characters; \" | RRR\" is added after it, for 60 in all).",
});

/** An article's headline, the page's h1. */
const titleField = cms(z.string().min(10).max(100), {
  title: "Headline",
  description: "The article's h1, 10 to 100 characters. Over 54, also write an SEO title: search results show at most 60 characters with \" | RRR\".",
});

/** The article's place among the others: a number no other entry of its collection uses. */
const idField = (description: string) => cms(z.number().int().positive(), { title: "Number", description });

/** Frontmatter of a blog post (docs/decisions/006; docs/spec.md §3 "Blog post"). */
export const blogFrontmatterSchema = z.object({
  id: idField("A whole number no other post uses (the next after the highest); posts of the same date are listed in its order."),
  title: titleField,
  seoTitle: seoTitleField,
  excerpt: descriptionField("Excerpt", 60),
  category: cms(z.enum(BLOG_CATEGORIES), { title: "Category", description: "The post is listed on this category's page." }),
  date: cms(z.iso.date(), { title: "Publication date", description: "The day the post is published; the blog lists the newest first." }),
  image: imageField,
  tags: cms(z.array(cms(z.string().min(1).max(40), { title: "Tag" })).min(1).max(6), { title: "Tags", description: "One to six topics, each a few words; search finds the post by them." }),
  disclaimer: cms(z.string().min(20).max(400).optional(), {
    title: "Disclaimer",
    description: "Only for a post that touches on the law: shown in a box at the top (for example, that this is general information, not legal advice).",
    widget: "text",
  }),
  reviewed: reviewedField,
});

/** Frontmatter of a guide (docs/decisions/006; docs/spec.md §3 "Guide"). */
export const guideFrontmatterSchema = z.object({
  id: idField("A whole number no other guide uses: the guides are listed in its order."),
  title: titleField,
  seoTitle: seoTitleField,
  description: descriptionField("Description", 60),
  categories: cms(z.array(cms(z.string().min(1).max(40), { title: "Topic" })).min(1).max(5), { title: "Topics", description: "One to five topics the guide covers, shown on its card." }),
  icon: cms(z.string().min(1), { title: "Icon", description: "The name of the icon on the guide's card (a Lucide icon, e.g. file-x)." }),
  image: imageField,
  lastUpdated: cms(z.iso.date(), { title: "Last updated", description: "The day the guide's text last changed." }),
  reviewed: reviewedField,
});

/** Frontmatter of a case study (docs/decisions/006; docs/spec.md §3 "Case study"). */
export const caseStudyFrontmatterSchema = z.object({
  id: idField("A whole number no other case study uses."),
  title: titleField,
  seoTitle: seoTitleField,
  summary: descriptionField("Summary", 60),
  tags: cms(z.array(cms(z.string().min(1).max(40), { title: "Tag" })).min(1).max(6), { title: "Tags", description: "One to six services or topics of the story." }),
  /** The client's industry: the story is listed on that industry's page. */
  industry: cms(z.enum(CASE_STUDY_INDUSTRIES), { title: "Industry", description: "The client's industry: the story is listed on its page." }),
  /** Other industries the story is relevant to: listed there too, ranked second by "Relevance". */
  relatedIndustries: cms(z.array(z.enum(CASE_STUDY_INDUSTRIES)).optional(), {
    title: "Related industries",
    description: "Other industries the story is relevant to: it is listed there too, after their own stories.",
  }),
  date: cms(z.iso.date(), { title: "Date", description: "When the work ended; the newest stories come first." }),
  image: imageField,
  reviewed: reviewedField,
});

export type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;
export type GuideFrontmatter = z.infer<typeof guideFrontmatterSchema>;
export type CaseStudyFrontmatter = z.infer<typeof caseStudyFrontmatterSchema>;

/** Reading speed used for read times (docs/product-decisions.md, decision 3), in words a minute. */
export const WORDS_PER_MINUTE = 230;

/** Counts the words of a Markdown body (heading id suffixes and punctuation-only tokens excluded). */
export function countWords(markdownBody: string): number {
  return markdownBody
    .replace(/\{#[a-z0-9-]+\}/g, " ")
    .split(/\s+/)
    .filter((token) => /[A-Za-z0-9]/.test(token)).length;
}
