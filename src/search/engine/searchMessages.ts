/**
 * The messages between the page and the site search's worker (`search.worker.ts`; the HTML
 * standard's dedicated workers, https://html.spec.whatwg.org/multipage/workers.html): what the
 * page asks, what the worker answers. Types only, so both sides compile against one contract.
 */
import type { SearchDocument } from "../../content/types";
import type { SearchResult } from "./searchEngine";

/** The document types a search keeps (the blog list keeps `Article`); none given keeps them all. */
export type SearchScope = readonly SearchDocument["type"][];

/**
 * The search, ready: the results of `query` over the documents of `scope` (all types when none is
 * given), best first. Resolves once the engine has answered; an empty query gives none.
 */
export type Search = (query: string, scope?: SearchScope) => Promise<SearchResult[]>;

/** The page's request: run `query` over the documents of `scope`; `id` pairs it with its answer. */
export interface SearchRequest {
  id: number;
  query: string;
  scope?: SearchScope;
}

/**
 * The worker's messages: `ready` once the index is built (or `failed`, with the reason, when the
 * index could not be fetched or read), then one `results` per request, with the request's `id`.
 */
export type SearchReply =
  | { kind: "ready" }
  | { kind: "failed"; message: string }
  | { kind: "results"; id: number; results: SearchResult[] };
