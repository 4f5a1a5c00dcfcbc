/**
 * Content check over the built site (docs/product-decisions.md, decisions 12 and 13;
 * docs/content/claims.md). Reads every prerendered page's `<main>` and applies the rules of
 * `scripts/content/rules.ts`: no absolute promise without a written reason, the urgent-help block
 * wherever threats, intimate images or doxxing are mentioned, the "Illustrative example" note on
 * case studies, the domestic-violence line in every urgent-help block, no advice to copy content
 * without the exception for intimate images and minors, the tech-abuse caution beside advice to
 * change a password; it checks that the cookie and privacy pages name every key of the storage
 * registry (src/config/storage.ts), and that every page that shows a date from its content file
 * shows one no older than the file's last change (git; `scripts/content/datedSources.ts`), and
 * that no page still shows the placeholder copy of `npm run new:service` (`scripts/content/unwritten.ts`),
 * and that the links and buttons to /contact/ of all pages, header and footer included, carry at
 * most three distinct labels (`contactActionLabels`; `src/content/actions.ts`), and that a service
 * page that offers help with a harm shows that harm's steps in its urgent-help block, and every
 * block the teen's own steps (`harmStepsProblems`; docs/decisions/054).
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
import { urgentHelpContent } from "../src/content/urgentHelp";
import { datedSources, lastChangeDate, lastTextChangeDate } from "./content/datedSources";
import {
  ALLOWED_PROMISES,
  type AllowedPromise,
  type BuiltPage,
  type HarmSteps,
  type TextUnit,
  contactActionLabels,
  contactLabelsOf,
  harmStepsProblems,
  imageAdviceProblems,
  pageProblems,
  staleHelpResources,
  techAbuseProblems,
  urgentHelpJumpProblems,
  urgentHelpLineProblems,
} from "./content/rules";
import { unwrittenCopyProblems } from "./content/unwritten";
import { loadDataFile } from "./content/dataFiles";
import { urgentHelpCopySchema } from "../src/content/pageCopySchemas";

/** The help directory's content file, whose services each carry their own review date. */
const URGENT_HELP_FILE = "src/content/data/urgent-help.yml";
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

/** Headings that open a new unit of advice. */
const UNIT_HEADINGS = new Set(["h2", "h3", "h4"]);

/**
 * `<main>` cut into units of advice (`TextUnit`): each `<details>` (an FAQ answer) is one, and
 * the rest is cut at every `h2`-`h4`. Teasers and skipped elements are left out, as in `textOf`.
 */
function unitsOf(main: Nodes): TextUnit[] {
  const units: TextUnit[] = [];
  let current = { heading: "", text: "" };
  const visit = (node: Nodes) => {
    if (node.type === "text") {
      current.text += node.value;
      return;
    }
    if (node.type !== "element" && node.type !== "root") return;
    if (node.type === "element") {
      if (SKIPPED.has(node.tagName) || node.properties.dataTeaser !== undefined) return;
      if (node.tagName === "details") {
        const summary = node.children.find((child): child is Element => child.type === "element" && child.tagName === "summary");
        units.push({ heading: summary ? textOf(summary).trim() : "", text: textOf(node) });
        return;
      }
      if (UNIT_HEADINGS.has(node.tagName)) {
        units.push(current);
        const heading = textOf(node).trim();
        current = { heading, text: `\n${heading}\n` };
        return;
      }
    }
    node.children.forEach(visit);
    if (node.type === "element" && BLOCKS.has(node.tagName)) current.text += "\n";
  };
  visit(main);
  units.push(current);
  return units.filter((unit) => unit.text.trim() !== "");
}

/** The elements of a tree that match `test`, outermost first. */
function elementsWhere(node: Nodes, test: (element: Element) => boolean): Element[] {
  if (node.type !== "element" && node.type !== "root") return [];
  if (node.type === "element" && test(node)) return [node];
  return node.children.flatMap((child) => elementsWhere(child, test));
}

/**
 * The lines every urgent-help block must give (docs/content/review.md, N1), read from the block's
 * content file: the National Domestic Violence Hotline's number to call.
 */
const hotline = urgentHelpContent.adultResources.find((resource) => resource.id === "thehotline");
const requiredUrgentLines = [
  ...(hotline?.contacts[0] ? [{ name: `the domestic-violence line (${hotline.name})`, text: hotline.contacts[0].label }] : []),
  // The teen's own steps, with "do not pay", in every block (its under-18 group; docs/decisions/054).
  ...urgentHelpContent.minorSteps.map((step, index) => ({ name: `the under-18 step ${String(index + 1)}`, text: step })),
];
/** The harms with their own steps in the block, which a service page that offers help with them must show. */
const harmSteps: readonly HarmSteps[] = [{ harm: "doxxing", offer: /\bdox(?:x)?(?:ing|ed)\b/i, steps: urgentHelpContent.doxxing.heading }];

const parser = unified().use(rehypeParse);
const problems: string[] = [];
const used = new Set<AllowedPromise>();
if (hotline === undefined) problems.push(`src/content/data/urgent-help.yml: the National Domestic Violence Hotline ("thehotline") is missing from the urgent-help resources`);
const pages: (BuiltPage & { units: TextUnit[]; urgentHelpBlocks: string[]; directories: string[]; offers: string[]; contactLabels: string[] })[] = htmlFiles(buildDir).map((file) => {
  const html = readFileSync(file, "utf8");
  const tree = parser.parse(html);
  const main = mainOf(tree);
  const blocks = elementsWhere(main, (element) => element.properties.dataUrgentHelp === "");
  const urgentHelpBlocks = blocks.map((block) => textOf(block));
  const directories = elementsWhere(main, (element) => element.properties.dataUrgentHelp === "directory").map((directory) => textOf(directory));
  // What the page offers: its description and the headings of <main> outside the block.
  const description = elementsWhere(tree, (element) => element.tagName === "meta" && element.properties.name === "description").map((meta) => (typeof meta.properties.content === "string" ? meta.properties.content : ""));
  const headings = elementsWhere(main, (element) => /^h[2-4]$/.test(element.tagName)).map((heading) => textOf(heading)).filter((text) => !urgentHelpBlocks.some((block) => block.includes(text)));
  const offers = [...description, ...headings];
  // The whole document: the header's and the footer's links to /contact/ count too.
  return { path: pagePath(buildDir, file), html, text: textOf(main), units: unitsOf(main), urgentHelpBlocks, directories, offers, contactLabels: contactLabelsOf(tree) };
});

for (const page of pages) {
  const result = pageProblems(page);
  problems.push(...result.problems);
  for (const entry of result.used) used.add(entry);
  problems.push(...imageAdviceProblems(page.path, page.units));
  problems.push(...techAbuseProblems(page.path, page.text));
  // The whole directory (the "Get help now" page) gives every required line; the short blocks lead to it.
  problems.push(...urgentHelpLineProblems(page.path, page.directories, requiredUrgentLines));
  problems.push(...harmStepsProblems(page.path, page.offers, page.urgentHelpBlocks, harmSteps));
  problems.push(...urgentHelpJumpProblems(page));
  problems.push(...unwrittenCopyProblems(page.path, page.html));
}

// The whole directory is on one page, "Get help now" (docs/product-decisions.md, decision 17).
if (!pages.some((page) => page.directories.length > 0)) problems.push(`no page carries the whole help directory (data-urgent-help="directory", src/routes/get-help.tsx)`);

// Each listed service checked against its own site within the last six months: a frightened
// visitor acts on it, and a line can close (docs/content/review.md, C15).
problems.push(...staleHelpResources(loadDataFile(URGENT_HELP_FILE, urgentHelpCopySchema), new Date()));

// One voice for the main action: at most three distinct labels on links and buttons to /contact/, site-wide.
problems.push(...contactActionLabels(pages.map((page) => ({ path: page.path, labels: page.contactLabels }))));

// A page whose words changed shows a date no older than the change (docs/content/reviewing.md, "Dates").
const today = new Date().toISOString().slice(0, 10);
const undated: string[] = [];
for (const source of datedSources(join("src", "content"))) {
  const page = pages.find((candidate) => candidate.path === source.path);
  if (!page) {
    problems.push(`${source.file}: its page ${source.path} was not built`);
    continue;
  }
  const shown = source.dates.filter((date) => page.html.includes(`dateTime="${date}"`) || page.html.includes(`datetime="${date}"`)).sort().at(-1);
  if (shown === undefined) {
    problems.push(`${source.path}: shows none of the dates of ${source.file} (${source.dates.join(", ") || "none"})`);
    continue;
  }
  const change = lastChangeDate(source.file, today);
  if (change.kind === "unknown") undated.push(`${source.file} (${change.reason})`);
  else if (shown < change.date) {
    problems.push(`${source.path}: shows ${shown} as its newest date, but ${source.file} changed on ${change.date}: re-read the page and update its "reviewed" date`);
  }
  // A "Last updated" or "Effective" date is the text's own: a later review date does not stand in for it.
  if (source.labelled !== undefined) {
    const textChange = lastTextChangeDate(source.file, today);
    if (textChange.kind === "known" && source.labelled < textChange.date) {
      problems.push(`${source.path}: says its text dates from ${source.labelled} ("Last updated" or "Effective"), but the text of ${source.file} changed on ${textChange.date}: update that date`);
    }
  }
}
if (undated.length > 0) console.warn(`content: the last change of ${String(undated.length)} file(s) is older than this clone's history, so their dates were checked against the page only: ${undated.join("; ")}`);

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
console.log(
  `content: ${String(pages.length)} pages follow the content rules (promises, urgent help with its domestic-violence line and the under-18 steps, the steps of each harm a service page sells help with, quick exit, illustrative notes, storage keys, no copying advice beside intimate images or minors, the tech-abuse caution beside password advice, dates no older than the last change, at most three labels on links and buttons to /contact/)`,
);
