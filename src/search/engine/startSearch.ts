/**
 * Starts the site search (loaded by `loadSearchEngine` on first use, so that none of this code is
 * in a page's first load): in a dedicated worker where the browser has `Worker`
 * (docs/decisions/031), else on the page's thread.
 */
import { SEARCH_INDEX_DIR } from "../../site/paths";
import type { SearchPage } from "./searchEngine";
import type { Search, SearchReply, SearchRequest } from "./searchMessages";

/**
 * The engine in a dedicated worker (`search.worker.ts`, docs/decisions/031): the index's files are
 * fetched, and every query run, off the main thread, so a keystroke's handler and the next paint
 * never wait for them (INP). Resolves when the worker reports its index ready.
 * @throws Error (the promise rejects) when the worker cannot start or reports that the index
 *   could not be loaded; the worker is then stopped. A worker that fails later rejects the
 *   queries it had not answered, and the next ones run on the page's thread.
 */
function loadInWorker(): Promise<Search> {
  return new Promise<Search>((resolve, reject) => {
    // Vite bundles the worker from this exact form (https://vite.dev/guide/features#web-workers).
    const worker = new Worker(new URL("./search.worker.ts", import.meta.url), { type: "module", name: "site-search" });
    const pending = new Map<number, { answer: (page: SearchPage) => void; fail: (error: Error) => void }>();
    let nextId = 0;
    let ready = false;
    let fallback: Promise<Search> | undefined;
    const stop = (message: string) => {
      worker.terminate();
      // Before it was ready, `startSearch` falls back; after, the next queries do.
      if (ready) fallback ??= loadInThread();
      const error = new Error(message);
      reject(error);
      for (const request of pending.values()) request.fail(error);
      pending.clear();
    };
    const searchInWorker: Search = (query, scope, shown) => {
      if (fallback) return fallback.then((search) => search(query, scope, shown));
      nextId += 1;
      const request: SearchRequest = { id: nextId, query, ...(scope ? { scope } : {}), shown };
      return new Promise<SearchPage>((answer, fail) => {
        pending.set(request.id, { answer, fail });
        worker.postMessage(request);
      });
    };
    worker.addEventListener("error", () => stop("The search stopped."));
    worker.addEventListener("message", ({ data }: MessageEvent<SearchReply>) => {
      if (data.kind === "failed") stop(data.message);
      else if (data.kind === "ready") {
        ready = true;
        resolve(searchInWorker);
      }
      else {
        const request = pending.get(data.id);
        pending.delete(data.id);
        if (data.kind === "results") request?.answer(data.page);
        else request?.fail(new Error(data.message));
      }
    });
  });
}

/**
 * The engine on the page's own thread, for an environment without module workers (the unit tests'
 * DOM, an old browser): the engine loads as a chunk and reads the index's files over `fetch`.
 * @throws Error (the promise rejects) when the index's root file cannot be fetched.
 */
async function loadInThread(): Promise<Search> {
  const { createSearchEngine, fetchIndexSource } = await import("./searchEngine");
  const engine = createSearchEngine(fetchIndexSource(SEARCH_INDEX_DIR));
  await engine.ready();
  return (query, scope, shown) => engine.search(query, scope, shown);
}

/**
 * The search, ready: in a worker when the browser has `Worker`; a worker that cannot start gives
 * way to the page's thread.
 * @throws Error (the promise rejects) when the index cannot be fetched.
 */
export function startSearch(): Promise<Search> {
  return typeof Worker === "function" ? loadInWorker().catch(() => loadInThread()) : loadInThread();
}
