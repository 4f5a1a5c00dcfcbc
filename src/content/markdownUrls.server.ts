/**
 * The addresses of a Markdown body, checked before anything is rendered (build time only): every
 * link, image and link definition must be a safe address (`contentUrlProblem`, `./safeUrls.ts`),
 * or the build fails naming the file, the line and the address. An unsafe address is never
 * dropped without a word; rehype-sanitize (`markdownSanitizeSchema`, run by
 * `./markdown.server.ts`) stays behind this check as the second line of defence.
 *
 * Free of Vite's `import.meta.env`, so the content step (`scripts/content/linkFields.ts`, run by
 * `scripts/content-index.ts`) reads the Markdown files with it too.
 */
import { type Options as SanitizeSchema, defaultSchema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";

import { splitFrontmatter } from "./frontmatterSource";
import { IMAGE_SCHEMES, LINK_SCHEMES, contentUrlProblem } from "./safeUrls";

/**
 * The part of a Markdown syntax tree (mdast, https://github.com/syntax-tree/mdast) the check
 * reads: `link`, `image` and `definition` nodes carry a `url`; the others may have children.
 */
interface MarkdownNode {
  readonly type: string;
  readonly url?: string;
  readonly children?: readonly MarkdownNode[];
  readonly position?: { readonly start: { readonly line: number } } | undefined;
}

/** What each node with an address is called in a message, and which rule its address follows. */
const URL_NODES: Readonly<Record<string, { readonly name: string; readonly kind: "link" | "image" }>> = {
  link: { name: "link", kind: "link" },
  definition: { name: "link definition", kind: "link" },
  image: { name: "image", kind: "image" },
};

/**
 * The problems of a Markdown body's addresses, one per unsafe link, image or link definition
 * (a reference link, `[text][ref]`, takes its definition's address, so it is checked there).
 * @param tree - the body's mdast, as remark-parse and remark-gfm give it (autolinks included).
 * @param file - the file, named in each message.
 * @param firstLine - the file's line on which the body starts (after the frontmatter), so the
 *   message names the file's line; 1 when the text parsed is the whole file.
 * @returns e.g. `src/content/blog/x.md:12: field "body": link "javascript:alert(1)": "javascript:"
 *   addresses are not allowed; write https://…, …` (the address as JSON, so a hidden tab shows).
 */
export function markdownUrlProblems(tree: MarkdownNode, file: string, firstLine = 1): string[] {
  const problems: string[] = [];
  const visit = (node: MarkdownNode) => {
    const rule = URL_NODES[node.type];
    if (rule !== undefined && node.url !== undefined) {
      const problem = contentUrlProblem(node.url, rule.kind);
      if (problem !== undefined) {
        const line = node.position === undefined ? "" : `:${String(firstLine + node.position.start.line - 1)}`;
        problems.push(`${file}${line}: field "body": ${rule.name} ${JSON.stringify(node.url)}: ${problem}`);
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return problems;
}

/**
 * The file's line on which a Markdown body starts: 1 plus the lines of the frontmatter before it.
 * @param source - the text the body was split from (`splitFrontmatter`).
 * @param body - the body.
 * @returns 1 when `source` has no frontmatter, or does not end with `body`.
 */
export function bodyFirstLine(source: string, body: string): number {
  if (!source.endsWith(body)) return 1;
  return 1 + (source.slice(0, source.length - body.length).match(/\n/g)?.length ?? 0);
}

/** The pipeline's Markdown parser (CommonMark and GFM, as `./markdown.server.ts` parses). */
const markdownParser = unified().use(remarkParse).use(remarkGfm);

/**
 * The problems of a Markdown file's addresses (`markdownUrlProblems`), read from its text as
 * written: tokens (`{{site.email}}`, `./siteFacts.ts`) are not filled, the values they write are
 * checked when the page is rendered (`parseMarkdown`).
 * @param source - the file's text, frontmatter first.
 * @param file - its path from the repository's root, named in each message.
 * @returns one message per unsafe address, naming the file's line; none for a file without.
 * @throws the `yaml` package's `YAMLParseError` when the frontmatter is not valid YAML.
 */
export function markdownFileUrlProblems(source: string, file: string): string[] {
  const { content } = splitFrontmatter(source);
  return markdownUrlProblems(markdownParser.parse(content), file, bodyFirstLine(source, content));
}

const defaultAttributes = defaultSchema.attributes ?? {};

/**
 * The rehype-sanitize schema of the Markdown pages (https://github.com/rehypejs/rehype-sanitize;
 * https://github.com/syntax-tree/hast-util-sanitize#schema): GitHub's (`defaultSchema`), which
 * keeps everything remark-rehype makes of CommonMark and GFM (tables and their alignment, task
 * lists, code languages, footnotes), with
 * - `protocols.href` `http`, `https`, `mailto`, `tel` and `protocols.src` `http`, `https`: the
 *   schemes `./safeUrls.ts` allows (relative addresses have none and pass);
 * - `clobberPrefix` empty: the ids stay as written, a heading's `{#id}` and rehype-slug's alike
 *   (remark-rehype already prefixes its footnotes' ids with `user-content-`);
 * - the attributes the site's own plugins add (`./markdown.server.ts`): a link's `data-print-url`,
 *   `target` and `rel`; the "(opens in a new tab)" span's class; the table's scrolling region's
 *   `data-table-wrap`, `role`, `aria-label` and `tabindex`. The pipeline sanitizes before they are
 *   added, so they are kept wherever the sanitizer runs.
 */
export const markdownSanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: "",
  protocols: { ...defaultSchema.protocols, href: [...LINK_SCHEMES], src: [...IMAGE_SCHEMES] },
  attributes: {
    ...defaultAttributes,
    a: [...(defaultAttributes.a ?? []), "dataPrintUrl", ["target", "_blank"], ["rel", "noopener", "noreferrer"]],
    span: [...(defaultAttributes.span ?? []), ["className", "visually-hidden"]],
    div: [...(defaultAttributes.div ?? []), "dataTableWrap", ["role", "region"], "ariaLabel"],
  },
};
