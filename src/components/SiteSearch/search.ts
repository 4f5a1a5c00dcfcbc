import type MiniSearch from "minisearch";
import type { SearchDocument } from "../../content/types";
import { SEARCH_INDEX_PATH } from "../../routes/paths";

/** The index and the documents it was built from, by id (results are read from these, typed). */
interface SearchEngine {
  index: MiniSearch<SearchDocument>;
  documents: ReadonlyMap<string, SearchDocument>;
}

let engine: Promise<SearchEngine> | undefined;

/**
 * Loads the search library and the prerendered index once, on first use (docs/decisions/007: the
 * landing page stays fast). MiniSearch (https://lucaong.github.io/minisearch/) indexes titles and
 * text; titles weigh double; prefix matching finds "dox" in "doxxing".
 * @throws Error when the index cannot be fetched (the caller shows a message).
 */
export function loadSearchEngine(): Promise<SearchEngine> {
  engine ??= (async () => {
    const [{ default: MiniSearchClass }, response] = await Promise.all([import("minisearch"), fetch(SEARCH_INDEX_PATH)]);
    if (!response.ok) throw new Error(`The search index answered ${response.status}.`);
    const documents = (await response.json()) as SearchDocument[];
    const index = new MiniSearchClass<SearchDocument>({
      fields: ["title", "text"],
      searchOptions: { boost: { title: 2 }, prefix: true, fuzzy: 0.15, combineWith: "AND" },
    });
    index.addAll(documents);
    return { index, documents: new Map(documents.map((document) => [document.id, document])) };
  })();
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

/** A result as the list shows it. */
export type SearchResult = Pick<SearchDocument, "id" | "type" | "title" | "snippet" | "url">;

/** Runs a query; an empty query gives no results. Results keep MiniSearch's ranking. */
export function runSearch({ index, documents }: SearchEngine, query: string): SearchResult[] {
  if (query.trim() === "") return [];
  return index.search(query.trim()).flatMap((hit) => {
    const document = documents.get(String(hit.id));
    return document ? [{ id: document.id, type: document.type, title: document.title, snippet: document.snippet, url: document.url }] : [];
  });
}
