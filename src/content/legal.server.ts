import { formatDate } from "./dates";
import { type LegalFrontmatter, legalFrontmatterSchema, parseFrontmatter } from "./frontmatter";
import { parseMarkdown, plainText } from "./markdown.server";
import { mentionsSafetyTopic } from "./safetyTopics";
import { markdownWithTokens } from "./siteTokens.server";

const sources = import.meta.glob<string>("./legal/*.md", { query: "?raw", import: "default", eager: true });


/**
 * Loads one legal document at build time: validated frontmatter, the rendered tree and its table
 * of contents. Its tokens (`{{site.email}}`, `{{storage.table}}`…; src/content/siteFacts.ts) are
 * filled from the site facts (`markdownWithTokens`): the e-mail address and phone number become
 * links. `displayDate` and `reviewedDisplayDate` are the frontmatter's `date` and `reviewed` as
 * the page shows them ("June 3, 2025"); the latter is absent without a review date.
 * `safetyTopic` is the first safety topic the text mentions (threats, intimate images, doxxing, stalking, domestic abuse; `mentionsSafetyTopic`) or `null`: the page
 * is shown the help strip alone, as every page is (docs/product-decisions.md, decision 17): a legal
 * page says how the firm handles such cases, it is not about harm.
 * @throws Error naming the file and field when the frontmatter is invalid, naming the token when a
 *   token is unknown, or when the file is missing.
 */
export function loadLegalDocument(slug: string) {
  const { name, frontmatter, html, headings, tree } = parseLegalDocument(slug);
  const reviewedDisplayDate = frontmatter.reviewed === undefined ? undefined : formatDate(frontmatter.reviewed);
  const safetyTopic = mentionsSafetyTopic(plainText(tree)) ?? null;
  return { slug, name, frontmatter, displayDate: formatDate(frontmatter.date), reviewedDisplayDate, html, headings, safetyTopic };
}

/**
 * A legal document as the site search indexes it (docs/decisions/048): its title, description,
 * keywords and body as plain text in reading order, with the site facts filled in.
 * @throws Error as `loadLegalDocument`.
 */
export function loadLegalSearchText(slug: string): { title: string; description: string; keywords: readonly string[]; text: string } {
  const { frontmatter, tree } = parseLegalDocument(slug);
  return { title: frontmatter.title, description: frontmatter.description, keywords: frontmatter.keywords, text: plainText(tree) };
}

/** Reads, fills and parses one legal document's file. @throws Error as `loadLegalDocument`. */
function parseLegalDocument(slug: string) {
  const file = `./legal/${slug}.md`;
  const source = sources[file];
  if (source === undefined) throw new Error(`src/content/legal/${slug}.md is missing.`);
  const { data, content } = markdownWithTokens(source, `src/content/legal/${slug}.md`);
  const { html, headings, tree } = parseMarkdown(content, { tocDepth: 2, file: `src/content/legal/${slug}.md` });
  const frontmatter: LegalFrontmatter = parseFrontmatter(legalFrontmatterSchema, data, `src/content/legal/${slug}.md`);
  return { name: frontmatter.name, frontmatter, html, headings, tree };
}
