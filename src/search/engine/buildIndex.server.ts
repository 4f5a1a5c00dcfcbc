/**
 * Writes the sharded search index (docs/decisions/048; its format: `indexFormat.ts`) from the
 * site's search documents (`searchDocuments.server.ts`), at build time (`scripts/postbuild.ts`)
 * and in the unit tests. Node only (it hashes with `node:crypto`).
 */
import { createHash } from "node:crypto";
import type { SearchDocument } from "../../content/types";
import {
  BLOCK_BYTES,
  type DocumentHead,
  FIELD_BOOSTS,
  type IndexMeta,
  type IndexRange,
  type IndexedField,
  MAX_PARTS,
  PART_CHARS,
  type Posting,
  type TermShard,
  encodePostings,
  fieldLengthOf,
  indexFiles,
  quantizeScore,
  shardOf,
  termsOf,
} from "./indexFormat";

/** The order of the document types in the index: each type's documents are one range of numbers. */
const TYPE_ORDER: readonly SearchDocument["type"][] = ["Article", "Guide", "Case study", "FAQ", "Glossary term", "Policy"];

/**
 * MiniSearch's BM25+ parameters (its defaults, `defaultBM25params`: k 1.2, b 0.7, d 0.5), so that
 * the scores stored are the ones MiniSearch computes (https://lucaong.github.io/minisearch/,
 * "Search options", `bm25`).
 */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** BM25+ of one term in one field of one document (MiniSearch's `calcBM25Score`). */
function bm25(termFrequency: number, matchingDocuments: number, documents: number, fieldLength: number, averageFieldLength: number): number {
  const inverseFrequency = Math.log(1 + (documents - matchingDocuments + 0.5) / (matchingDocuments + 0.5));
  const { k, b, d } = BM25;
  return inverseFrequency * (d + (termFrequency * (k + 1)) / (termFrequency + k * (1 - b + (b * fieldLength) / averageFieldLength)));
}

/**
 * A text cut into parts of about `PART_CHARS` characters (longer when it would make more than
 * `MAX_PARTS`), each ended after a sentence where one ends in its second half, else at a space;
 * the parts joined give the text back.
 */
export function cutIntoParts(text: string): string[] {
  const size = Math.max(PART_CHARS, Math.ceil(text.length / MAX_PARTS));
  const parts: string[] = [];
  let start = 0;
  while (text.length - start > size) {
    const window = text.slice(start, start + size);
    const sentence = Math.max(window.lastIndexOf(". "), window.lastIndexOf("? "), window.lastIndexOf("! "));
    const space = window.lastIndexOf(" ");
    const end = sentence > size / 2 ? sentence + 2 : space > size / 2 ? space + 1 : size;
    parts.push(window.slice(0, end));
    start += end;
  }
  parts.push(text.slice(start));
  return parts.length > MAX_PARTS ? [...parts.slice(0, MAX_PARTS - 1), parts.slice(MAX_PARTS - 1).join("")] : parts;
}

/** The documents in index order: by type (`TYPE_ORDER`), blog posts by category, each group in the site's order. */
function inIndexOrder(documents: readonly SearchDocument[]): SearchDocument[] {
  const rank = (document: SearchDocument) => TYPE_ORDER.indexOf(document.type);
  return documents
    .map((document, position) => ({ document, position }))
    .sort(
      (a, b) =>
        rank(a.document) - rank(b.document) ||
        (a.document.card?.category ?? "").localeCompare(b.document.card?.category ?? "") ||
        a.position - b.position,
    )
    .map(({ document }) => document);
}

/** The ranges of consecutive documents of one type and category (`IndexMeta.ranges`). */
function rangesOf(ordered: readonly SearchDocument[]): IndexRange[] {
  const ranges: IndexRange[] = [];
  ordered.forEach((document, number) => {
    const category = document.card?.category ?? null;
    const last = ranges.at(-1);
    if (last !== undefined && last.type === document.type && last.category === category) ranges[ranges.length - 1] = { ...last, end: number + 1 };
    else ranges.push({ type: document.type, category, start: number, end: number + 1 });
  });
  return ranges;
}

/** Per field of one document: how often each term occurs, and the field's length (`fieldLengthOf`). */
type FieldStatistics = Record<IndexedField, { frequencies: Map<string, number>; length: number }>;

function fieldStatistics(document: SearchDocument): FieldStatistics {
  const of = (text: string) => {
    const frequencies = new Map<string, number>();
    for (const term of termsOf(text)) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
    return { frequencies, length: fieldLengthOf(text) };
  };
  return { title: of(document.title), summary: of(document.summary), keywords: of(document.keywords), text: of(document.text) };
}

const FIELDS = Object.keys(FIELD_BOOSTS) as IndexedField[];

/**
 * The index's files for `documents` (their ids must be unique), keyed by their path relative to
 * `SEARCH_INDEX_DIR` (`indexFiles`): JSON and text as strings, postings blocks as bytes. The
 * version is the first 12 hex digits of the SHA-256 of the documents' JSON: the same documents
 * give the same files.
 */
export function buildSearchIndex(documents: readonly SearchDocument[]): Map<string, string | Uint8Array> {
  const ordered = inIndexOrder(documents);
  const version = createHash("sha256").update(JSON.stringify(ordered)).digest("hex").slice(0, 12);
  const files = new Map<string, string | Uint8Array>();
  const count = ordered.length;

  const statistics = ordered.map(fieldStatistics);
  const parts = ordered.map((document) => cutIntoParts(document.text));
  const partTerms = parts.map((texts) => texts.map((text) => new Set(termsOf(text))));
  const averageLength = Object.fromEntries(
    FIELDS.map((field) => [field, statistics.reduce((sum, fields) => sum + fields[field].length, 0) / Math.max(1, count)]),
  ) as Record<IndexedField, number>;
  const matching = Object.fromEntries(FIELDS.map((field) => [field, new Map<string, number>()])) as Record<IndexedField, Map<string, number>>;
  for (const fields of statistics)
    for (const field of FIELDS) for (const term of fields[field].frequencies.keys()) matching[field].set(term, (matching[field].get(term) ?? 0) + 1);

  // Every term's postings, in document order.
  const postings = new Map<string, Posting[]>();
  statistics.forEach((fields, document) => {
    const terms = new Set(FIELDS.flatMap((field) => [...fields[field].frequencies.keys()]));
    for (const term of terms) {
      let score = 0;
      for (const field of FIELDS) {
        const frequency = fields[field].frequencies.get(term);
        if (frequency === undefined) continue;
        score += FIELD_BOOSTS[field] * bm25(frequency, matching[field].get(term) ?? 1, count, fields[field].length, averageLength[field]);
      }
      let mask = 0;
      partTerms[document]?.forEach((set, part) => {
        if (set.has(term)) mask += 2 ** part;
      });
      const list = postings.get(term) ?? [];
      list.push({ document, score: quantizeScore(score), inTitle: fields.title.frequencies.has(term), parts: mask });
      postings.set(term, list);
    }
  });

  // The shards: their sorted terms, and the postings packed in blocks of consecutive terms.
  const shards = new Map<string, string[]>();
  for (const term of postings.keys()) {
    const shard = shardOf(term);
    const terms = shards.get(shard);
    if (terms === undefined) shards.set(shard, [term]);
    else terms.push(term);
  }
  for (const [shard, unsorted] of shards) {
    const terms = unsorted.sort();
    const blocks: number[] = [];
    let block: number[] = [];
    let inBlock = 0;
    const flush = () => {
      files.set(indexFiles.postings(version, shard, blocks.length), Uint8Array.from(block));
      blocks.push(inBlock);
      block = [];
      inBlock = 0;
    };
    for (const term of terms) {
      const encoded: number[] = [];
      encodePostings(encoded, postings.get(term) ?? []);
      if (inBlock > 0 && block.length + encoded.length > BLOCK_BYTES) flush();
      for (const byte of encoded) block.push(byte);
      inBlock += 1;
    }
    flush();
    const shardFile: TermShard = { terms, blocks };
    files.set(indexFiles.terms(version, shard), JSON.stringify(shardFile));
  }

  ordered.forEach((document, number) => {
    const { id, type, title, url, card, summary } = document;
    const texts = parts[number] ?? [];
    const head: DocumentHead = { id, type, title, url, ...(card === undefined ? {} : { card }), summary, parts: texts.length };
    files.set(indexFiles.head(version, number), JSON.stringify(head));
    texts.forEach((text, part) => files.set(indexFiles.part(version, number, part), text));
  });

  const meta: IndexMeta = { version, documents: count, ranges: rangesOf(ordered) };
  files.set(indexFiles.meta, JSON.stringify(meta));
  return files;
}
