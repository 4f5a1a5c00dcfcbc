import { formatDate } from "./dates";
import { type LegalFrontmatter, legalFrontmatterSchema, parseFrontmatter } from "./frontmatter";
import { type LegalSlug, legalDocuments } from "./legal";
import { parseMarkdown } from "./markdown.server";

const sources = import.meta.glob<string>("./legal/*.md", { query: "?raw", import: "default", eager: true });


/**
 * Loads one legal document at build time: validated frontmatter, the rendered tree and its table
 * of contents.
 * @throws Error naming the file and field when the frontmatter is invalid, or the file is missing.
 */
export function loadLegalDocument(slug: LegalSlug) {
  const file = `./legal/${slug}.md`;
  const source = sources[file];
  if (source === undefined) throw new Error(`src/content/legal/${slug}.md is missing.`);
  const { data, html, headings } = parseMarkdown(source, { tocDepth: 2 });
  const frontmatter: LegalFrontmatter = parseFrontmatter(legalFrontmatterSchema, data, `src/content/legal/${slug}.md`);
  const name = legalDocuments.find((document) => document.slug === slug)?.name ?? frontmatter.title;
  return { slug, name, frontmatter, displayDate: formatDate(frontmatter.date), html, headings };
}
