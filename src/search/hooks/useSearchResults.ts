import { useEffect, useState } from "react";
import type { SearchDocument } from "../../content/types";
import { type SearchResult, loadSearchEngine } from "../engine/loadSearchEngine";

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
 * results as this one's.
 * @param filter - keeps only the documents it accepts; give a stable function (module scope).
 */
export function useSearchResults(query: string, filter?: (document: SearchDocument) => boolean): SearchState {
  const [state, setState] = useState<SearchState>({ status: "idle" });

  useEffect(() => {
    let cancelled = false;
    if (query.trim() === "") return;
    loadSearchEngine()
      .then((search) => {
        if (!cancelled) setState({ status: "done", query, results: search(query, filter) });
      })
      .catch(() => {
        if (!cancelled) setState({ status: "error", query });
      });
    return () => {
      cancelled = true;
    };
  }, [query, filter]);

  if (query.trim() === "") return { status: "idle" };
  if (state.status === "done" && state.query === query) return state;
  if (state.status === "error" && state.query === query) return state;
  // While the next query runs, the last results stay available, so a list need not flash.
  return { status: "loading", query, ...(state.status === "done" ? { previous: state.results } : {}) };
}
