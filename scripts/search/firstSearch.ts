/**
 * What a visitor's first search downloads from a build (docs/decisions/048), transferred: the
 * search worker's bundle, then every file of the sharded index the engine reads to answer a query
 * and show its first page of results, each counted as the server sends it (its `.br` twin when
 * the build made one). Measured by running the engine itself (`createSearchEngine`) over the
 * built files, so the figure follows the engine's reads, not an estimate of them. Used by
 * `npm run test:budget` (scripts/js-budget.ts) and `npm run bench:scale` (scripts/bench-scale.ts).
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { type IndexSource, createSearchEngine } from "../../src/search/engine/searchEngine";
import { SEARCH_INDEX_DIR } from "../../src/site/paths";

/**
 * The queries measured: a first search as visitors of this site type them (a topic word, a
 * phrase, a problem in three words, a word of the glossary, a name of a service), each made of
 * words common in the site's writing, so that their postings are among the index's largest.
 */
export const MEASURED_QUERIES = ["reputation", "data brokers", "remove negative reviews", "doxxing", "online privacy protection"] as const;

/**
 * The most a visitor's first search may download, transferred (docs/decisions/015, 031 and 048),
 * whatever the number of documents: checked by `npm run test:budget` on the build and by
 * `npm run bench:scale -- N --gate` at N articles.
 */
export const SEARCH_BUDGET = 80_000;

/** The first page of results the measure shows: the Learning Center's (`RESULTS_PER_PAGE`, 10). */
const FIRST_PAGE = 10;

/** Bytes sent for a file of the build: its `.br` twin when the build made one (files under 256 bytes have none). */
export function transferredBytes(clientDir: string, urlPath: string): number {
  const file = join(clientDir, urlPath);
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
}

/**
 * The index's files read from a build's client directory, each read's transferred bytes added
 * to `counted` (once per file, as a browser's cache would).
 */
function builtIndexSource(clientDir: string, counted: Map<string, number>): IndexSource {
  const read = (path: string): Buffer | null => {
    const urlPath = `${SEARCH_INDEX_DIR}/${path}`;
    const file = join(clientDir, urlPath);
    if (!existsSync(file)) return null;
    counted.set(urlPath, transferredBytes(clientDir, urlPath));
    return readFileSync(file);
  };
  return {
    json: (path) => Promise.resolve(((content) => (content === null ? null : (JSON.parse(content.toString("utf8")) as unknown)))(read(path))),
    bytes: (path) => Promise.resolve(((content) => (content === null ? null : new Uint8Array(content)))(read(path))),
    text: (path) => Promise.resolve(((content) => (content === null ? null : content.toString("utf8")))(read(path))),
  };
}

/** One measured query: what its first search downloads, transferred, and how many results it found. */
export interface FirstSearch {
  readonly query: string;
  /** The worker's bundle and the index files read, brotli where the build has a `.br` twin. */
  readonly bytes: number;
  /** Of which the index's files. */
  readonly indexBytes: number;
  readonly files: number;
  readonly results: number;
}

/**
 * Each of `MEASURED_QUERIES` run as a visitor's first search on the build in `clientDir`, with a
 * fresh engine each (nothing cached).
 * @throws Error when the worker's bundle or the index is missing.
 */
export async function measureFirstSearches(clientDir: string): Promise<FirstSearch[]> {
  const chunk = readdirSync(join(clientDir, "assets", "islands")).find((name) => /^search\.worker-[\w-]+\.js$/.test(name));
  if (chunk === undefined) throw new Error("the search worker's bundle is missing from the islands' build");
  const worker = transferredBytes(clientDir, `/assets/islands/${chunk}`);
  const measured: FirstSearch[] = [];
  for (const query of MEASURED_QUERIES) {
    const counted = new Map<string, number>();
    const engine = createSearchEngine(builtIndexSource(clientDir, counted));
    const page = await engine.search(query, undefined, { pageSize: FIRST_PAGE, pages: 1 });
    const indexBytes = [...counted.values()].reduce((sum, bytes) => sum + bytes, 0);
    measured.push({ query, bytes: worker + indexBytes, indexBytes, files: counted.size, results: page.total });
  }
  return measured;
}
