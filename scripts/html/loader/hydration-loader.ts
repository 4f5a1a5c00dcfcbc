/**
 * The hydration loader: browser code, compiled at build time into one inline script that is the
 * same on every page (`./compile.ts`; docs/decisions/008, 009, 010 and 011). It replaces React
 * Router's `<link rel="modulepreload">` hints and inline module script, which `../defer-hydration.ts`
 * turns into a `HydrationPlan` data block.
 *
 * What it does, from the moment it runs (inline at the end of `<body>`, before hydration):
 *
 * 1. **Records presses made before hydration** (`recordPresses`): clicks inside an element marked
 *    `data-replay-click`, and submissions of a form marked `data-replay-submit` (held with
 *    `preventDefault`). When React marks `<html data-hydrated>`, it replays them on the hydrated
 *    page, which reuses the prerendered elements.
 * 2. **Starts hydration after the first paint.** After the `load` event it waits for the first
 *    contentful paint (Paint Timing, `buffered`, so an earlier paint counts), or `FALLBACK_MS`
 *    where no paint is reported (a hidden tab, a browser without Paint Timing). It then adds the
 *    plan's preload hints and imports its modules one per task, so that no single task blocks
 *    input (Lighthouse's Total Blocking Time; docs/decisions/009 and 010).
 * 3. **Marks a failure.** If a module cannot be imported (a chunk that did not download), it sets
 *    `<html data-scripts-failed>` so CSS shows the notices meant for visitors without scripts, and
 *    drops the recorded presses.
 *
 * It depends on three private contracts of React Router that its own `<Scripts>` module script
 * fulfils, defined with the version they were read from in `../react-router-contracts.ts` and
 * checked against the installed React Router by `tests/react-router-contracts.test.ts`: the route
 * modules are in `window.__reactRouterRouteModules` (`ROUTE_MODULES_GLOBAL`) before `entry.client`
 * is imported; the entry hydrates when imported (`DEFAULT_CLIENT_ENTRY`); the browser history
 * accepts a state `{ idx: 0 }` (`HISTORY_INDEX_KEY`) written before the router starts.
 */
import { SCRIPTS_FAILED_ATTRIBUTE } from "../../../src/config/enhancement";
import { whenPainted } from "../../../src/islands/firstPaint";
import { recordPresses } from "../../../src/islands/presses";
import type { HISTORY_INDEX_KEY, INITIAL_HISTORY_INDEX, ROUTE_MODULES_GLOBAL } from "../react-router-contracts";
import { HYDRATION_PLAN_ID, type HydrationPlan } from "./plan";

/**
 * The parts of `window` the loader reads and writes, and React Router's route modules, read by
 * `entry.client` when it hydrates. The global's name is typed from `ROUTE_MODULES_GLOBAL` (a type
 * import: the loader's text names the property itself, so the contracts module adds no bytes to it),
 * so the loader does not compile when the contract names another global.
 */
export type LoaderWindow = {
  addEventListener(type: "load", listener: () => void, options: { once: true }): void;
  history: Pick<History, "state" | "replaceState">;
} & Partial<Record<typeof ROUTE_MODULES_GLOBAL, Record<string, unknown>>>;

/**
 * A browser history state as React Router's history reads it: the entry's index under
 * `HISTORY_INDEX_KEY`, and whatever else the page stored.
 */
type IndexedHistoryState = Partial<Record<typeof HISTORY_INDEX_KEY, unknown>>;

/**
 * Everything the loader touches outside the document, injected so that tests can observe the
 * order of its steps (`./main.ts` passes the browser's own).
 */
export interface LoaderEnvironment {
  document: Document;
  window: LoaderWindow;
  /** Imports an ES module by URL (the browser's `import()`). */
  importModule(url: string): Promise<unknown>;
  /** Resolves in a later task (a macrotask), so that the work before it ends its task. */
  nextTask(): Promise<void>;
  /** `setTimeout`: runs `callback` after `ms` milliseconds. */
  setTimeout(callback: () => void, ms: number): void;
  /** The Paint Timing observer, or `undefined` where the browser has none. */
  PerformanceObserver: typeof PerformanceObserver | undefined;
}

/** Reads the page's plan. @throws Error when the data block is missing. */
function readPlan(document: Document): HydrationPlan {
  const text = document.getElementById(HYDRATION_PLAN_ID)?.textContent;
  if (!text) throw new Error(`hydration loader: no #${HYDRATION_PLAN_ID} plan in the page`);
  return JSON.parse(text) as HydrationPlan;
}

/**
 * Imports the plan's modules: preload hints one per task (each insertion starts a fetch, 0.5-2.5 ms
 * of main thread), the `evaluate` list one module per task, React Router's history state
 * `{ idx: 0 }` a task before the router would write it (a same-document navigation of 0.5-7 ms
 * inside its start-up; docs/decisions/010; `HISTORY_INDEX_KEY`), the route modules into
 * `window.__reactRouterRouteModules` (`ROUTE_MODULES_GLOBAL`), and the entry last.
 * @throws (rejects) when an import fails.
 */
export async function hydrate(plan: HydrationPlan, environment: LoaderEnvironment): Promise<void> {
  const { document, window } = environment;
  for (const url of plan.preloads) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = url;
    document.head.appendChild(link);
    await environment.nextTask();
  }
  for (const url of plan.evaluate) {
    await environment.importModule(url);
    await environment.nextTask();
  }
  const state = window.history.state as IndexedHistoryState | null;
  if (state?.idx == null) {
    window.history.replaceState({ ...state, idx: 0 } satisfies Record<typeof HISTORY_INDEX_KEY, typeof INITIAL_HISTORY_INDEX>, "");
  }
  await environment.nextTask();
  const ids = Object.keys(plan.routes);
  const modules = await Promise.all(ids.map((id) => environment.importModule(plan.routes[id] ?? "")));
  window.__reactRouterRouteModules = Object.fromEntries(ids.map((id, index) => [id, modules[index]]));
  await environment.importModule(plan.entry);
}

/**
 * Installs the loader (see the module comment).
 * @returns a promise that settles once the entry is imported, or once a failure has been marked
 *   with `data-scripts-failed`; it never rejects.
 */
export function installHydrationLoader(environment: LoaderEnvironment): Promise<void> {
  const { document } = environment;
  const recorder = recordPresses(document, document.documentElement);
  return new Promise<void>((settled) => {
    let started = false;
    const start = (): void => {
      if (started) return;
      started = true;
      Promise.resolve()
        .then(() => hydrate(readPlan(document), environment))
        .catch(() => {
          recorder.discard();
          document.documentElement.setAttribute(SCRIPTS_FAILED_ATTRIBUTE, "");
        })
        .finally(settled);
    };
    whenPainted(environment, start);
  });
}
