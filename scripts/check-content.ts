/**
 * Content check over the built site (docs/product-decisions.md, decisions 12 and 13;
 * docs/content/claims.md). Reads every prerendered page's `<main>` and applies the rules of
 * `scripts/content/rules.ts`: no absolute promise without a written reason, the urgent-help block
 * wherever threats, intimate images or doxxing are mentioned, the "Illustrative example" note on
 * case studies; and it checks that the
 * cookie and privacy pages name every key of the storage registry (src/config/storage.ts).
 *
 * Usage: `tsx scripts/check-content.ts [buildDir]` (default `build`). Exits 1 on any problem.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Element, Nodes, Root } from "hast";
import rehypeParse from "rehype-parse";
import { unified } from "unified";
import { storedItems } from "../src/config/storage";
import { COOKIES_PATH, PRIVACY_PATH, canonicalPath } from "../src/site/paths";
import { ALLOWED_PROMISES, type AllowedPromise, type BuiltPage, pageProblems } from "./content/rules";
import { htmlFiles, pagePath } from "./html/built-pages";

const buildDir = join(process.argv[2] ?? "build", "client");


/** Elements whose text is never shown as page copy. */
const SKIPPED = new Set(["script", "style", "template", "noscript", "svg"]);
/** Elements that end a line of text (so sentences of two blocks never run together). */
const BLOCKS = new Set(["p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "dt", "dd", "td", "th", "tr", "div", "section", "summary", "legend", "label", "blockquote", "figcaption"]);

/**
 * The visible text of a node, blocks on lines of their own. A teaser (`data-teaser`: a card or a
 * related link that sums up another page, which carries its own notes and blocks) is left out.
 */
function textOf(node: Nodes): string {
  if (node.type === "text") return node.value;
  if (node.type !== "element" && node.type !== "root") return "";
  if (node.type === "element" && (SKIPPED.has(node.tagName) || node.properties.dataTeaser !== undefined)) return "";
  const inner = node.children.map((child) => textOf(child)).join("");
  return node.type === "element" && BLOCKS.has(node.tagName) ? `\n${inner}\n` : inner;
}

/** The page's `<main>` element, or the whole document when it has none. */
function mainOf(tree: Root): Nodes {
  let found: Element | undefined;
  const visit = (node: Nodes) => {
    if (found) return;
    if (node.type === "element" && node.tagName === "main") found = node;
    else if (node.type === "element" || node.type === "root") node.children.forEach(visit);
  };
  visit(tree);
  return found ?? tree;
}

const parser = unified().use(rehypeParse);
const problems: string[] = [];
const used = new Set<AllowedPromise>();
const pages: BuiltPage[] = htmlFiles(buildDir).map((file) => {
  const html = readFileSync(file, "utf8");
  return { path: pagePath(buildDir, file), html, text: textOf(mainOf(parser.parse(html))) };
});

for (const page of pages) {
  const result = pageProblems(page);
  problems.push(...result.problems);
  for (const entry of result.used) used.add(entry);
}

for (const entry of ALLOWED_PROMISES) {
  if (!used.has(entry)) problems.push(`scripts/content/rules.ts: ALLOWED_PROMISES entry "${entry.text}" is used by no page any more: remove it`);
}

for (const path of [COOKIES_PATH, PRIVACY_PATH].map((registered) => canonicalPath(registered))) {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) {
    problems.push(`${path}: not built`);
    continue;
  }
  for (const item of storedItems) {
    if (!page.text.includes(item.key)) problems.push(`${path}: does not name the storage key "${item.key}" (src/config/storage.ts)`);
  }
}

if (problems.length > 0) {
  console.error(`content: ${String(problems.length)} problem(s) in ${String(pages.length)} pages:\n${problems.map((problem) => `  ✗ ${problem}`).join("\n")}`);
  process.exit(1);
}
console.log(`content: ${String(pages.length)} pages follow the content rules (promises, urgent help, quick exit, illustrative notes, storage keys)`);
