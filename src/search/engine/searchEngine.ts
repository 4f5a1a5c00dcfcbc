/**
 * The site search engine (docs/decisions/015): MiniSearch over the prerendered documents, the
 * ranking and the excerpts. Loaded on a visitor's first search only (`loadSearchEngine` in
 * `loadSearchEngine.ts`), with the library, so pages with a search box do not carry it up front.
 */
import MiniSearch, { type Options, type SearchOptions } from "minisearch";
import type { SearchDocument } from "../../content/types";
import { type ExcerptSegment, excerptAround } from "./excerpt";

/** The index and the documents it was built from, by id (results are read from these, typed). */
export interface SearchEngine {
  index: MiniSearch<SearchDocument>;
  documents: ReadonlyMap<string, SearchDocument>;
}

/**
 * How the site search reads a query (docs/decisions/015; MiniSearch's options,
 * https://lucaong.github.io/minisearch/): every word must match (`AND`), in whichever order and in whichever
 * field; a word of 3 letters or more also matches the start of a longer word ("dox" finds
 * "doxxing"); a word of 5 letters or more tolerates one typo in five letters ("brokr" finds
 * "broker"; shorter words would match too many others: "home" would find "some"); a match in the
 * title counts four times, in the summary or tags twice.
 */
export const SEARCH_OPTIONS: SearchOptions = {
  combineWith: "AND",
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  boost: { title: 4, summary: 2, keywords: 2 },
};

/** The fields the index holds (everything a visitor could be looking for). */
export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ["title", "summary", "keywords", "text"],
  searchOptions: SEARCH_OPTIONS,
};

/**
 * Documents indexed per task. Indexing all of them in one go takes 40-180 ms on a laptop (the
 * first time, before the JavaScript engine has warmed up), four times that on a mid-range phone;
 * MiniSearch's `addAllAsync` indexes a few per task, so a visitor's typing is never held up for
 * long (docs/decisions/015).
 */
const DOCUMENTS_PER_TASK = 4;

/** Builds the engine from the prerendered documents, a few documents per task. */
export async function createSearchEngine(documents: readonly SearchDocument[]): Promise<SearchEngine> {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  await index.addAllAsync(documents, { chunkSize: DOCUMENTS_PER_TASK });
  return { index, documents: new Map(documents.map((document) => [document.id, document])) };
}

/** A result as the lists show it: the document's type, title and link, and the excerpt. */
export interface SearchResult extends Pick<SearchDocument, "id" | "type" | "title" | "url" | "card"> {
  /** A passage around the matched words, which are marked. */
  readonly excerpt: readonly ExcerptSegment[];
}

/** A text's words as the index cuts them, lowercase, joined by one space. */
function normalizedWords(text: string): string {
  return (text.toLowerCase().match(/[^\s\p{P}]+/gu) ?? []).join(" ");
}

/**
 * How a document stands for a query, before relevance: 2 when every word of the query starts a
 * word of the title, 1 when the body or summary holds the query (of two words or more) as a
 * phrase, 0 otherwise.
 */
function tierOf(document: SearchDocument, queryWords: readonly string[], phrase: string): number {
  const titleWords = normalizedWords(document.title).split(" ");
  if (queryWords.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)))) return 2;
  if (queryWords.length > 1 && normalizedWords(`${document.summary} ${document.text}`).includes(phrase)) return 1;
  return 0;
}

/**
 * Runs a query; an empty query gives no results.
 *
 * Order: results whose title holds every word of the query first, then those that hold the query
 * as an exact phrase, then the rest; within each, by MiniSearch's relevance score (BM25 with the
 * boosts of `SEARCH_OPTIONS`).
 * @param filter - keeps only the documents it accepts (the blog list keeps its articles).
 */
export function runSearch({ index, documents }: SearchEngine, query: string, filter?: (document: SearchDocument) => boolean): SearchResult[] {
  const trimmed = query.trim();
  if (trimmed === "") return [];
  const phrase = normalizedWords(trimmed);
  const queryWords = phrase.split(" ");
  const ranked = index.search(trimmed).flatMap((hit) => {
    const document = documents.get(String(hit.id));
    if (document === undefined || (filter && !filter(document))) return [];
    return [{ document, terms: hit.terms, tier: tierOf(document, queryWords, phrase), score: hit.score }];
  });
  ranked.sort((a, b) => b.tier - a.tier || b.score - a.score);
  return ranked.map(({ document, terms }) => ({
    id: document.id,
    type: document.type,
    title: document.title,
    url: document.url,
    ...(document.card === undefined ? {} : { card: document.card }),
    excerpt: excerptAround([document.summary, document.text], terms, undefined, trimmed),
  }));
}
