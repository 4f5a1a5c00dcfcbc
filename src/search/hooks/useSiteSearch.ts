import type { SearchScope } from "../engine/loadSearchEngine";
import { type SearchQuery, useSearchQuery } from "./useSearchQuery";
import { type SearchState, useSearchResults } from "./useSearchResults";

/** A search box's query (`useSearchQuery`) and where the search of its query stands (`useSearchResults`). */
export interface SiteSearch extends SearchQuery {
  /** `idle` for an empty query, then `loading`, `done` with the results, or `error`. */
  readonly results: SearchState;
}

/**
 * The state of a site search (docs/decisions/007 and 015) whose query lives in page state, out of
 * the address, and is read from an arriving `?q=` (`/learning/?q=`, `/learning/blog/?q=`), which is
 * then removed: the applied query and the box's text (`useSearchQuery`), and the
 * results of the applied query from the site search index, loaded on the first search
 * (`useSearchResults`). Returns state only: the page renders the box (`SearchField`) and the results.
 * @param scope - the document types to keep (the blog list keeps its articles), all when none;
 *   give a stable array (module scope).
 */
export function useSiteSearch(scope?: SearchScope): SiteSearch {
  const query = useSearchQuery();
  return { ...query, results: useSearchResults(query.query, scope) };
}
