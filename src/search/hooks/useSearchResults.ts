import { startTransition, useEffect, useState } from "react";
import { type SearchResult, type SearchScope, loadSearchEngine } from "../engine/loadSearchEngine";

/** Where a search stands: nothing asked, the index loading, results, or the index unavailable. */
export type SearchState =
  | { status: "idle" }
  | { status: "loading"; query: string; previous?: SearchResult[] }
  | { status: "done"; query: string; results: SearchResult[] }
  | { status: "error"; query: string };

/**
 * The results of `query` from the site search (`loadSearchEngine`, loaded on the first non-empty
 * query). `idle` for an empty query; `loading` until the results of this very query are in (with
 * the previous query's results as `previous`, when there are some), so a list never shows an older query's
 * results as this one's. The results render in a transition (React's `startTransition`), in
 * slices a keystroke can interrupt, so typing is echoed before a list redraws
 * (docs/decisions/031).
 * @param scope - the document types to keep (all when none); give a stable array (module scope).
 */
export function useSearchResults(query: string, scope?: SearchScope): SearchState {
  const [state, setState] = useState<SearchState>({ status: "idle" });

  useEffect(() => {
    let cancelled = false;
    if (query.trim() === "") return;
    loadSearchEngine()
      .then((search) => search(query, scope))
      .then(
        (results) => {
          if (!cancelled) startTransition(() => setState({ status: "done", query, results }));
        },
        () => {
          if (!cancelled) setState({ status: "error", query });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [query, scope]);

  if (query.trim() === "") return { status: "idle" };
  if (state.status === "done" && state.query === query) return state;
  if (state.status === "error" && state.query === query) return state;
  // While the next query runs, the last results stay available, so a list need not flash.
  return { status: "loading", query, ...(state.status === "done" ? { previous: state.results } : {}) };
}
