/**
 * Markdown to a serializable HTML syntax tree (hast), at build time only (`.server` modules never
 * reach the browser). Pipeline: gray-matter (frontmatter), remark-parse + remark-gfm (CommonMark
 * and tables), remark-rehype, rehype-slug (heading ids for the table of contents). Raw HTML in the
 * Markdown is not allowed through (remark-rehype drops it), so content cannot inject markup.
 */
import matter from "gray-matter";
import type { Element, ElementContent, Root, RootContent } from "hast";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

import type { TocHeading } from "./toc";

export interface MarkdownResult {
  /** The raw frontmatter, to validate with a schema (`src/content/frontmatter.ts`). */
  data: unknown;
  tree: Root;
  /** The `h2` headings, in order, for the table of contents. */
  headings: TocHeading[];
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSlug);

function textOf(node: ElementContent | RootContent): string {
  if (node.type === "text") return node.value;
  if ("children" in node) return node.children.map((child) => textOf(child)).join("");
  return "";
}

/** Drops source positions: they are not needed by the renderer and would bloat the loader data. */
function stripPositions<T extends Root | RootContent>(node: T): T {
  delete node.position;
  if ("children" in node) for (const child of node.children) stripPositions(child);
  return node;
}

/**
 * Parses a Markdown document with frontmatter.
 * @param source - the file's text.
 * @returns the frontmatter data, the hast tree and the `h2` headings with their ids.
 */
export function parseMarkdown(source: string): MarkdownResult {
  const { data, content } = matter(source);
  const tree = stripPositions(processor.runSync(processor.parse(content)));
  const headings = tree.children
    .filter((node): node is Element => node.type === "element" && node.tagName === "h2")
    .map((node) => ({ id: node.properties.id ?? "", text: textOf(node) }));
  return { data, tree, headings };
}
