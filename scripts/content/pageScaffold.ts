/**
 * The first version of a new document page's file (`src/content/legal/<slug>.md`: a legal, policy
 * or trust page), written by `npm run new:page -- <slug> [Company|Legal]` (`scripts/new-page.ts`;
 * docs/decisions/065). That one file is the page's whole declaration: its address (`/<slug>/`),
 * its breadcrumb, its footer link, the sitemap and the site search follow from it. The
 * frontmatter passes the document schema (`legalFrontmatterSchema`), so the page builds and
 * `npm run dev` shows it at once; it opens with the "In short" summary and an index of its
 * sections, as `npm run test:content` asks of a long document page (`scripts/check-reading.ts`).
 * Every text the author must write opens with `UNWRITTEN_MARK`, which the content check fails on.
 */
import { stringify } from "yaml";
import { DOCUMENT_FOOTER_COLUMNS, type DocumentFooterColumn, SLUG_PATTERN, legalFrontmatterSchema } from "../../src/content/frontmatter";
import { UNWRITTEN_MARK } from "./unwritten";

/** What the scaffold writes. */
export interface PageScaffold {
  /** The file's path from the repository's root. */
  readonly file: string;
  /** The Markdown text, frontmatter first. */
  readonly source: string;
}

/** The longest short name (`name`: the breadcrumb and footer label) the schema takes. */
const MAX_NAME = 32;

/** Whether a string names a footer column a document page may list itself in. */
export function isDocumentFooterColumn(value: string): value is DocumentFooterColumn {
  return DOCUMENT_FOOTER_COLUMNS.some((column) => column === value);
}

/** `security-and-confidentiality` gives `Security and confidentiality`: sentence case, as the site's labels are. */
export const sentenceNameFromSlug = (slug: string): string => {
  const words = slug.split("-").join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A text for the author to replace: the mark, then what to write there. */
const unwritten = (what: string): string => `${UNWRITTEN_MARK} ${what}`;

/**
 * The file of a new document page.
 * @param slug - its address, `/<slug>/`: lower-case words joined by hyphens, whose sentence-case
 *   form (its short name) has at most 32 characters.
 * @param footer - the footer column that links to it.
 * @param today - `YYYY-MM-DD`: its first `date` and `reviewed`.
 * @returns the file's path and text.
 * @throws Error naming the problem for a slug that is not lower-case words joined by hyphens or is
 *   too long, or for frontmatter the schema would refuse (a bug of this module, never the author's).
 */
export function pageScaffold(slug: string, footer: DocumentFooterColumn, today: string): PageScaffold {
  if (!SLUG_PATTERN.test(slug)) throw new Error(`"${slug}" is not a slug: write lower-case words joined by hyphens, e.g. accessibility`);
  const name = sentenceNameFromSlug(slug);
  if (name.length > MAX_NAME) throw new Error(`"${slug}" is too long: the page's short name (${name}) has at most ${String(MAX_NAME)} characters`);
  const frontmatter = {
    title: unwritten(name),
    name,
    footer,
    description: unwritten(`50 to 160 characters for search results, for this page alone: what ${name} says.`),
    keywords: [1, 2, 3].map((number) => unwritten(`search phrase ${String(number)}`)),
    dateLabel: "Last updated",
    date: today,
    reviewed: today,
  };
  const file = `src/content/legal/${slug}.md`;
  const checked = legalFrontmatterSchema.safeParse(frontmatter);
  if (!checked.success) throw new Error(`the scaffold of ${file} does not pass the document schema: ${checked.error.message}`);
  const body = [
    "<!--",
    `Written by npm run new:page on ${today}. Replace every "${UNWRITTEN_MARK}" text: npm run test:content`,
    "fails while the page shows one. Field hints: src/content/frontmatter.ts (legalFrontmatterSchema)",
    "or the content editor. Write here, for the firm, each statement it must confirm before launch",
    '(README "Before going live") and the source of each statement of law or of a platform\'s rules,',
    'with "reviewed" set to the day you checked them. Tokens such as {{site.email}} write the site',
    "facts (src/content/siteFacts.ts).",
    "-->",
    "",
    unwritten("one short paragraph: what this page is for and who it is for."),
    "",
    "## In short",
    "",
    `- **${unwritten("the first point.")}** One sentence that restates a section below and promises nothing it does not.`,
    "",
    `## ${unwritten("a section heading")}`,
    "",
    unwritten("the section's text. Each section is a level-2 heading: the page's index lists them."),
    "",
  ].join("\n");
  return { file, source: `---\n${stringify(frontmatter, { lineWidth: 0, defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN" })}---\n\n${body}` };
}
