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

/** Milliseconds after `load` when hydration starts even if no first contentful paint was observed. */
export { FIRST_PAINT_FALLBACK_MS as FALLBACK_MS } from "../../../src/islands/firstPaint";
