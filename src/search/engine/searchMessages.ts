/**
 * The messages between the page and the site search's worker (`search.worker.ts`; the HTML
 * standard's dedicated workers, https://html.spec.whatwg.org/multipage/workers.html): what the
 * page asks, what the worker answers. Types only, so both sides compile against one contract.
 */
import type { ResultPages, SearchPage, SearchScope } from "./searchEngine";

/**
 * The search, ready: the first `shown.pages` pages of results of `query` over the documents of
 * `scope` (all when none is given), best first, and how many there are in all. Resolves once the
 * engine has answered; an empty query gives none.
 */
export type Search = (query: string, scope: SearchScope | undefined, shown: ResultPages) => Promise<SearchPage>;

/** The page's request: run `query` over the documents of `scope`; `id` pairs it with its answer. */
export interface SearchRequest {
  id: number;
  query: string;
  scope?: SearchScope;
  shown: ResultPages;
}

/**
 * The worker's messages: `ready` once the index's root file is read (or `failed`, with the reason,
 * when it could not be), then one `results` per request, with the request's `id`, or `error` when
 * a file of the index that request needed could not be read.
 */
export type SearchReply =
  | { kind: "ready" }
  | { kind: "failed"; message: string }
  | { kind: "results"; id: number; page: SearchPage }
  | { kind: "error"; id: number; message: string };
