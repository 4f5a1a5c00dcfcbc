/**
 * Rewrites React Router's scripts out of a prerendered page (docs/decisions/040 and 041): every page
 * is static HTML, with the islands loader on a page of islands and the static pages' script on
 * the others; React Router's module preloads, module script and inline scripts (its route data,
 * `<ScrollRestoration>`'s script) are removed, so no page hydrates with the router. The whole
 * page's hydration after the first paint (docs/decisions/011), its loader and the React Router
 * private contracts it relied on were retired with the last page that needed them
 * (docs/decisions/041).
 *
 * The page is parsed with rehype-parse (the WHATWG HTML parser, parse5) to find these elements;
 * the rewrite then replaces exactly their source ranges, so every other byte of the page stays as
 * React wrote it.
 */
import type { Element, Root, RootContent } from "hast";
import { toHtml } from "hast-util-to-html";
import rehypeParse from "rehype-parse";
import { unified } from "unified";

/** The `rel` of a module preload hint (HTML "link type modulepreload"), which React Router writes per chunk. */
export const MODULE_PRELOAD_REL = "modulepreload";

/**
 * How many parsed documents `parseDocument` keeps. The postbuild reads each page with up to four
 * functions in a row (its scripts, its islands' plan, its inline scripts, its referrer meta), and
 * parsing is its costliest step: measured at 1,000 articles, 31 of its 89 s (decision 043).
 */
const PARSED_KEPT = 4;
const parsed = new Map<string, Root>();

/**
 * Parses a whole document into a hast tree whose nodes carry their source offsets. The last
 * `PARSED_KEPT` documents are kept, by their text: the same HTML gives the same tree object, which
 * callers read and must not change.
 */
export function parseDocument(html: string): Root {
  const known = parsed.get(html);
  if (known !== undefined) return known;
  const tree = unified().use(rehypeParse).parse(html);
  parsed.set(html, tree);
  const oldest = parsed.keys().next().value;
  if (parsed.size > PARSED_KEPT && oldest !== undefined) parsed.delete(oldest);
  return tree;
}

/**
 * Every element of the tree in document order. `<template>` contents are left out: they are inert
 * (never rendered, their scripts never run).
 */
export function* elementsOf(parent: Root | Element): Generator<Element> {
  for (const child of parent.children as RootContent[]) {
    if (child.type !== "element") continue;
    yield child;
    yield* elementsOf(child);
  }
}

/** The text of a raw-text element such as `<script>`, exactly as between its tags. */
export function textOf(element: Element): string {
  return element.children.map((child) => (child.type === "text" ? child.value : "")).join("");
}

/**
 * Whether a `<script>` is an inline script that a browser executes (no `src`; no type, a
 * JavaScript MIME type or `module`), as opposed to a data block (`application/json`,
 * `application/ld+json`). HTML "Prepare the script element".
 */
export function isExecutableInlineScript(element: Element): boolean {
  if (element.tagName !== "script" || element.properties.src !== undefined) return false;
  const type = element.properties.type;
  return type === undefined || (typeof type === "string" && /^(|text\/javascript|application\/javascript|module)$/i.test(type));
}

/** A `<script>` element with the given attributes and text, serialized. */
function scriptElement(properties: Element["properties"], text: string): string {
  return toHtml({ type: "element", tagName: "script", properties, children: text ? [{ type: "text", value: text }] : [] });
}

/** JSON for a data block: `<` is escaped, so it cannot end the element. */
function jsonBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** A source range of the page and its replacement. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The source range of an element. @throws Error when the parser gave it no position. */
function rangeOf(element: Element): Pick<Edit, "start" | "end"> {
  const start = element.position?.start.offset;
  const end = element.position?.end.offset;
  if (start === undefined || end === undefined) throw new Error(`rangeOf: <${element.tagName}> has no source position`);
  return { start, end };
}

/**
 * Rewrites a prerendered page that runs no React (`PageScripts` "none", src/site/manifest.ts;
 * docs/decisions/040): React Router's module preloads, its module script and every other inline
 * script it wrote (the route data streamed into `__reactRouterContext`, `<ScrollRestoration>`'s
 * script) are removed, and `staticScript` takes the module script's place, followed by a module
 * script for each of `moduleUrls` (the page's behaviours, `./behaviours.ts`). The scripts in
 * `keep` (the theme's, `THEME_SCRIPT`) stay where they are. Data blocks (JSON-LD) stay.
 * @param html a document written by React Router's prerenderer.
 * @param staticScript the static pages' script text (`compileStaticScript`).
 * @param keep the texts of the inline scripts the page keeps.
 * @param moduleUrls the URL paths of the page's plain modules, none by default.
 * @param dataBlock a JSON data block written before `staticScript` (a page of islands' plan,
 *   `IslandPlan`; docs/decisions/041), none by default.
 * @returns the new document: the same bytes outside the removed elements.
 * @throws Error when the page does not have exactly one module script, has an external script, or
 *   shows part of its content only once a React script has run (a streamed Suspense boundary).
 */
export function removeReactScripts(
  html: string,
  staticScript: string,
  keep: readonly string[],
  moduleUrls: readonly string[] = [],
  dataBlock?: { id: string; value: unknown },
): string {
  const removed: Element[] = [];
  const moduleScripts: Element[] = [];
  for (const element of elementsOf(parseDocument(html))) {
    const rel = element.properties.rel;
    if (element.tagName === "link" && Array.isArray(rel) && rel.includes(MODULE_PRELOAD_REL)) removed.push(element);
    if (element.tagName === "script" && element.properties.src !== undefined) {
      throw new Error(`removeReactScripts: the page loads the external script ${element.properties.src}`);
    }
    if (!isExecutableInlineScript(element) || keep.includes(textOf(element))) continue;
    // React's script that moves a streamed Suspense boundary into place: without it the content
    // would stay hidden (the frame's boundaries are written in place, docs/decisions/030).
    if (/\$R[CSX]\(/.test(textOf(element))) throw new Error("removeReactScripts: the page completes a streamed Suspense boundary by script");
    if (element.properties.type === "module") moduleScripts.push(element);
    else removed.push(element);
  }
  const [moduleScript, ...extraModuleScripts] = moduleScripts;
  if (!moduleScript || extraModuleScripts.length > 0) {
    throw new Error(`removeReactScripts: expected one module script, found ${String(moduleScripts.length)}`);
  }
  const edits: Edit[] = [
    ...removed.map((element) => ({ ...rangeOf(element), text: "" })),
    {
      ...rangeOf(moduleScript),
      text:
        (dataBlock ? scriptElement({ type: "application/json", id: dataBlock.id }, jsonBlock(dataBlock.value)) : "") +
        scriptElement({}, staticScript) +
        moduleUrls.map((url) => scriptElement({ type: "module", src: url }, "")).join(""),
    },
  ];
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((document, edit) => document.slice(0, edit.start) + edit.text + document.slice(edit.end), html);
}
