/**
 * The site search's worker (docs/decisions/031 and 048): reads the sharded index's files a query
 * needs and answers every query, all on its own thread, so a visitor's typing never waits for a
 * download or a ranking (INP, https://web.dev/articles/inp). Started by `loadSearchEngine` on the
 * first search; the page talks to it through `searchMessages.ts`.
 */
import { SEARCH_INDEX_DIR } from "../../site/paths";
import { createSearchEngine, fetchIndexSource } from "./searchEngine";
import type { SearchReply, SearchRequest } from "./searchMessages";

/** What this module uses of a dedicated worker's global scope (the DOM library types `self` as a window). */
interface WorkerScope {
  postMessage(message: SearchReply): void;
  addEventListener(type: "message", listener: (event: MessageEvent<SearchRequest>) => void): void;
}
const scope = self as unknown as WorkerScope;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const engine = createSearchEngine(fetchIndexSource(SEARCH_INDEX_DIR));

engine.ready().then(
  () => scope.postMessage({ kind: "ready" }),
  (error: unknown) => scope.postMessage({ kind: "failed", message: messageOf(error) }),
);

scope.addEventListener("message", ({ data: { id, query, scope: documents, shown } }) => {
  engine.search(query, documents, shown).then(
    (page) => scope.postMessage({ kind: "results", id, page }),
    (error: unknown) => scope.postMessage({ kind: "error", id, message: messageOf(error) }),
  );
});
