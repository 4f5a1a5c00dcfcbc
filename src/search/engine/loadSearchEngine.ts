import type { SearchDocument } from "../../content/types";
import { SEARCH_INDEX_PATH } from "../../site/paths";
import type { SearchEngine, SearchResult } from "./searchEngine";

export type { SearchResult } from "./searchEngine";

/** The search, ready: runs a query over the documents a filter accepts (`runSearch`). */
export type Search = (query: string, filter?: (document: SearchDocument) => boolean) => SearchResult[];

let search: Promise<Search> | undefined;

/**
 * Loads the search engine (the library, the ranking and the excerpts: `searchEngine.ts`) and the
 * prerendered index once, on first use (docs/decisions/007 and 015: a page with a search box stays
 * light until the visitor searches), for every search box of the site.
 * @throws Error when the index cannot be fetched (the caller shows a message); the next call
 *   tries again.
 */
export function loadSearchEngine(): Promise<Search> {
  search ??= (async () => {
    const [{ createSearchEngine, runSearch }, response] = await Promise.all([import("./searchEngine"), fetch(SEARCH_INDEX_PATH)]);
    if (!response.ok) throw new Error(`The search index answered ${response.status}.`);
    const engine: SearchEngine = await createSearchEngine((await response.json()) as SearchDocument[]);
    return (query, filter) => runSearch(engine, query, filter);
  })();
  search.catch(() => {
    search = undefined;
  });
  return search;
}
