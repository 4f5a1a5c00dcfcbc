/**
 * Markdown to a serializable HTML syntax tree (hast), at build time only (`.server` modules never
 * reach the browser). Pipeline: gray-matter (frontmatter), remark-parse + remark-gfm (CommonMark
 * and tables), the address check (`markdownUrlProblems`: a link or image that is not `http:`,
 * `https:`, `mailto:`, `tel:`, a site path or a fragment fails the build; `./safeUrls.ts`),
 * remark-rehype, rehype-sanitize (`markdownSanitizeSchema`, the second line of defence),
 * `rehypeCustomHeadingIds` (a heading ending in `{#id}` gets that id), rehype-slug (ids for the
 * other headings), `rehypeSiteLinksAndTables`. Raw HTML in the Markdown is not allowed through
 * (remark-rehype drops it), so content cannot inject markup. rehype-sanitize runs right after
 * remark-rehype, so the attributes the site's own plugins add come after it.
 */
import { toHtml } from "hast-util-to-html";
import type { Element, Root, RootContent } from "hast";
import rehypeSanitize from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

import { canonicalPath } from "../site/paths";
import { printedUrl } from "./printUrl";
import { splitFrontmatter } from "./frontmatterSource";
import { bodyFirstLine, markdownSanitizeSchema, markdownUrlProblems } from "./markdownUrls.server";
import type { TocHeading } from "./types";

export interface MarkdownResult {
  /** The raw frontmatter, to validate with a schema (`src/content/frontmatter.ts`). */
  data: unknown;
  tree: Root;
  /** The body as HTML, made here at build time; raw HTML in the source never gets through. */
  html: string;
  /** The `h2` headings, in order, for the table of contents. */
  headings: TocHeading[];
}

const HEADING = /^h[1-6]$/;
const CUSTOM_ID = /\s*\{#([a-z0-9-]+)\}\s*$/;

/** Gives a heading that ends in `{#some-id}` that id and removes the suffix from its text. */
function rehypeCustomHeadingIds() {
  const visit = (node: Root | RootContent) => {
    if (node.type === "element" && HEADING.test(node.tagName)) {
      const last = node.children.at(-1);
      if (last?.type === "text") {
        const match = CUSTOM_ID.exec(last.value);
        if (match?.[1]) {
          node.properties.id = match[1];
          last.value = last.value.replace(CUSTOM_ID, "");
        }
      }
    }
    if ("children" in node) for (const child of node.children) visit(child);
  };
  return (tree: Root) => {
    visit(tree);
  };
}

/**
 * Links and tables for the rendered HTML: internal links in canonical trailing-slash form;
 * each link's printed address in `data-print-url` (`printedUrl`, shown after the link text on paper
 * by `src/styles/print.css`; docs/decisions/019);
 * external links open in a new tab with `rel="noopener noreferrer"` and say so to screen readers;
 * wide tables scroll in a focusable, labelled region (WCAG 1.4.10, axe scrollable-region-focusable).
 */
function rehypeSiteLinksAndTables() {
  const visit = (node: Root | RootContent) => {
    if (!("children" in node)) return;
    node.children = node.children.map((child) => {
      if (child.type !== "element") return child;
      if (child.tagName === "a" && typeof child.properties.href === "string") {
        const href = child.properties.href;
        if (href.startsWith("/")) child.properties.href = canonicalPath(href);
        const printed = printedUrl(child.properties.href, textOf(child));
        if (printed !== undefined) child.properties.dataPrintUrl = printed;
        if (/^https?:\/\//.test(href)) {
          child.properties.target = "_blank";
          child.properties.rel = ["noopener", "noreferrer"];
          child.children.push({
            type: "element",
            tagName: "span",
            properties: { className: ["visually-hidden"] },
            children: [{ type: "text", value: " (opens in a new tab)" }],
          });
        }
      }
      if (child.tagName === "table") {
        visit(child);
        return {
          type: "element",
          tagName: "div",
          properties: { dataTableWrap: true, role: "region", ariaLabel: "Table", tabIndex: 0 },
          children: [child],
        } satisfies Element;
      }
      visit(child);
      return child;
    });
  };
  return (tree: Root) => {
    visit(tree);
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, markdownSanitizeSchema)
  .use(rehypeCustomHeadingIds)
  .use(rehypeSlug)
  .use(rehypeSiteLinksAndTables);

/** The text of a node; `separator` goes between children (a space keeps block text apart). */
function textOf(node: Root | RootContent, separator = ""): string {
  if (node.type === "text") return node.value;
  if ("children" in node) return node.children.map((child) => textOf(child, separator)).join(separator);
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
 * @param source - the file's text, or its body alone.
 * @param options.tocDepth - deepest heading level in the table of contents: 2 (`h2`) or 3.
 * @param options.file - the file's path, named in the error; `(Markdown)` when left out.
 * @returns the frontmatter data, the hast tree and the headings with their ids and levels.
 * @throws Error with one line per unsafe link, image or link definition (`markdownUrlProblems`),
 *   naming the file, the line of `source` and the address, e.g. `src/content/blog/x.md:12: field
 *   "body": link "javascript:alert(1)": "javascript:" addresses are not allowed; write …`.
 */
export function parseMarkdown(source: string, options: { tocDepth: 2 | 3; file?: string }): MarkdownResult {
  const { data, content } = splitFrontmatter(source);
  const markdownTree = processor.parse(content);
  const problems = markdownUrlProblems(markdownTree, options.file ?? "(Markdown)", bodyFirstLine(source, content));
  if (problems.length > 0) throw new Error(problems.join("\n"));
  const tree = stripPositions(processor.runSync(markdownTree));
  const levels = options.tocDepth === 3 ? ["h2", "h3"] : ["h2"];
  const headings = tree.children
    .filter((node): node is Element => node.type === "element" && levels.includes(node.tagName))
    .map((node): TocHeading => ({ id: node.properties.id ?? "", text: textOf(node), level: node.tagName === "h3" ? 3 : 2 }));
  return { data, tree, headings, html: toHtml(tree) };
}

/** Elements whose text stands apart from its neighbours' (a space joins them in plain text). */
const BLOCK = /^(p|h[1-6]|li|ul|ol|blockquote|pre|table|thead|tbody|tr|td|th|div|section|hr|br)$/;

/** The text of a node with block elements kept apart by a space and inline runs joined. */
function plainTextOf(node: Root | RootContent): string {
  if (node.type === "text") return node.value;
  if (!("children" in node)) return "";
  const inner = node.children.map(plainTextOf).join("");
  return node.type === "element" && BLOCK.test(node.tagName) ? ` ${inner} ` : inner;
}

/**
 * The body as plain text, for the site search (docs/decisions/015): every word in reading order,
 * with white space collapsed, so a search can match a phrase and show the sentence around it.
 */
export function plainText(tree: Root): string {
  return plainTextOf(tree).replace(/\s+/g, " ").trim();
}
