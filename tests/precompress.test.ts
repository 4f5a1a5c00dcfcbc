/**
 * Precompression (scripts/compress/precompress.ts): what a static server finds beside each file,
 * and that a second build takes its results from the cache without changing a byte.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "../scripts/compress/precompress";

const directories: string[] = [];
function temporaryDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), "precompress-"));
  directories.push(directory);
  return directory;
}
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

/** A page of text that compresses well, different for each `seed`. */
const page = (seed: number) => `<!doctype html><title>Page ${String(seed)}</title>${"<p>Remove what harms you from search results, one request at a time.</p>".repeat(40)}`;

describe("precompress", () => {
  it("writes .br and .gz copies that decompress to the file, and none for a file compression would enlarge", async () => {
    const site = temporaryDirectory();
    const files = [1, 2, 3].map((seed) => join(site, `page-${String(seed)}.html`));
    files.forEach((file, index) => writeFileSync(file, page(index)));
    const noise = join(site, "noise.js");
    writeFileSync(noise, randomBytes(4096));

    const result = await precompress([...files, noise], { cacheDir: join(temporaryDirectory(), "cache"), concurrency: 2 });

    expect(result).toEqual({ compressed: 3, fromCache: 0 });
    for (const file of files) {
      const original = readFileSync(file);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original)).toBe(true);
      expect(readFileSync(`${file}.br`).length).toBeLessThan(original.length / 2);
    }
    expect(existsSync(`${noise}.br`) || existsSync(`${noise}.gz`)).toBe(false);
  });

  it("compresses files of the same content at once, each getting its copies (the search index has such files)", async () => {
    const site = temporaryDirectory();
    const files = [1, 2, 3, 4].map((number) => join(site, `part-${String(number)}.txt`));
    for (const file of files) writeFileSync(file, page(7));

    const result = await precompress(files, { cacheDir: join(temporaryDirectory(), "cache"), concurrency: 4 });

    expect(result.compressed).toBe(4);
    for (const file of files) expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(readFileSync(file))).toBe(true);
  });

  it("compresses each file at the brotli quality given for it, and caches each quality apart", async () => {
    const site = temporaryDirectory();
    const file = join(site, "page.html");
    writeFileSync(file, page(9));
    const cacheDir = join(temporaryDirectory(), "cache");

    expect(await precompress([file], { cacheDir, brotliQuality: () => 10 })).toEqual({ compressed: 1, fromCache: 0 });
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(readFileSync(file))).toBe(true);
    expect(await precompress([file], { cacheDir, brotliQuality: () => 11 })).toEqual({ compressed: 1, fromCache: 0 });
    expect(await precompress([file], { cacheDir, brotliQuality: () => 10 })).toEqual({ compressed: 1, fromCache: 1 });
  });

  it("takes a second build's results from the cache, byte for byte, and compresses a changed file anew", async () => {
    const cacheDir = join(temporaryDirectory(), "cache");
    const first = temporaryDirectory();
    const second = temporaryDirectory();
    for (const directory of [first, second]) {
      writeFileSync(join(directory, "a.html"), page(1));
      writeFileSync(join(directory, "noise.js"), directory === first ? randomBytes(2048) : readFileSync(join(first, "noise.js")));
    }
    writeFileSync(join(first, "b.html"), page(2));
    writeFileSync(join(second, "b.html"), page(3));
    const files = (directory: string) => ["a.html", "b.html", "noise.js"].map((name) => join(directory, name));

    await precompress(files(first), { cacheDir });
    const again = await precompress(files(second), { cacheDir });

    // a.html and the noise are the same bytes: from the cache; b.html changed.
    expect(again).toEqual({ compressed: 2, fromCache: 2 });
    expect(readFileSync(join(second, "a.html.br")).equals(readFileSync(join(first, "a.html.br")))).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(second, "b.html.br"))).toString()).toBe(page(3));
    expect(existsSync(join(second, "noise.js.br"))).toBe(false);
  });
});
