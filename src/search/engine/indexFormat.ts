/**
 * The sharded search index's format (docs/decisions/048), shared by the build that writes it
 * (`buildIndex.ts`) and the engine that reads it (`searchEngine.ts`): how text becomes terms, which
 * shard holds a term, where each file lives, how postings are encoded and how a score is quantized.
 *
 * The files, under `SEARCH_INDEX_DIR` (src/site/paths.ts):
 * - `index.json` (`IndexMeta`): the index's version, the number of documents and the
 *   document-number range of each type (and blog category): a filter is a range test, whatever the
 *   number of documents. Every other file is under `<version>/`, a hash of the documents, so that a
 *   search started before a deploy fails loudly (its files are gone) instead of mixing two builds.
 * - `terms/<shard>.json` (`TermShard`): the sorted terms that start with the shard's letters,
 *   and which postings block holds each.
 * - `postings/<shard>-<block>.bin`: the postings of consecutive terms (`readPostings`).
 * - `docs/<n>.json` (`DocumentHead`): what a result shows of document n but its excerpt.
 * - `docs/<n>-<part>.txt`: the n-th document's text, cut into parts of about `PART_CHARS`
 *   characters; the result's excerpt comes from the part that holds most of the query's words
 *   (or, of the best two, the one that holds the query as a phrase).
 */
import type { PostCardFields, SearchDocument } from "../../content/types";

/**
 * What separates terms: white space, line breaks and punctuation, MiniSearch's default tokenizer
 * (`SPACE_OR_PUNCTUATION`, https://lucaong.github.io/minisearch/classes/MiniSearch.MiniSearch.html,
 * option `tokenize`), so that relevance scores are the ones MiniSearch would give (docs/decisions/015).
 */
const SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;

/** A text's terms, lowercase, in order, repeats kept (MiniSearch's `tokenize` then `processTerm`). */
export function termsOf(text: string): string[] {
  return text
    .split(SEPARATOR)
    .map((token) => token.toLowerCase())
    .filter((term) => term !== "");
}

/**
 * A field's length as MiniSearch's BM25 counts it: the number of distinct tokens before they are
 * lowercased, the empty token of a text that starts or ends with a separator included.
 */
export function fieldLengthOf(text: string): number {
  return new Set(text.split(SEPARATOR)).size;
}

/**
 * The shard of a term: its first two letters (one for a one-letter term), spelled safe for a file
 * name: `a`-`z` and `0`-`9` as they are, every other character as `_` and its code point in base 36.
 */
export function shardOf(term: string): string {
  let shard = "";
  let characters = 0;
  // By code point (`for…of`), so a letter outside the BMP is one character, as in a file name.
  for (const character of term) {
    if (characters === 2) break;
    shard += /^[a-z0-9]$/.test(character) ? character : `_${(character.codePointAt(0) ?? 0).toString(36)}`;
    characters += 1;
  }
  return shard;
}

/** The fields a document is indexed by, and how much a match in each counts (docs/decisions/015). */
export const FIELD_BOOSTS = { title: 4, summary: 2, keywords: 2, text: 1 } as const;
export type IndexedField = keyof typeof FIELD_BOOSTS;

/**
 * How a document's text is cut for excerpts: parts of about this many characters, ended at a
 * sentence (or else a word) boundary. A result's excerpt downloads one part, not the whole text:
 * under 1 KB brotli whatever the document's length.
 */
export const PART_CHARS = 1500;
/** At most this many parts per document (a longer document has longer parts): a part set is a 30-bit mask. */
export const MAX_PARTS = 30;

/**
 * Postings blocks hold consecutive terms' postings up to about this many bytes (a term with more
 * has a block of its own): a query downloads the blocks of its terms only.
 */
export const BLOCK_BYTES = 3000;

/** `index.json`: the index's version, its size and the document-number ranges a search can be narrowed to. */
export interface IndexMeta {
  /** The directory of this build's files (a hash of the documents, 12 hex digits). */
  readonly version: string;
  /** The number of documents; document numbers run from 0 to `documents - 1`. */
  readonly documents: number;
  /** Per document type (and, for blog posts, per category), its documents' numbers: `[first, end)`. */
  readonly ranges: readonly IndexRange[];
}

/** The documents of one type (and one blog category, for blog posts): numbers `start` to `end - 1`. */
export interface IndexRange {
  readonly type: SearchDocument["type"];
  readonly category: PostCardFields["category"] | null;
  readonly start: number;
  readonly end: number;
}

/** `terms/<shard>.json`: the shard's terms, sorted, and how many consecutive terms each postings block holds. */
export interface TermShard {
  readonly terms: readonly string[];
  /** `blocks[b]` terms are in block b, in `terms`' order: block 0 holds the first `blocks[0]`. */
  readonly blocks: readonly number[];
}

/** `docs/<n>.json`: what a result shows besides its excerpt, and the excerpt's first source. */
export type DocumentHead = Pick<SearchDocument, "id" | "type" | "title" | "url" | "card" | "summary"> & {
  /** How many parts the text is cut into (`docs/<n>-<part>.txt`, part 0 first). */
  readonly parts: number;
};

/** One document's entry in a term's postings. */
export interface Posting {
  /** The document's number. */
  readonly document: number;
  /** The term's relevance in the document: MiniSearch's BM25 summed over the fields, boosted (`FIELD_BOOSTS`), quantized. */
  readonly score: number;
  /** The term is a word of the document's title. */
  readonly inTitle: boolean;
  /** Bit p set: part p of the text holds the term. */
  readonly parts: number;
}

/**
 * Scores are stored in one byte, on a log scale: byte q stands for `SCORE_FLOOR * SCORE_STEP^q`
 * (4% apart from one to the next, from 0.01 to about 230), close enough that ranking by them keeps
 * MiniSearch's order but for near ties.
 */
const SCORE_FLOOR = 0.01;
const SCORE_STEP = 1.04;

/** A score as its stored byte (0-255). */
export function quantizeScore(score: number): number {
  if (!(score > SCORE_FLOOR)) return 0;
  return Math.min(255, Math.round(Math.log(score / SCORE_FLOOR) / Math.log(SCORE_STEP)));
}

/** The score a stored byte stands for. */
export function scoreOfByte(byte: number): number {
  return SCORE_FLOOR * SCORE_STEP ** byte;
}

/** Appends `value` (a non-negative integer under 2^53) as an unsigned LEB128 varint. */
export function writeVarint(out: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

/** Reads postings blocks: unsigned LEB128 varints and bytes, in order. */
class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  byte(): number {
    const value = this.bytes[this.at];
    if (value === undefined) throw new Error("search index: a postings block ends early");
    this.at += 1;
    return value;
  }
  varint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.byte();
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
    }
  }
}

/**
 * Encodes one term's postings, in document order: their count, then for each the gap from the
 * previous document number times two plus the title flag, the score byte and the parts mask.
 */
export function encodePostings(out: number[], postings: readonly Posting[]): void {
  writeVarint(out, postings.length);
  let previous = 0;
  for (const posting of postings) {
    writeVarint(out, (posting.document - previous) * 2 + (posting.inTitle ? 1 : 0));
    out.push(posting.score);
    writeVarint(out, posting.parts);
    previous = posting.document;
  }
}

/**
 * Decodes a postings block (`encodePostings`, one run per term): the postings of its `terms`
 * consecutive terms, in order.
 * @throws Error when the block is shorter than its terms' postings.
 */
export function readPostings(bytes: Uint8Array, terms: number): Posting[][] {
  const reader = new Reader(bytes);
  const all: Posting[][] = [];
  for (let term = 0; term < terms; term += 1) {
    const count = reader.varint();
    const postings: Posting[] = [];
    let document = 0;
    for (let index = 0; index < count; index += 1) {
      const gap = reader.varint();
      document += Math.floor(gap / 2);
      postings.push({ document, inTitle: gap % 2 === 1, score: reader.byte(), parts: reader.varint() });
    }
    all.push(postings);
  }
  return all;
}

/** The file names of the index, relative to `SEARCH_INDEX_DIR`; all but `meta` are in the version's directory. */
export const indexFiles = {
  meta: "index.json",
  terms: (version: string, shard: string) => `${version}/terms/${shard}.json`,
  postings: (version: string, shard: string, block: number) => `${version}/postings/${shard}-${String(block)}.bin`,
  head: (version: string, document: number) => `${version}/docs/${String(document)}.json`,
  part: (version: string, document: number, part: number) => `${version}/docs/${String(document)}-${String(part)}.txt`,
};
