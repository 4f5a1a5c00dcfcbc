/**
 * Builds the index of the Learning Center collections (docs/decisions/006) from the Markdown
 * frontmatter, the one source of each article's facts, and writes it as TypeScript to
 * `src/content/generated/collections.ts` (not committed). The route manifest, the lists, the
 * sitemap, the RSS feed and the tests import it. Runs before `dev`, `build`, `typecheck` and the
 * unit tests.
 *
 * Fails (exit 1) with the file and the field when a frontmatter field is missing or malformed,
 * when a file names a content token that does not exist (`{{site.hous}}`; src/content/siteFacts.ts),
 * when a file name is not a slug, when an id repeats, or when a page names
 * an outside rule (a law, a regulation, a platform policy; `src/content/reviewed.ts`) without a
 * `reviewed` date: the Markdown collections and legal pages, the service pages, the FAQ and the
 * glossary. Warns, without failing, for every `reviewed` date more than a year before today:
 * `content: warning: <file> was last reviewed <date>, over a year ago`. Last, once the page index
 * is written, fails with the file and the field when a link field of a content file names no page
 * of the route manifest (`./content/linkFields.ts`; docs/decisions/039).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import { writeGenerated } from "./content/writeGenerated";
import { basename, join } from "node:path";
import { z } from "zod";
import { caseStudyIndustries, industriesOf } from "../src/content/caseStudyFilter";
import { formatDate } from "../src/content/dates";
import { fillMarkdownTokens } from "../src/content/siteFacts";
import { aboutPages, serviceHubPages } from "../src/content/pages";
import { type ReviewedPage, staleReviewWarning, staleReviews, unreviewedCitations } from "../src/content/reviewed";
import { serviceEntries } from "../src/content/services";
import {
  type DocumentFooterColumn,
  SLUG_PATTERN,
  WORDS_PER_MINUTE,
  blogFrontmatterSchema,
  caseStudyFrontmatterSchema,
  countWords,
  guideFrontmatterSchema,
  legalFrontmatterSchema,
  parseFrontmatter,
} from "../src/content/frontmatter";
import { dataCollections } from "./content/data";
import { contentLinkProblems } from "./content/linkFields";
import { typedReviewedPages } from "./content/reviewedPages";
import { contentTokenValues } from "./content/data/siteTokens";

const CONTENT_DIR = join("src", "content");
const problems: string[] = [];
/** Every page the review checks cover, with its review date and the text searched for rules. */
const reviewPages: ReviewedPage[] = [];
/**
 * The content tokens' values (`{{site.responseTime}}`…; src/content/siteFacts.ts): every Markdown
 * file is read with its tokens filled, so an unknown one fails here, naming the file and the token,
 * and the index (titles, excerpts, word counts) holds the text the pages show.
 */
const tokens = contentTokenValues();

/**
 * Reads and validates one Markdown collection. Each entry gets its `slug` from its file name and
 * its `words`; with `withReadTime`, its `readTime` too: the body's length at `WORDS_PER_MINUTE`,
 * at least one minute (docs/product-decisions.md, decision 3). Neither is written in the file, so
 * an editor cannot get them wrong (docs/decisions/035).
 */
function loadCollection<Schema extends z.ZodType<{ id: number; reviewed?: string | undefined }>>(folder: string, schema: Schema, withReadTime: boolean) {
  const dir = join(CONTENT_DIR, folder);
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".md")).sort() : [];
  const entries: (z.infer<Schema> & { slug: string; words: number; readTime?: number })[] = [];
  for (const name of files) {
    const file = join(dir, name);
    const slug = basename(name, ".md");
    if (!SLUG_PATTERN.test(slug)) problems.push(`${file}: the file name must be lower-case words joined by hyphens (it is the page's address)`);
    try {
      const { data, content } = fillMarkdownTokens(readFileSync(file, "utf8"), tokens, file);
      const frontmatter = parseFrontmatter(schema, data, file);
      const words = countWords(content);
      const readTime = withReadTime ? { readTime: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) } : {};
      entries.push({ ...frontmatter, slug, ...readTime, words });
      reviewPages.push({ file, reviewed: frontmatter.reviewed, text: content });
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  const ids = entries.map((entry) => entry.id);
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (repeated.length > 0) problems.push(`${dir}: frontmatter field "id" repeats: ${repeated.join(", ")}`);
  return entries;
}

/**
 * The order of a post's and a guide's fields in the index, and so in the pages' route data: the
 * worked-out `slug` and `readTime` where the files used to write them (docs/decisions/035), so
 * that moving them out of the files changed no page.
 */
const BLOG_FIELD_ORDER = ["id", "title", "seoTitle", "slug", "excerpt", "category", "date", "readTime"];
const GUIDE_FIELD_ORDER = ["id", "title", "seoTitle", "description", "categories", "readTime"];

/** `entry` with the keys of `order` first, in that order, and its other keys after them as they were. */
function inOrder<Entry extends object>(entry: Entry, order: readonly string[]): Entry {
  const first = Object.fromEntries(order.filter((key) => key in entry).map((key) => [key, (entry as Record<string, unknown>)[key]]));
  return { ...first, ...entry };
}

/** `formatDate(isoDate)`, or the ISO date itself after recording the problem (the run then fails). */
function displayDate(isoDate: string): string {
  try {
    return formatDate(isoDate);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    return isoDate;
  }
}

/** `{ reviewedDisplayDate }`, the review date as the page shows it, or nothing without a review date. */
function reviewedLabel(reviewed: string | undefined): { reviewedDisplayDate?: string } {
  return reviewed === undefined ? {} : { reviewedDisplayDate: displayDate(reviewed) };
}

// Each article carries its date as the page shows it, so pages render it as text (collectionTypes.ts).
const blog = loadCollection("blog", blogFrontmatterSchema, true)
  .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id)
  .map((post) => inOrder({ ...post, displayDate: displayDate(post.date), ...reviewedLabel(post.reviewed) }, BLOG_FIELD_ORDER));
const guides = loadCollection("guides", guideFrontmatterSchema, true)
  .sort((a, b) => a.id - b.id)
  .map((guide) => inOrder({ ...guide, displayDate: displayDate(guide.lastUpdated), ...reviewedLabel(guide.reviewed) }, GUIDE_FIELD_ORDER));
const caseStudies = loadCollection("case-studies", caseStudyFrontmatterSchema, false)
  .sort((a, b) => b.date.localeCompare(a.date))
  .map((study) => ({ ...study, displayDate: displayDate(study.date), ...reviewedLabel(study.reviewed) }));

// The document pages (legal, policy and trust pages; docs/decisions/065): each Markdown file of
// src/content/legal/ is one, named by its file. Their route loads them; here they are validated,
// their review dates checked, and their names and footer columns written to the page index.
const legalDir = join(CONTENT_DIR, "legal");
const legalDocuments: { slug: string; name: string; footer?: DocumentFooterColumn }[] = [];
for (const fileName of readdirSync(legalDir).filter((name) => name.endsWith(".md")).sort()) {
  const file = join(legalDir, fileName);
  const slug = basename(fileName, ".md");
  if (!SLUG_PATTERN.test(slug)) problems.push(`${file}: the file name must be lower-case words joined by hyphens (it is the page's address)`);
  try {
    const { data, content } = fillMarkdownTokens(readFileSync(file, "utf8"), tokens, file);
    const frontmatter = parseFrontmatter(legalFrontmatterSchema, data, file);
    legalDocuments.push({ slug, name: frontmatter.name, ...(frontmatter.footer === undefined ? {} : { footer: frontmatter.footer }) });
    reviewPages.push({ file, reviewed: frontmatter.reviewed, text: content });
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
}
const typedPages = typedReviewedPages(CONTENT_DIR);
for (const page of typedPages) {
  if (page.reviewed !== undefined && !z.iso.date().safeParse(page.reviewed).success) {
    problems.push(`${page.file}: field "reviewed": "${page.reviewed}" is not a YYYY-MM-DD date`);
  }
}
reviewPages.push(...typedPages);
for (const { file, rule } of unreviewedCitations(reviewPages)) {
  problems.push(`${file}: names an outside rule ("${rule}") but has no "reviewed" date (YYYY-MM-DD, the day its rules were last checked; docs/content/collections.md)`);
}

if (problems.length > 0) {
  console.error(`content-index: ${problems.length} problem(s) in the content:\n${problems.map((problem) => `  ✗ ${problem}`).join("\n")}`);
  process.exit(1);
}

// A review over a year old is a warning, not a failure: the page may well still be right.
const today = new Date().toISOString().slice(0, 10);
for (const page of staleReviews(reviewPages, today)) console.warn(staleReviewWarning(page));

const header = `// Generated by scripts/content-index.ts from the Markdown frontmatter. Do not edit.\nimport type { BlogPostMeta, CaseStudyMeta, GuideMeta } from "../collectionTypes";\n\n`;

// The light page index the route manifest reads: names and paths only, so the browser bundle
// that computes breadcrumbs never carries the pages' copy.
const pageIndex = {
  aboutPages: aboutPages.map((page) => ({ path: page.path, name: page.name })),
  serviceHubPages: serviceHubPages.map((page) => ({ path: page.path, name: page.name })),
  services: serviceEntries.map((service) => ({ audience: service.audience, slug: service.slug, name: service.name })),
  legalDocuments,
  blogPosts: blog.map((post) => ({ slug: post.slug, name: post.title, category: post.category })),
  guides: guides.map((guide) => ({ slug: guide.slug, name: guide.title })),
  caseStudies: caseStudies.map((study) => ({ slug: study.slug, name: study.title, industries: industriesOf(study) })),
  caseStudyIndustries: caseStudyIndustries(caseStudies).map((industry) => industry.name),
};
const pageIndexSource = `// Generated by scripts/content-index.ts from src/content. Do not edit.\nimport type { PageIndex } from "../pageTypes";\n\nexport const pageIndex: PageIndex = ${JSON.stringify(pageIndex, null, 2)};\n`;
const body = [
  `export const blogPostIndex: readonly BlogPostMeta[] = ${JSON.stringify(blog, null, 2)};`,
  `export const guideIndex: readonly GuideMeta[] = ${JSON.stringify(guides, null, 2)};`,
  `export const caseStudyIndex: readonly CaseStudyMeta[] = ${JSON.stringify(caseStudies, null, 2)};`,
].join("\n\n");
mkdirSync(join(CONTENT_DIR, "generated"), { recursive: true });
writeGenerated(join(CONTENT_DIR, "generated", "collections.ts"), `${header}${body}\n`);
writeGenerated(join(CONTENT_DIR, "generated", "pageIndex.ts"), pageIndexSource);
console.log(`content-index: ${blog.length} posts, ${guides.length} guides, ${caseStudies.length} case studies`);

// Every link field of the content files names a page of the site (docs/decisions/039). The route
// manifest reads the page index written just above, so it is imported only now.
const { pageRoutes } = await import("../src/site/manifest");
const knownMissing = (JSON.parse(readFileSync(join("scripts", "known-missing-links.json"), "utf8")) as { targets: string[] }).targets;
const linkProblems = contentLinkProblems(dataCollections, new Set(pageRoutes.map((route) => route.path)), new Set(knownMissing));
if (linkProblems.length > 0) {
  console.error(`content-index: ${String(linkProblems.length)} link(s) in the content name no page:\n${linkProblems.map((problem) => `  ✗ ${problem}`).join("\n")}`);
  process.exit(1);
}
console.log(`content-index: every link field of the content files names a page of the site`);
