import type { SearchScope } from "../engine/loadSearchEngine";
import { type SearchQuery, useSearchQuery } from "./useSearchQuery";
import { type SearchState, useSearchResults } from "./useSearchResults";

/** A search box's query (`useSearchQuery`) and where the search of its query stands (`useSearchResults`). */
export interface SiteSearch extends SearchQuery {
  /** `idle` for an empty query, then `loading`, `done` with the results, or `error`. */
  readonly results: SearchState;
  /** Asks for one more page of results (the list's "Show more results"). */
  readonly showMore: () => void;
}

/**
 * The state of a site search (docs/decisions/007, 015 and 048) whose query lives in page state,
 * out of the address, and is read from an arriving `?q=` (`/learning/?q=`, `/learning/blog/?q=`),
 * which is then removed: the applied query and the box's text (`useSearchQuery`), and the results
 * of the applied query from the site search index, a page of `pageSize` at a time, the index's
 * files loaded as the words need them (`useSearchResults`). Returns state only: the page renders
 * the box (`SearchField`) and the results.
 * @param scope - the documents to keep (the blog list keeps its articles), all when none; give a
 *   stable object (module scope or memoized).
 */
export function useSiteSearch(pageSize: number, scope?: SearchScope): SiteSearch {
  const query = useSearchQuery();
  const { state, showMore } = useSearchResults(query.query, pageSize, scope);
  return { ...query, results: state, showMore };
}
