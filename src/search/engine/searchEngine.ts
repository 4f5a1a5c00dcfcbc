/**
 * The site search engine (docs/decisions/015 and 048): reads the sharded index the build writes
 * (`indexFormat.ts`, `buildIndex.server.ts`), downloading only the files of the words typed and of
 * the results shown, and ranks and excerpts as MiniSearch would over the whole text. Loaded on a
 * visitor's first search only, in the search worker (`search.worker.ts`), or on the page's thread
 * where there is no worker (`startSearch.ts`).
 */
import type { BlogCategory } from "../../content/taxonomy";
import type { SearchDocument } from "../../content/types";
import { type ExcerptSegment, excerptAround } from "./excerpt";
import { type DocumentHead, type IndexMeta, type Posting, type TermShard, indexFiles, readPostings, scoreOfByte, shardOf, termsOf } from "./indexFormat";

/**
 * Where the engine reads the index's files, by their path relative to the index's root
 * (`indexFiles`): over `fetch` in a browser (`fetchIndexSource`), from memory in the tests.
 * Each method resolves to `null` when the file does not exist (a shard no term starts with).
 * @throws Error (the promise rejects) when the file exists but cannot be read.
 */
export interface IndexSource {
  json(path: string): Promise<unknown>;
  bytes(path: string): Promise<Uint8Array | null>;
  text(path: string): Promise<string | null>;
}

/**
 * The index's files over `fetch`, under `root` (a URL path such as `/learning/search`), never
 * stored in the browser's HTTP cache (`cache: "no-store"`, https://fetch.spec.whatwg.org/#concept-request-cache-mode):
 * which shards and which results a search fetched tells what was searched for (their names hold
 * the first two letters of each word, and the documents found), and someone who looks through the
 * device must not find it there (docs/product-decisions.md, decision 13; docs/decisions/038 and
 * 048). The engine keeps each file it read for the page's life, so a search re-reads none.
 * @throws Error (a method's promise rejects) on an answer other than 200 and 404.
 */
export function fetchIndexSource(root: string): IndexSource {
  const get = async (path: string) => {
    const response = await fetch(`${root}/${path}`, { cache: "no-store" });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`The search index answered ${String(response.status)} for ${path}.`);
    return response;
  };
  return {
    json: async (path) => {
      const response = await get(path);
      return response === null ? null : ((await response.json()) as unknown);
    },
    bytes: async (path) => {
      const response = await get(path);
      return response === null ? null : new Uint8Array(await response.arrayBuffer());
    },
    text: async (path) => (await get(path))?.text() ?? null,
  };
}

/**
 * The documents a search keeps: of these types (all when none), and for blog posts, of this
 * category (all when none). The blog list keeps its articles, a category's page its category's.
 */
export interface SearchScope {
  readonly types?: readonly SearchDocument["type"][];
  readonly category?: BlogCategory;
}

/** A result as the lists show it: the document's type, title and link, and the excerpt. */
export interface SearchResult extends Pick<SearchDocument, "id" | "type" | "title" | "url" | "card"> {
  /** A passage around the matched words, which are marked. */
  readonly excerpt: readonly ExcerptSegment[];
}

/**
 * The first results of a query, best first, and how many documents it found in all
 * (docs/decisions/066): `closeMatches` is true when no document holds every word of the query (as
 * typed, the last as a one-word query finds it), so the results are its close matches (every word
 * as itself, as a prefix or with a typo), which a list must say; false otherwise, and for no result.
 */
export interface SearchPage {
  readonly total: number;
  readonly results: readonly SearchResult[];
  readonly closeMatches: boolean;
}

/**
 * How many results a search shows: `pages` pages of `pageSize` results (a list shows its first
 * page, then one more at each "Show more results"). The phrase tier reorders results within a
 * page, never across pages, so the results already shown keep their order when more are asked for.
 */
export interface ResultPages {
  readonly pageSize: number;
  readonly pages: number;
}

/** The engine: `search` runs a query and gives the results of its first pages. */
export interface SearchEngine {
  /** Resolves once the index's root file is read (the worker's "ready"). @throws Error when it cannot be. */
  ready(): Promise<void>;
  /**
   * Runs `query` over the documents of `scope` and gives the results of its first `shown.pages`
   * pages; an empty query gives none. Files read once are kept: asking for another page of the
   * same query downloads only the new results' files.
   * @throws Error (the promise rejects) when a file of the index cannot be read.
   */
  search(query: string, scope: SearchScope | undefined, shown: ResultPages): Promise<SearchPage>;
}

/**
 * How a query word finds terms (docs/decisions/015; MiniSearch's options and weights,
 * https://lucaong.github.io/minisearch/): the same word counts fully; a word of 3 letters or more
 * also finds the longer words it starts (weight 0.375, less for longer words); a word of 5
 * letters or more also finds words one edit away per five letters (weight 0.45, less per edit).
 * Only terms of the word's shard (its first two letters, `shardOf`) are looked at: a typo in
 * the first two letters is not tolerated (docs/decisions/048).
 */
const PREFIX_MIN = 3;
const FUZZY_MIN = 5;
const FUZZY_RATIO = 0.2;
const MAX_FUZZY = 6;
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/** The edit distance between `a` and `b` (Levenshtein), or `max + 1` once it is sure to pass `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** The first index of `terms` (sorted) not before `word`. */
function lowerBound(terms: readonly string[], word: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((terms[middle] ?? "") < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The terms of a shard a query word finds, by their index in the shard, with their weight. */
function matchingTerms(shard: TermShard, word: string): Map<number, number> {
  const found = new Map<number, number>();
  const { terms } = shard;
  const exact = lowerBound(terms, word);
  if (terms[exact] === word) found.set(exact, 1);
  if (word.length >= PREFIX_MIN)
    for (let index = exact; index < terms.length && (terms[index] ?? "").startsWith(word); index += 1) {
      const term = terms[index] ?? "";
      if (term !== word) found.set(index, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * (term.length - word.length)));
    }
  if (word.length >= FUZZY_MIN) {
    const max = Math.min(MAX_FUZZY, Math.round(word.length * FUZZY_RATIO));
    terms.forEach((term, index) => {
      if (found.has(index)) return;
      const distance = editDistance(word, term, max);
      if (distance > 0 && distance <= max) found.set(index, (FUZZY_WEIGHT * term.length) / (term.length + distance));
    });
  }
  return found;
}

/** A document a query word found: its score for the word, the terms it matched, where they are. */
interface WordHit {
  score: number;
  terms: Set<string>;
  /** The word starts a word of the title (a title term matched as itself or as a prefix). */
  titled: boolean;
  /** The text parts that hold one of the word's terms (a bit per part). */
  parts: number;
  /** The text parts that hold the word itself. */
  exactParts: number;
  /** The document holds the word itself, in some field. */
  typed: boolean;
}

/** A document found by every word of a query. */
interface Candidate {
  document: number;
  score: number;
  terms: Set<string>;
  titled: boolean;
  /** Per query word, the parts that hold one of its terms, and those that hold the word itself. */
  partsPerWord: { parts: number; exactParts: number }[];
  /** It holds every word but the last as typed (docs/decisions/066). */
  typed: boolean;
}

/** A text's words as the excerpt cuts them, lowercase, joined by one space. */
function normalizedWords(text: string): string {
  return (text.toLowerCase().match(/[^\s\p{P}]+/gu) ?? []).join(" ");
}

/**
 * How many parts of a result's text are read to find the query as a phrase: the best two (a
 * phrase is in neither only when its words meet in three parts or more).
 */
const PHRASE_PARTS = 2;

/**
 * The parts to excerpt from, best first: those that hold the most query words, as themselves or
 * as their terms, then the most as themselves (where a phrase of them is likeliest), the first on
 * a tie; `PHRASE_PARTS` of the best for a query of several words, one for a single word; none
 * when no part holds a word (the match is in the title, summary or tags).
 */
function bestParts(partsPerWord: Candidate["partsPerWord"], parts: number): number[] {
  const scored: { part: number; count: number }[] = [];
  for (let part = 0; part < parts; part += 1) {
    const holds = (mask: number) => ((mask >> part) & 1) === 1;
    // Words found count 100 each, words found as typed one more each (a query has fewer than 100 words).
    const count = partsPerWord.reduce((sum, { parts: found, exactParts }) => sum + (holds(found) ? 100 : 0) + (holds(exactParts) ? 1 : 0), 0);
    if (count > 0) scored.push({ part, count });
  }
  scored.sort((a, b) => b.count - a.count || a.part - b.part);
  return scored.slice(0, partsPerWord.length > 1 ? PHRASE_PARTS : 1).map(({ part }) => part);
}

/**
 * The engine over an index read from `source` (docs/decisions/048).
 *
 * A query matches the documents that hold every one of its words (`AND`), as themselves, as
 * prefixes or with a typo (`matchingTerms`). Of those, a query of several words keeps the ones
 * that hold every word but the last as typed, the last one matched as a one-word query matches it
 * (a prefix while the visitor is still typing it); only when none does are all of them shown,
 * flagged as close matches (`SearchPage.closeMatches`; docs/decisions/066). Order: results whose
 * title holds every word of the query first, then by MiniSearch's relevance (BM25+, title ×4, summary and keywords ×2, summed
 * over the words' terms, each weighted as matched); then, within each page of results shown
 * (`ResultPages`), those whose excerpt passage holds the query as a phrase move up, after the
 * titled ones: the passage is downloaded for the results shown only (docs/decisions/048).
 */
export function createSearchEngine(source: IndexSource): SearchEngine {
  const files = new Map<string, Promise<unknown>>();
  const once = <Value>(path: string, read: () => Promise<Value>): Promise<Value> => {
    let file = files.get(path) as Promise<Value> | undefined;
    if (file === undefined) {
      file = read();
      files.set(path, file);
      // A failed read is tried again by the next search.
      file.catch(() => files.delete(path));
    }
    return file;
  };
  const meta = () =>
    once("meta", async () => {
      const value = (await source.json(indexFiles.meta)) as IndexMeta | null;
      if (value === null) throw new Error("The search index is missing.");
      return value;
    });
  const shardFor = (version: string, shard: string) => once(`terms:${shard}`, async () => ((await source.json(indexFiles.terms(version, shard))) as TermShard | null) ?? { terms: [], blocks: [] });
  const block = (version: string, shard: string, number: number, terms: number) =>
    once(`postings:${shard}-${String(number)}`, async () => {
      const bytes = await source.bytes(indexFiles.postings(version, shard, number));
      if (bytes === null) throw new Error(`A postings block of the search index is missing (${shard}-${String(number)}).`);
      return readPostings(bytes, terms);
    });
  const head = (version: string, document: number) =>
    once(`head:${String(document)}`, async () => {
      const value = (await source.json(indexFiles.head(version, document))) as DocumentHead | null;
      if (value === null) throw new Error(`A document of the search index is missing (${String(document)}).`);
      return value;
    });
  const part = (version: string, document: number, number: number) =>
    once(`part:${String(document)}-${String(number)}`, async () => (await source.text(indexFiles.part(version, document, number))) ?? "");

  /** The postings of the shard's term at `index`. */
  async function postingsOf(version: string, shardName: string, shard: TermShard, index: number): Promise<readonly Posting[]> {
    let first = 0;
    for (const [number, terms] of shard.blocks.entries()) {
      if (index < first + terms) return (await block(version, shardName, number, terms))[index - first] ?? [];
      first += terms;
    }
    return [];
  }

  /** The documents one query word finds, by number. */
  async function hitsOf(version: string, word: string): Promise<Map<number, WordHit>> {
    const shardName = shardOf(word);
    const shard = await shardFor(version, shardName);
    const hits = new Map<number, WordHit>();
    const matched = [...matchingTerms(shard, word)];
    const lists = await Promise.all(matched.map(([index]) => postingsOf(version, shardName, shard, index)));
    matched.forEach(([index, weight], position) => {
      const term = shard.terms[index] ?? "";
      for (const posting of lists[position] ?? []) {
        const hit = hits.get(posting.document) ?? { score: 0, terms: new Set<string>(), titled: false, parts: 0, exactParts: 0, typed: false };
        hit.score += weight * scoreOfByte(posting.score);
        hit.terms.add(term);
        // Fuzzy matches do not count for the title tier: the title must hold the word or a word it starts.
        if (posting.inTitle && term.startsWith(word)) hit.titled = true;
        hit.parts |= posting.parts;
        if (term === word) {
          hit.exactParts |= posting.parts;
          hit.typed = true;
        }
        hits.set(posting.document, hit);
      }
    });
    return hits;
  }

  /**
   * The documents every word finds, within `scope`, ranked by title tier then score: those that
   * hold every word but the last as typed, else (`closeMatches`) all of them (docs/decisions/066).
   */
  async function candidatesOf(query: string, scope: SearchScope | undefined): Promise<{ version: string; words: string[]; ranked: Candidate[]; closeMatches: boolean }> {
    const { version, ranges } = await meta();
    const words = termsOf(query);
    if (words.length === 0) return { version, words, ranked: [], closeMatches: false };
    const perWord = await Promise.all(words.map((word) => hitsOf(version, word)));
    const kept = ranges.filter(
      (range) => (scope?.types === undefined || scope.types.includes(range.type)) && (scope?.category === undefined || range.category === scope.category),
    );
    const inScope = (document: number) => kept.some((range) => document >= range.start && document < range.end);
    const [first, ...others] = perWord;
    const ranked: Candidate[] = [];
    for (const [document, hit] of first ?? new Map<number, WordHit>()) {
      if (!inScope(document)) continue;
      const candidate: Candidate = {
        document,
        score: hit.score,
        terms: new Set(hit.terms),
        titled: hit.titled,
        partsPerWord: [{ parts: hit.parts, exactParts: hit.exactParts }],
        // The last word counts as a one-word query finds it: a prefix or a typo will do.
        typed: others.length === 0 || hit.typed,
      };
      let everyWord = true;
      for (const [position, other] of others.entries()) {
        const next = other.get(document);
        if (next === undefined) {
          everyWord = false;
          break;
        }
        candidate.score += next.score;
        for (const term of next.terms) candidate.terms.add(term);
        candidate.titled &&= next.titled;
        candidate.partsPerWord.push({ parts: next.parts, exactParts: next.exactParts });
        candidate.typed &&= position === others.length - 1 || next.typed;
      }
      if (everyWord) ranked.push(candidate);
    }
    ranked.sort((a, b) => Number(b.titled) - Number(a.titled) || b.score - a.score || a.document - b.document);
    // The same order, narrowed to the documents that hold every word (docs/decisions/066).
    const typed = ranked.filter((candidate) => candidate.typed);
    const closeMatches = typed.length === 0 && ranked.length > 0;
    return { version, words, ranked: closeMatches ? ranked : typed, closeMatches };
  }

  /** A candidate as a result: its head, its best part, its phrase tier and its excerpt. */
  async function resultOf(version: string, candidate: Candidate, query: string, words: readonly string[]) {
    const documentHead = await head(version, candidate.document);
    const passages = await Promise.all(bestParts(candidate.partsPerWord, documentHead.parts).map((number) => part(version, candidate.document, number)));
    const phrase = normalizedWords(query);
    const holdsPhrase = (text: string) => words.length > 1 && normalizedWords(text).includes(phrase);
    const passage = passages.find(holdsPhrase) ?? passages[0] ?? "";
    const tier = candidate.titled ? 2 : holdsPhrase(documentHead.summary) || holdsPhrase(passage) ? 1 : 0;
    const { id, type, title, url, card, summary } = documentHead;
    const result: SearchResult = {
      id,
      type,
      title,
      url,
      ...(card === undefined ? {} : { card }),
      excerpt: excerptAround([summary, passage], [...candidate.terms], undefined, query.trim()),
    };
    return { result, tier, score: candidate.score };
  }

  return {
    ready: async () => {
      await meta();
    },
    search: async (query, scope, { pageSize, pages }) => {
      const { version, words, ranked, closeMatches } = await candidatesOf(query, scope);
      const size = Math.max(1, pageSize);
      const results = await Promise.all(ranked.slice(0, size * pages).map((candidate) => resultOf(version, candidate, query, words)));
      const ordered: SearchResult[] = [];
      for (let start = 0; start < results.length; start += size)
        for (const { result } of results.slice(start, start + size).sort((a, b) => b.tier - a.tier || b.score - a.score)) ordered.push(result);
      return { total: ranked.length, results: ordered, closeMatches };
    },
  };
}
