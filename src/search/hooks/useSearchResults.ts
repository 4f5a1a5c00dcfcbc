import { startTransition, useEffect, useState } from "react";
import { type SearchPage, type SearchScope, loadSearchEngine } from "../engine/loadSearchEngine";

/**
 * Where a search stands: nothing asked, its first results loading, results (with more of them
 * loading, after "Show more results"), or the index unavailable.
 */
export type SearchState =
  | { status: "idle" }
  | { status: "loading"; query: string; previous?: SearchPage }
  | { status: "done"; query: string; page: SearchPage; loadingMore: boolean }
  | { status: "error"; query: string };

/** A search's state, and what asks for its next page of results. */
export interface SearchResults {
  readonly state: SearchState;
  /** Asks for one more page of results of the current query (the list's "Show more results"). */
  readonly showMore: () => void;
}

/**
 * The results of `query` from the site search (`loadSearchEngine`, loaded on the first non-empty
 * query), a page of `pageSize` at first, one more page at each `showMore`; a new query starts
 * again from one page. `idle` for an empty query; `loading` until the results of this very query
 * are in (with the previous query's results as `previous`, when there are some), so a list never
 * shows an older query's results as this one's; `done` with `loadingMore` while a further page
 * loads, the results already shown kept. The results render in a transition (React's
 * `startTransition`), in slices a keystroke can interrupt, so typing is echoed before a list
 * redraws (docs/decisions/031).
 * @param scope - the documents to keep (all when none); give a stable object (module scope or memoized).
 */
export function useSearchResults(query: string, pageSize: number, scope?: SearchScope): SearchResults {
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const [asked, setAsked] = useState({ query, pages: 1 });
  const pages = asked.query === query ? asked.pages : 1;

  useEffect(() => {
    let cancelled = false;
    if (query.trim() === "") return;
    loadSearchEngine()
      .then((search) => search(query, scope, { pageSize, pages }))
      .then(
        (page) => {
          if (!cancelled) startTransition(() => setState({ status: "done", query, page, loadingMore: false }));
        },
        () => {
          if (!cancelled) setState({ status: "error", query });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [query, scope, pageSize, pages]);

  const showMore = () => setAsked({ query, pages: pages + 1 });
  if (query.trim() === "") return { state: { status: "idle" }, showMore };
  if (state.status === "done" && state.query === query) {
    return { state: { ...state, loadingMore: state.page.results.length < Math.min(state.page.total, pages * pageSize) }, showMore };
  }
  if (state.status === "error" && state.query === query) return { state, showMore };
  // While the next query runs, the last results stay available, so a list need not flash.
  return { state: { status: "loading", query, ...(state.status === "done" ? { previous: state.page } : {}) }, showMore };
}
