import { z } from "zod";
import { BLOG_CATEGORIES, CASE_STUDY_INDUSTRIES, ILLUSTRATION_KEYS } from "./taxonomy";

export { BLOG_CATEGORIES, CASE_STUDY_INDUSTRIES, ILLUSTRATION_KEYS } from "./taxonomy";

/**
 * When the outside rules a page describes (laws, regulations, platform policies) were last checked,
 * `YYYY-MM-DD`; shown as "Last reviewed <date>". Optional in the schema; `scripts/content-index.ts`
 * requires it of a page that names a rule (`src/content/reviewed.ts`) and warns when it is over a
 * year old.
 */
const reviewedField = z.iso.date().optional();

/**
 * Frontmatter of a legal document (`src/content/legal/*.md`), validated at build time.
 * `date` is an ISO date (YYYY-MM-DD); `dateLabel` says whether it is when the text last changed
 * or when it takes effect.
 */
export const legalFrontmatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(50).max(170),
  keywords: z.array(z.string().min(1)).min(1),
  dateLabel: z.enum(["Last updated", "Effective"]),
  date: z.iso.date(),
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

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * An article's title for search results and shares (`<title>`, `og:title`), without the site
 * name, when its visible headline (`title`, the h1) is too long for one: the build fails on a
 * full title over 60 characters (scripts/html/snippets.ts). Optional; `title` is used otherwise.
 */
const seoTitleField = z.string().min(10).optional();

/** Frontmatter of a blog post (docs/decisions/006; docs/spec.md §3 "Blog post"). */
export const blogFrontmatterSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(10),
  seoTitle: seoTitleField,
  slug: z.string().regex(slugPattern),
  excerpt: z.string().min(60).max(240),
  category: z.enum(BLOG_CATEGORIES),
  date: z.iso.date(),
  readTime: z.number().int().positive(),
  image: z.enum(ILLUSTRATION_KEYS),
  tags: z.array(z.string().min(1)).min(1).max(6),
  disclaimer: z.string().min(20).optional(),
  reviewed: reviewedField,
});

/** Frontmatter of a guide (docs/decisions/006; docs/spec.md §3 "Guide"). */
export const guideFrontmatterSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(10),
  seoTitle: seoTitleField,
  description: z.string().min(60).max(240),
  categories: z.array(z.string().min(1)).min(1).max(5),
  readTime: z.number().int().positive(),
  icon: z.string().min(1),
  image: z.enum(ILLUSTRATION_KEYS),
  lastUpdated: z.iso.date(),
  reviewed: reviewedField,
});

/** Frontmatter of a case study (docs/decisions/006; docs/spec.md §3 "Case study"). */
export const caseStudyFrontmatterSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(10),
  seoTitle: seoTitleField,
  summary: z.string().min(60).max(260),
  tags: z.array(z.string().min(1)).min(1).max(6),
  /** The client's industry: the story is listed on that industry's page. */
  industry: z.enum(CASE_STUDY_INDUSTRIES),
  /** Other industries the story is relevant to: listed there too, ranked second by "Relevance". */
  relatedIndustries: z.array(z.enum(CASE_STUDY_INDUSTRIES)).optional(),
  date: z.iso.date(),
  image: z.enum(ILLUSTRATION_KEYS),
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
