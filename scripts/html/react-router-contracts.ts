/**
 * Every private contract of React Router that the build's rewrite (`./defer-hydration.ts`) and the
 * hydration loader (`./loader/hydration-loader.ts`) depend on (docs/decisions/011). None of them is
 * public API: each was read from the installed React Router `REACT_ROUTER_VERSION` and is named
 * here with the file it was read from, so an upgrade has one place to check. Vite and Node both
 * resolve `react-router` to `node_modules/react-router/dist/development/` (its package exports);
 * the bundled chunk `chunk-OB3PAWPO.mjs` of 7.18.4 marks each of React Router's source files with a
 * `// lib/…` comment, cited below with the function.
 *
 * `tests/react-router-contracts.test.ts` prerenders a real page with the installed React Router,
 * rewrites it, and hydrates it in a DOM through the loader and React Router's own client entry: an
 * upgrade that breaks one of these contracts fails that test, not a visitor's page.
 *
 * This module imports nothing but a type, so browser code may import it. The loader imports only
 * the types of its constants (`typeof ROUTE_MODULES_GLOBAL`): its text names the global and the key
 * itself and does not compile when they differ from these, and the bundle (`./loader/compile.ts`)
 * carries none of this module's code.
 */
import type { HydrationPlan } from "./loader/plan";

/**
 * The React Router version (`react-router` and `@react-router/dev`) the contracts below were read
 * from; the contracts test checks it against the installed packages, so an upgrade re-reads them.
 */
export const REACT_ROUTER_VERSION = "7.18.4";

/**
 * The global that holds the route modules, by route id, before `entry.client` runs.
 * `<Scripts>`'s module script assigns it (`Scripts`, `routeModulesScript`, in
 * `lib/dom/ssr/components.tsx` of node_modules/react-router/dist/development/chunk-OB3PAWPO.mjs), and `HydratedRouter` reads it
 * when it first renders (`initSsrInfo`, in `lib/dom-export/hydrated-router.tsx` of
 * node_modules/react-router/dist/development/dom-export.mjs): without it, the router throws instead
 * of hydrating. The loader assigns it itself.
 */
export const ROUTE_MODULES_GLOBAL = "__reactRouterRouteModules";

/**
 * The key of the browser history state where React Router keeps the entry's index.
 * `getUrlBasedHistory` (`lib/router/history.ts` in
 * node_modules/react-router/dist/development/chunk-OB3PAWPO.mjs, used by `createBrowserHistory`,
 * which `HydratedRouter` calls) reads `history.state.idx` when it starts and,
 * when that is `null` or missing, writes `{ ...history.state, idx: 0 }` with `replaceState`: a
 * same-document navigation of 0.5-7 ms inside the router's start-up (docs/decisions/010). The loader
 * writes the same state a task earlier, and React Router then leaves it as it is.
 */
export const HISTORY_INDEX_KEY = "idx";

/** The index React Router gives the first history entry it sees (`getUrlBasedHistory`, see `HISTORY_INDEX_KEY`). */
export const INITIAL_HISTORY_INDEX = 0;

/**
 * The client entry hydrates the document when it is imported, and needs nothing else: the site has
 * no `src/entry.client.tsx`, so the build uses React Router's default (this path, from the
 * repository's root), whose module body calls `hydrateRoot(document, <HydratedRouter />)` inside
 * `startTransition`. The loader imports it last, after the route modules.
 */
export const DEFAULT_CLIENT_ENTRY = "node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx";

/**
 * The `rel` of the hints `<Scripts>` writes in `<head>`, one per chunk of the page: the manifest,
 * the entry and its imports, then each matched route's module and imports (`Scripts`).
 */
export const MODULE_PRELOAD_REL = "modulepreload";

/**
 * The call that feeds React Router's stream: its context script creates
 * `window.__reactRouterContext.streamController`, and each stream script `StreamTransfer` writes
 * (`lib/dom/ssr/single-fetch.tsx` in node_modules/react-router/dist/development/chunk-OB3PAWPO.mjs)
 * is this call with one JSON string literal, then `;`. `HydratedRouter` decodes the stream into the loader data.
 */
export const STREAM_ENQUEUE_CALL = "window.__reactRouterContext.streamController.enqueue";

/** What React Router's inline module script imports. */
export interface ModuleScript {
  /** Modules imported for their side effects first (React Router's manifest). */
  imports: string[];
  routes: HydrationPlan["routes"];
  entry: string;
}

/**
 * The statements of `<Scripts>`'s inline `<script type="module">` (`Scripts`, `routeModulesScript`,
 * in `lib/dom/ssr/components.tsx` of node_modules/react-router/dist/development/chunk-OB3PAWPO.mjs), for a build without route
 * discovery on demand (the site's `ssr: false`): the manifest chunk imported for its side effect,
 * one namespace import per matched route, the `window.__reactRouterRouteModules = {…}` assignment
 * (route id → namespace) and the entry's dynamic import last. Statements end with `;` or a line
 * break.
 */
const MODULE_SCRIPT = {
  separator: /;\s*|\n/,
  sideEffectImport: /^import "([^"]+)"$/,
  namespaceImport: /^import \* as (\w+) from "([^"]+)"$/,
  routeModulesPrefix: `window.${ROUTE_MODULES_GLOBAL} = `,
  routeModules: /^\{.*\}$/,
  routeModule: /^"([^"]+)":(\w+)$/,
  entryImport: /^import\("([^"]+)"\)$/,
} as const;

/**
 * Reads React Router's inline module script (see `MODULE_SCRIPT`).
 * @param code the script's text, exactly as between its tags.
 * @returns the side-effect imports, route id → route module URL, and the entry's URL.
 * @throws Error on a statement of another shape, or when the route modules or the entry are missing.
 */
export function parseModuleScript(code: string): ModuleScript {
  const imports: string[] = [];
  const bindings = new Map<string, string>();
  let routes: Record<string, string> | null = null;
  let entry: string | null = null;
  for (const statement of code.split(MODULE_SCRIPT.separator).map((line) => line.trim()).filter(Boolean)) {
    const sideEffect = MODULE_SCRIPT.sideEffectImport.exec(statement);
    const namespace = MODULE_SCRIPT.namespaceImport.exec(statement);
    const object = statement.startsWith(MODULE_SCRIPT.routeModulesPrefix) ? statement.slice(MODULE_SCRIPT.routeModulesPrefix.length) : "";
    const assignment = MODULE_SCRIPT.routeModules.exec(object);
    const dynamic = MODULE_SCRIPT.entryImport.exec(statement);
    if (sideEffect?.[1]) imports.push(sideEffect[1]);
    else if (namespace?.[1] && namespace[2]) bindings.set(namespace[1], namespace[2]);
    else if (assignment) {
      routes = {};
      for (const pair of assignment[0].slice(1, -1).split(",")) {
        const match = MODULE_SCRIPT.routeModule.exec(pair.trim());
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

/**
 * The JSON string literal of one of React Router's stream scripts, `enqueue("…");` (see
 * `STREAM_ENQUEUE_CALL`), or `null` for a script that does not feed the stream.
 * @param code the script's text.
 * @returns the literal as written (a JSON string, quotes included).
 * @throws Error when the script calls `streamController.enqueue` in another shape, which would
 *   otherwise stay in the page and add one CSP hash per page (docs/decisions/011).
 */
export function enqueuedLiteral(code: string): string | null {
  if (!code.includes("streamController.enqueue")) return null;
  const prefix = `${STREAM_ENQUEUE_CALL}(`;
  const suffix = ");";
  const literal = code.startsWith(prefix) && code.endsWith(suffix) ? code.slice(prefix.length, -suffix.length) : "";
  let value: unknown = null;
  try {
    value = JSON.parse(literal);
  } catch {
    // Reported below.
  }
  if (typeof value !== "string") {
    throw new Error(`deferHydration: a stream script has an unknown shape: ${code.slice(0, 120)}`);
  }
  return literal;
}
