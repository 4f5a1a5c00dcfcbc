/**
 * Precompresses a build's text files (`.br` and `.gz` beside each), so every static server sends them
 * compressed without compressing on each request (`../postbuild.ts`; docs/decisions/043).
 *
 * - **In parallel**: Node's asynchronous zlib (`brotliCompress`, `gzip`) runs in libuv's thread
 *   pool, so up to `concurrency` files (default: the processors Node may use,
 *   `os.availableParallelism()`) are compressed at once, one per core. Brotli at quality 11 is the
 *   costly part: nearly all of a build's compression time; quality 10 takes a quarter of its time
 *   for files 2-3% larger (measured on the site's pages), so the caller may choose it per file
 *   (`brotliQuality`: the build keeps 11 for hashed assets, compressed once and cached for a year,
 *   and uses 10 for pages, which every build rewrites).
 * - **Cached by content**: each result is stored under the SHA-256 of the file's bytes and the
 *   settings (`CACHE_VERSION`), in `cacheDir`; a file whose bytes were compressed before, in this
 *   build or an earlier one (the three builds of `npm test` share most files), is copied from the
 *   cache. A file not worth compressing is remembered too (an empty marker), so it is not tried
 *   again. The cache is a disposable directory: deleting it costs only time.
 *
 * A copy is kept only when both compressed forms are smaller than the file itself.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import { copyFile, readFile, rename, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli's best quality (the default), gzip's best level: the files are compressed once and served many times. */
export const BROTLI_BEST = 11;
const GZIP_LEVEL = 9;
/** Part of every cache key, with the brotli quality: change it when the settings change, so that no old result is reused. */
export const CACHE_VERSION = `gz${String(GZIP_LEVEL)}-v1`;

/** What `precompress` did. */
export interface PrecompressResult {
  /** Files that got `.br` and `.gz` copies. */
  compressed: number;
  /** Of all the files read, those whose result came from the cache. */
  fromCache: number;
}

/** Where a file's results live in the cache: `<key>.br`, `<key>.gz`, or `<key>.none` when not worth it. */
function cacheKey(content: Buffer, brotliQuality: number): string {
  return createHash("sha256").update(`${CACHE_VERSION}-br${String(brotliQuality)}`).update(content).digest("hex");
}

/** Temporary files written so far by this process: part of each one's name. */
let temporaries = 0;

/**
 * Writes `data` to `path` through a temporary name, so a cache entry is never read half-written.
 * The name is unique to the write (process and sequence): two files of the same content compressed
 * at once write the same entry, and each must rename its own temporary file.
 */
async function writeAtomically(path: string, data: Buffer | string): Promise<void> {
  temporaries += 1;
  const temporary = `${path}.${String(process.pid)}-${String(temporaries)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

/**
 * Compresses one file (or copies its results from the cache).
 * @returns whether it got compressed copies, and whether they came from the cache.
 */
async function precompressFile(file: string, cacheDir: string, brotliQuality: number): Promise<{ kept: boolean; cached: boolean }> {
  const content = await readFile(file);
  const key = join(cacheDir, cacheKey(content, brotliQuality));
  if (existsSync(`${key}.none`)) return { kept: false, cached: true };
  if (existsSync(`${key}.br`) && existsSync(`${key}.gz`)) {
    await Promise.all([copyFile(`${key}.br`, `${file}.br`), copyFile(`${key}.gz`, `${file}.gz`)]);
    return { kept: true, cached: true };
  }
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    gzipAsync(content, { level: GZIP_LEVEL }),
  ]);
  if (brotli.length >= content.length || gzipped.length >= content.length) {
    await writeAtomically(`${key}.none`, "");
    return { kept: false, cached: false };
  }
  await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped), writeAtomically(`${key}.br`, brotli), writeAtomically(`${key}.gz`, gzipped)]);
  return { kept: true, cached: false };
}

/**
 * Precompresses `files` (see the module comment).
 * @param files - paths of the files to compress; each gets `<file>.br` and `<file>.gz` when worth it.
 * @param options.cacheDir - the cache's directory, made when missing.
 * @param options.concurrency - how many files at once (default: the processors Node may use).
 * @param options.brotliQuality - the brotli quality (0-11) for a file (default: `BROTLI_BEST` for every file).
 * @returns how many files got copies, and how many results came from the cache.
 * @throws (rejects) when a file cannot be read or a copy cannot be written.
 */
export async function precompress(
  files: readonly string[],
  options: { cacheDir: string; concurrency?: number; brotliQuality?: (file: string) => number },
): Promise<PrecompressResult> {
  const { cacheDir, concurrency = availableParallelism(), brotliQuality = () => BROTLI_BEST } = options;
  mkdirSync(cacheDir, { recursive: true });
  const result: PrecompressResult = { compressed: 0, fromCache: 0 };
  let next = 0;
  // A few workers take the next file in turn, so that at most `concurrency` are in flight.
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const file = files[next] as string;
      next += 1;
      const { kept, cached } = await precompressFile(file, cacheDir, brotliQuality(file));
      if (kept) result.compressed += 1;
      if (cached) result.fromCache += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return result;
}
