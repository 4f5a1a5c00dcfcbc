/**
 * The site search's worker (docs/decisions/031): fetches the prerendered index, builds the
 * MiniSearch engine and answers every query, all on its own thread, so a visitor's typing never
 * waits for the index to build or a query to run (INP, https://web.dev/articles/inp). Started by
 * `loadSearchEngine` on the first search; the page talks to it through `searchMessages.ts`.
 */
import type { SearchDocument } from "../../content/types";
import { SEARCH_INDEX_PATH } from "../../site/paths";
import { createSearchEngine, runSearch } from "./searchEngine";
import type { SearchReply, SearchRequest } from "./searchMessages";

/** What this module uses of a dedicated worker's global scope (the DOM library types `self` as a window). */
interface WorkerScope {
  postMessage(message: SearchReply): void;
  addEventListener(type: "message", listener: (event: MessageEvent<SearchRequest>) => void): void;
}
const scope = self as unknown as WorkerScope;

const engine = (async () => {
  const response = await fetch(SEARCH_INDEX_PATH);
  if (!response.ok) throw new Error(`The search index answered ${String(response.status)}.`);
  return createSearchEngine((await response.json()) as SearchDocument[]);
})();

engine.then(
  () => scope.postMessage({ kind: "ready" }),
  (error: unknown) => scope.postMessage({ kind: "failed", message: error instanceof Error ? error.message : String(error) }),
);

scope.addEventListener("message", ({ data: { id, query, scope: types } }) => {
  void engine.then((ready) => {
    const keep = types === undefined ? undefined : (document: SearchDocument) => types.includes(document.type);
    scope.postMessage({ kind: "results", id, results: runSearch(ready, query, keep) });
  }, () => undefined);
});
