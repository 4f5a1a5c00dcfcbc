/**
 * Rewrites React Router's scripts in a prerendered page for two goals of issue 6:
 *
 * 1. **Hydration after the first paint** (point 4, "performance at the limit"). `<Scripts />`
 *    writes one `<link rel="modulepreload">` per chunk in `<head>`, at high priority, and an inline
 *    `<script type="module" async>` that imports the route modules and then `entry.client`. On a
 *    slow connection about 130 KB of JavaScript then competes with the stylesheet and the font for
 *    the first paint, although every page is complete, readable and navigable without it. The hints
 *    and the module script are replaced by a small loader that, once the page has loaded and
 *    painted, adds the same hints (the chunks still download in parallel) and imports the same
 *    modules in the same order.
 * 2. **A content security policy with few script hashes** (point 2). Every inline script left in a
 *    page has the same text on every page: the per-page parts (the module URLs, the loader data
 *    React Router streams into `__reactRouterContext`) move into `<script type="application/json">`
 *    data blocks, which browsers never execute and CSP does not govern. `./inline-scripts.ts`
 *    hashes what remains.
 *
 * The shapes matched here are those of React Router 7.18.x; anything else stops the build, rather
 * than shipping a page that never hydrates.
 */

import { type ModuleGraph, evaluationOrder } from "./module-graph";

/** The JSON data block the loader reads: which modules to import, in which order. */
export interface HydrationPlan {
  /** Module URLs to hint with `<link rel="modulepreload">`, in document order. */
  preloads: string[];
  /**
   * Every module of the page but the entry, each after the modules it imports
   * (`./module-graph.ts`), React Router's manifest first: the loader imports them one per task, so
   * each task evaluates one chunk.
   */
  evaluate: string[];
  /** Route id → route module URL; the modules become `window.__reactRouterRouteModules`. */
  routes: Record<string, string>;
  /** The client entry, imported last; it hydrates the document. */
  entry: string;
}

/** The id of the data block that holds the page's `HydrationPlan`. */
export const HYDRATION_PLAN_ID = "rr-hydration";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STREAM_ENQUEUE = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;

/** Milliseconds after `load` when hydration starts even if no paint was observed. */
const FALLBACK_MS = 2000;

/**
 * The loader, identical on every page. After the `load` event it waits for the first contentful
 * paint (Paint Timing API, `buffered` so an earlier paint counts; in a fast browser `load` can come
 * first), then reads the plan and adds the preload hints, one per task: each insertion starts a
 * module fetch and costs 0.5-2.5 ms of main thread, 15-55 ms for 24 hints in one task (measured in
 * Chromium traces). It then imports the plan's `evaluate` list, dependencies first, yielding a task
 * between two imports, so that each task evaluates one chunk and no single long task blocks input.
 * Then, as React Router's module script did, it collects the route modules and imports the entry,
 * which hydrates. Tasks yield through `MessageChannel`, which has no 4 ms clamp for nested timers.
 * Where paint timing is missing, or a hidden tab never paints, a timer starts hydration after
 * `FALLBACK_MS`.
 *
 * Hints written in the HTML instead (even with `fetchpriority="low"`) were tried: Lighthouse's
 * simulation then counts their downloads before the largest paint, LCP 1.2 s → 2.8 s.
 */
export const HYDRATION_LOADER = [
  "(function(){var d=document,started=false;",
  // A macrotask without setTimeout's 4 ms clamp on nested timers.
  "function nextTask(){return new Promise(function(resolve){var c=new MessageChannel();c.port1.onmessage=function(){resolve()};c.port2.postMessage(0)})}",
  "function start(){if(started)return;started=true;",
  `var p=JSON.parse(d.getElementById("${HYDRATION_PLAN_ID}").textContent);`,
  // One hint per task: each insertion starts a module fetch, which costs 0.5-2.5 ms of main thread
  // (15-55 ms for all of them in one task). Then one chunk evaluated per task, dependencies first.
  "function each(list,step){return list.reduce(function(done,u){return done.then(function(){return step(u)}).then(nextTask)},Promise.resolve())}",
  'each(p.preloads,function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)}).then(function(){',
  "return each(p.evaluate,function(u){return import(u)})}).then(function(){",
  // React Router's browser history stores `idx: 0` with `history.replaceState` when it starts on
  // a fresh entry (`getUrlBasedHistory`): a same-document navigation of 0.5-7 ms inside the
  // router's start-up, the longest task of hydration. The same state, written a task earlier.
  'var s=history.state;if(!s||s.idx==null)history.replaceState(Object.assign({},s,{idx:0}),"")}).then(nextTask).then(function(){',
  "var ids=Object.keys(p.routes);",
  "return Promise.all(ids.map(function(id){return import(p.routes[id])})).then(function(modules){",
  "var routeModules={};ids.forEach(function(id,i){routeModules[id]=modules[i]});",
  "window.__reactRouterRouteModules=routeModules;return import(p.entry)})})}",
  'addEventListener("load",function(){',
  `setTimeout(start,${String(FALLBACK_MS)});`,
  "try{new PerformanceObserver(function(list,observer){",
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}',
  '}).observe({type:"paint",buffered:true})}catch(e){start()}',
  "},{once:true})})()",
].join("");

/**
 * Feeds the loader data of the data block just before it into React Router's stream, as the
 * original inline `enqueue("…")` call did. Identical on every page.
 */
export const STREAM_FEEDER =
  "window.__reactRouterContext.streamController.enqueue(JSON.parse(document.currentScript.previousElementSibling.textContent))";

/** What React Router's inline module script imports. */
export interface ModuleScript {
  /** Modules imported for their side effects first (React Router's manifest). */
  imports: string[];
  routes: HydrationPlan["routes"];
  entry: string;
}

/**
 * Reads React Router's inline module script.
 * @throws Error on a statement other than `import "…"`, `import * as routeN from "…"`, the
 *   `window.__reactRouterRouteModules = {…}` assignment and the final `import("…")`.
 */
export function parseModuleScript(code: string): ModuleScript {
  const imports: string[] = [];
  const bindings = new Map<string, string>();
  let routes: Record<string, string> | null = null;
  let entry: string | null = null;
  for (const statement of code.split(/;\s*|\n/).map((line) => line.trim()).filter(Boolean)) {
    const sideEffect = /^import "([^"]+)"$/.exec(statement);
    const namespace = /^import \* as (\w+) from "([^"]+)"$/.exec(statement);
    const assignment = /^window\.__reactRouterRouteModules = (\{.*\})$/.exec(statement);
    const dynamic = /^import\("([^"]+)"\)$/.exec(statement);
    if (sideEffect?.[1]) imports.push(sideEffect[1]);
    else if (namespace?.[1] && namespace[2]) bindings.set(namespace[1], namespace[2]);
    else if (assignment?.[1]) {
      routes = {};
      for (const pair of assignment[1].slice(1, -1).split(",")) {
        const match = /^"([^"]+)":(\w+)$/.exec(pair.trim());
        const url = match?.[2] ? bindings.get(match[2]) : undefined;
        if (!match?.[1] || !url) throw new Error(`deferHydration: unexpected route module entry ${pair}`);
        routes[match[1]] = url;
      }
    } else if (dynamic?.[1]) entry = dynamic[1];
    else throw new Error(`deferHydration: unexpected statement in React Router's module script: ${statement}`);
  }
  if (!routes || !entry) throw new Error("deferHydration: the module script has no route modules or no entry");
  return { imports, routes, entry };
}

/** JSON for a `<script type="application/json">` block: `<` is escaped so it cannot end the element. */
function jsonBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * Rewrites one prerendered page (see the module comment).
 * @param html a document written by React Router's prerenderer.
 * @param graph the static imports of the build's chunks (`readModuleGraph`), which give the
 *   evaluation order.
 * @returns the new document.
 * @throws Error when the page does not have exactly one module script or has no module preloads.
 */
export function deferHydration(html: string, graph: ModuleGraph): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  const moduleScripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? "");
  if (moduleScripts.length !== 1 || preloads.length === 0) {
    throw new Error(
      `deferHydration: expected one module script and some module preloads, found ${String(moduleScripts.length)} and ${String(preloads.length)}`,
    );
  }
  const { imports, routes, entry } = parseModuleScript(moduleScripts[0] ?? "");
  const evaluate = evaluationOrder([...imports, ...Object.values(routes), entry], graph, [entry]);
  const plan: HydrationPlan = { preloads, evaluate, routes, entry };
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      MODULE_SCRIPT,
      () => `<script type="application/json" id="${HYDRATION_PLAN_ID}">${jsonBlock(plan)}</script><script>${HYDRATION_LOADER}</script>`,
    )
    .replace(STREAM_ENQUEUE, (_, literal: string) => `<script type="application/json">${literal}</script><script>${STREAM_FEEDER}</script>`);
}
