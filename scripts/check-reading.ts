/**
 * Pages a person reads to the end (docs/product-decisions.md, decision 17; docs/decisions/060): on
 * the built pages (`BUILD_DIR`, default `build`), the words in `<main>` per page kind against its
 * budget, and the reading ease of the pages that sell, help or take a message, as
 * `retext-readability` judges each sentence (https://github.com/retextjs/retext-readability: seven
 * formulas, a sentence is flagged when at least four of them put it above the target age). Prints
 * one table row a page; exits 1 when a page is over its budget, or when more than
 * `HARD_SENTENCE_SHARE` of a page's sentences are flagged.
 *
 * Budgets: service pages and the services hubs 1,200 words; the home page 900; the contact page 900
 * outside its form; "Get help now" is the whole directory and has none. Legal pages and guides are
 * exempt from a budget but must open with an "In short" summary and carry an in-page index.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Element, Nodes, Root } from "hast";
import rehypeParse from "rehype-parse";
import retextEnglish from "retext-english";
import retextReadability from "retext-readability";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { VFile } from "vfile";
import { pageIndex } from "../src/content/generated/pageIndex";
import {
  CONTACT_PATH,
  GET_HELP_PATH,
  GUIDES_PATH,
  HOME_PATH,
  SERVICES_PATH,
  canonicalPath,
  legalPath,
} from "../src/site/paths";
import { htmlFiles, pagePath } from "./html/built-pages";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

/**
 * The target age of `retext-readability`: 15, a US grade 9-10 reader (its age is the grade plus
 * about five). Sentences a 15-year-old would find hard are flagged.
 */
const TARGET_AGE = 15;

/** The share of a page's sentences that may be flagged as harder than `TARGET_AGE`. */
const HARD_SENTENCE_SHARE = 0.2;

/** What a page is, for its budget and for whether its reading ease is judged. */
type PageKind =
  "service" | "home" | "contact" | "help" | "legal" | "guide" | "other";

const guidePrefix = canonicalPath(GUIDES_PATH);
const legalPaths = new Set(
  pageIndex.legalDocuments.map((document) => canonicalPath(legalPath(document.slug))),
);

/** The kind of a page, by its path. */
function kindOf(path: string): PageKind {
  if (path === canonicalPath(HOME_PATH)) return "home";
  if (path === canonicalPath(CONTACT_PATH)) return "contact";
  if (path === canonicalPath(GET_HELP_PATH)) return "help";
  if (path.startsWith(canonicalPath(SERVICES_PATH))) return "service";
  if (legalPaths.has(path)) return "legal";
  if (
    path.startsWith(guidePrefix) &&
    path !== guidePrefix &&
    !/\/\d+\/$/.test(path)
  )
    return "guide";
  return "other";
}

/** Words a page kind may have in `<main>` (the contact page's outside its form); none for the others. */
const BUDGETS: Partial<Record<PageKind, number>> = {
  service: 1_200,
  home: 900,
  contact: 900,
};

/** The kinds whose reading ease is judged: they sell, take a message or help someone in danger. */
const JUDGED: ReadonlySet<PageKind> = new Set(["service", "contact", "help"]);

/** The element `test` finds first, depth first. */
function find(
  node: Nodes,
  test: (element: Element) => boolean,
): Element | undefined {
  if (node.type === "element" && test(node)) return node;
  if (node.type !== "element" && node.type !== "root") return undefined;
  for (const child of node.children) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

/** A copy of `node` without the elements `drop` names (the form, the scripts). */
function without(node: Element, drop: (element: Element) => boolean): Element {
  return {
    ...node,
    children: node.children
      .filter((child) => !(child.type === "element" && drop(child)))
      .map((child) =>
        child.type === "element" ? without(child, drop) : child,
      ),
  };
}

/** Elements that start a block of their own: their text is a paragraph of its own for the sentence count. */
const BLOCKS = new Set([
  "p",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "dt",
  "dd",
  "td",
  "th",
  "summary",
  "blockquote",
  "figcaption",
  "label",
  "legend",
  "div",
  "section",
]);

/** The visible text of a node, each block a paragraph of its own (a blank line between blocks). */
function toText(node: Nodes): string {
  if (node.type === "text") return node.value;
  if (node.type !== "element" && node.type !== "root") return "";
  const inner = node.children.map((child) => toText(child)).join("");
  return node.type === "element" && BLOCKS.has(node.tagName)
    ? `\n\n${inner}\n\n`
    : inner;
}

/** The words of a text: runs with a letter or a digit. */
const wordCount = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

const readability = unified()
  .use(retextEnglish)
  .use(retextReadability, { age: TARGET_AGE });

/** The number of sentences of `text` and how many `retext-readability` flags for `TARGET_AGE`. */
async function hardSentences(
  text: string,
): Promise<{ sentences: number; hard: number }> {
  const file = new VFile(text);
  const tree = readability.parse(file);
  await readability.run(tree, file);
  let sentences = 0;
  visit(tree, "SentenceNode", () => {
    sentences += 1;
  });
  return { sentences, hard: file.messages.length };
}

const parser = unified().use(rehypeParse);
const problems: string[] = [];
const rows: string[] = [];
for (const file of htmlFiles(clientDir)) {
  const path = pagePath(clientDir, file);
  const kind = kindOf(path);
  const tree: Root = parser.parse(readFileSync(file, "utf8"));
  const main = find(tree, (element) => element.tagName === "main");
  if (!main) continue;
  const shown = without(
    main,
    (element) =>
      ["script", "style", "template"].includes(element.tagName) ||
      (kind === "contact" && element.tagName === "form"),
  );
  const text = toText(shown);
  const words = wordCount(text);
  const budget = BUDGETS[kind];
  if (budget !== undefined && words > budget)
    problems.push(
      `${path}: ${String(words)} words in <main>${kind === "contact" ? " outside the form" : ""}, over the ${kind} budget of ${String(budget)}: cut repetition, or move detail to the Learning Center`,
    );
  if (kind === "legal" || kind === "guide") {
    const opensWithSummary =
      find(
        shown,
        (element) =>
          /^h2$/.test(element.tagName) && toText(element).trim() === "In short",
      ) !== undefined;
    const hasIndex =
      find(
        tree,
        (element) =>
          element.tagName === "nav" &&
          /contents|on this page/i.test(toText(element).slice(0, 60)),
      ) !== undefined;
    if (!opensWithSummary)
      problems.push(
        `${path}: a long ${kind} page without an "In short" summary`,
      );
    if (!hasIndex)
      problems.push(`${path}: a long ${kind} page without an in-page index`);
  }
  let ease = "";
  if (JUDGED.has(kind)) {
    const { sentences, hard } = await hardSentences(text);
    const share = sentences === 0 ? 0 : hard / sentences;
    ease = `${String(hard)}/${String(sentences)} hard (${(share * 100).toFixed(0)}%)`;
    if (share > HARD_SENTENCE_SHARE)
      problems.push(
        `${path}: ${String(hard)} of ${String(sentences)} sentences are harder than age ${String(TARGET_AGE)} (retext-readability), over ${String(HARD_SENTENCE_SHARE * 100)}%`,
      );
  }
  rows.push(
    `${String(words).padStart(6)} ${budget === undefined ? "      " : `/${String(budget).padEnd(5)}`} ${kind.padEnd(8)} ${ease.padEnd(22)} ${path}`,
  );
}

console.log(
  `reading: words in <main> (the contact page's outside its form) and sentences harder than age ${String(TARGET_AGE)}, per page`,
);
for (const row of rows.sort()) console.log(`  ${row}`);
if (problems.length > 0) {
  console.error(`reading: ${String(problems.length)} problem(s):`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}
console.log("reading: every page within its budget and its reading ease");
