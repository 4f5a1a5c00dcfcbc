/**
 * Rewrites React Router's scripts in a prerendered page (docs/decisions/008 and 011):
 *
 * 1. **Hydration after the first paint.** `<Scripts />` writes one `<link rel="modulepreload">`
 *    per chunk in `<head>` and an inline `<script type="module" async>` that imports the route
 *    modules and then `entry.client`. Those hints make about 130 KB of JavaScript compete with the
 *    stylesheet and the font for the first paint (FCP 2.3 s → 0.8 s without them, Lighthouse
 *    mobile), although every page is complete and navigable without it. The hints and the module
 *    script become a `HydrationPlan` data block and the hydration loader (`./loader/`), which
 *    imports the same modules in the same order once the page has painted.
 * 2. **A content security policy with few script hashes.** The per-page parts of React Router's
 *    inline scripts (the module URLs, the loader data streamed into `__reactRouterContext`) move
 *    into `<script type="application/json">` data blocks, which browsers never execute and CSP does
 *    not govern, so every inline script left has the same text on every page
 *    (`./inline-scripts.ts` hashes them).
 *
 * The page is parsed with rehype-parse (the WHATWG HTML parser, parse5) to find these elements;
 * the rewrite then replaces exactly their source ranges, so every other byte of the page, React's
 * `<!-- -->` text separators included, stays as React wrote it and hydration still matches. The
 * shapes are React Router's private contracts, defined and parsed in `./react-router-contracts.ts`
 * with the version they were read from; every other shape stops the build, rather than shipping a
 * page that never hydrates or a policy that grows by a hash per page.
 */
import type { Element, Root, RootContent } from "hast";
import { toHtml } from "hast-util-to-html";
import rehypeParse from "rehype-parse";
import { unified } from "unified";
import { HYDRATION_PLAN_ID, type HydrationPlan } from "./loader/plan";
import { type ModuleGraph, evaluationOrder } from "./module-graph";
import { MODULE_PRELOAD_REL, STREAM_ENQUEUE_CALL, enqueuedLiteral, parseModuleScript } from "./react-router-contracts";

export { HYDRATION_PLAN_ID, type HydrationPlan } from "./loader/plan";

/**
 * Feeds the loader data of the data block just before it into React Router's stream, as the
 * original inline `enqueue("…")` call did (`STREAM_ENQUEUE_CALL`). Identical on every page.
 */
export const STREAM_FEEDER = `${STREAM_ENQUEUE_CALL}(JSON.parse(document.currentScript.previousElementSibling.textContent))`;

/** Parses a whole document into a hast tree whose nodes carry their source offsets. */
export function parseDocument(html: string): Root {
  return unified().use(rehypeParse).parse(html);
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
  if (start === undefined || end === undefined) throw new Error(`deferHydration: <${element.tagName}> has no source position`);
  return { start, end };
}

/**
 * Rewrites one prerendered page (see the module comment).
 * @param html a document written by React Router's prerenderer.
 * @param graph the static imports of the build's chunks (`readModuleGraph`), which give the
 *   evaluation order.
 * @param loader the hydration loader's script text (`compileHydrationLoader`).
 * @returns the new document: the same bytes outside the rewritten elements.
 * @throws Error when the page does not have exactly one module script, has no module preloads or
 *   no stream script, or has a module or stream script of an unknown shape.
 */
export function deferHydration(html: string, graph: ModuleGraph, loader: string): string {
  const preloads: Element[] = [];
  const moduleScripts: Element[] = [];
  const streamScripts: { element: Element; literal: string }[] = [];
  for (const element of elementsOf(parseDocument(html))) {
    const rel = element.properties.rel;
    if (element.tagName === "link" && Array.isArray(rel) && rel.includes(MODULE_PRELOAD_REL)) preloads.push(element);
    if (!isExecutableInlineScript(element)) continue;
    if (element.properties.type === "module") moduleScripts.push(element);
    const literal = enqueuedLiteral(textOf(element));
    if (literal !== null) streamScripts.push({ element, literal });
  }
  const [moduleScript, ...extraModuleScripts] = moduleScripts;
  if (!moduleScript || extraModuleScripts.length > 0 || preloads.length === 0 || streamScripts.length === 0) {
    throw new Error(
      `deferHydration: expected one module script, some module preloads and some stream scripts, found ${String(moduleScripts.length)}, ${String(preloads.length)} and ${String(streamScripts.length)}`,
    );
  }
  const preloadUrls = preloads.map((link) => {
    const href = link.properties.href;
    if (typeof href !== "string" || !href) throw new Error("deferHydration: a module preload has no href");
    return href;
  });
  const { imports, routes, entry } = parseModuleScript(textOf(moduleScript));
  const evaluate = evaluationOrder([...imports, ...Object.values(routes), entry], graph, [entry]);
  const plan: HydrationPlan = { preloads: preloadUrls, evaluate, routes, entry };
  const edits: Edit[] = [
    ...preloads.map((link) => ({ ...rangeOf(link), text: "" })),
    {
      ...rangeOf(moduleScript),
      text: scriptElement({ type: "application/json", id: HYDRATION_PLAN_ID }, jsonBlock(plan)) + scriptElement({}, loader),
    },
    ...streamScripts.map(({ element, literal }) => ({
      ...rangeOf(element),
      text: scriptElement({ type: "application/json" }, literal) + scriptElement({}, STREAM_FEEDER),
    })),
  ];
  // From the end of the document, so the offsets of the edits still to apply stay valid.
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((document, edit) => document.slice(0, edit.start) + edit.text + document.slice(edit.end), html);
}

/**
 * Reads a rewritten page's hydration plan.
 * @throws Error when the page has no plan block.
 */
export function readHydrationPlan(html: string): HydrationPlan {
  for (const element of elementsOf(parseDocument(html))) {
    if (element.tagName === "script" && element.properties.id === HYDRATION_PLAN_ID) return JSON.parse(textOf(element)) as HydrationPlan;
  }
  throw new Error(`readHydrationPlan: the page has no #${HYDRATION_PLAN_ID} plan`);
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
