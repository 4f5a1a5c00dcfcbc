/**
 * The hydration plan: the data block the build writes into each page and the loader reads
 * (docs/decisions/011). This module imports nothing, so both the build (Node) and the loader
 * (browser) can use it.
 */

/** Which modules a page imports, and in which order. */
export interface HydrationPlan {
  /** Module URLs to hint with `<link rel="modulepreload">`, in React Router's document order. */
  preloads: string[];
  /**
   * Every module of the page but the entry, each after the modules it imports
   * (`../module-graph.ts`), React Router's manifest first: the loader imports them one per task, so
   * each task evaluates one chunk.
   */
  evaluate: string[];
  /** Route id → route module URL; the modules become `window.__reactRouterRouteModules`. */
  routes: Record<string, string>;
  /** The client entry, imported last; it hydrates the document. */
  entry: string;
}

/** The id of the `<script type="application/json">` block that holds the page's `HydrationPlan`. */
export const HYDRATION_PLAN_ID = "rr-hydration";

/**
 * The attribute React sets on `<html>` once it has hydrated the page (`SiteFrame`'s effect). The
 * loader replays the presses recorded before hydration when it appears.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * The attribute the loader sets on `<html>` when a module of the plan could not be imported: the
 * page will not hydrate, and CSS shows the notices meant for visitors without scripts.
 */
export const SCRIPTS_FAILED_ATTRIBUTE = "data-scripts-failed";

/** Marks an element whose click, made before hydration, is replayed once the page has hydrated. */
export const REPLAY_CLICK_ATTRIBUTE = "data-replay-click";

/** Marks a form whose submission, made before hydration, is held and replayed once hydrated. */
export const REPLAY_SUBMIT_ATTRIBUTE = "data-replay-submit";

/** Milliseconds after `load` when hydration starts even if no first contentful paint was observed. */
export const FALLBACK_MS = 2000;
