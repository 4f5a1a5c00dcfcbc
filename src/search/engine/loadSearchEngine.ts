import type { Search } from "./searchMessages";

export type { ResultPages, SearchPage, SearchResult, SearchScope } from "./searchEngine";
export type { Search } from "./searchMessages";

let search: Promise<Search> | undefined;

/**
 * Loads the site search once, on first use (docs/decisions/007 and 015: a page with a search box
 * stays light until the visitor searches), for every search box of the site: `startSearch`, in a
 * chunk of its own, runs it in a worker where it can (docs/decisions/031).
 * @throws Error (the promise rejects) when the index cannot be fetched (the caller shows a
 *   message); the next call tries again.
 */
export function loadSearchEngine(): Promise<Search> {
  search ??= import("./startSearch").then(({ startSearch }) => startSearch());
  search.catch(() => {
    search = undefined;
  });
  return search;
}
