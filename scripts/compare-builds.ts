/**
 * Compares the pages of two builds, to show that a change of how copy is stored changed no page
 * (docs/decisions/035): every prerendered HTML file, route data file, feed, sitemap and search
 * index, with the content hashes of asset names masked (a script's name changes whenever any of
 * its modules does, although the page does not).
 *
 * Usage: `npx tsx scripts/compare-builds.ts <before>/client <after>/client`
 * Prints each file that differs with the first difference in context, each file only one build
 * has, and a count. Exits 1 when anything differs, 0 otherwise.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";

/** The files a visitor or a crawler reads, by extension. */
const PAGE_FILES = /\.(?:html|data|xml|txt|json)$/;

/** Vite's hashed asset names (`/assets/name-HASH.js`) and the manifest's version, masked. */
function masked(text: string): string {
  return text.replace(/(\/assets\/[\w.-]+?)-[\w-]{8}(\.(?:js|css|woff2|svg|png))/g, "$1-#$2").replace(/"version":"[0-9a-f]{8}"/g, '"version":"#"');
}

/** Every page file under `dir`, as paths relative to it. */
function pageFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    // The content editor (admin/) is not a page of the site (docs/decisions/036).
    .filter((name) => PAGE_FILES.test(name) && !name.startsWith("assets/") && !name.startsWith("admin/"))
    .sort();
}

/** Where two texts first differ, with 80 characters of each around it. */
function firstDifference(a: string, b: string): string {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, index - 40), index + 80));
  return `at character ${String(index)}:\n    before ${around(a)}\n    after  ${around(b)}`;
}

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error("usage: tsx scripts/compare-builds.ts <before>/client <after>/client");
  process.exit(2);
}
const beforeFiles = new Set(pageFiles(before));
const afterFiles = new Set(pageFiles(after));
let differences = 0;
for (const file of [...new Set([...beforeFiles, ...afterFiles])].sort()) {
  if (!beforeFiles.has(file) || !afterFiles.has(file)) {
    console.log(`only in ${beforeFiles.has(file) ? "before" : "after"}: ${file}`);
    differences += 1;
    continue;
  }
  const a = masked(readFileSync(join(before, file), "utf8"));
  const b = masked(readFileSync(join(after, file), "utf8"));
  if (a !== b) {
    console.log(`differs: ${relative(".", join(after, file))} ${firstDifference(a, b)}`);
    differences += 1;
  }
}
console.log(`compare-builds: ${String(beforeFiles.size)} files before, ${String(afterFiles.size)} after, ${String(differences)} differ`);
process.exit(differences > 0 ? 1 : 0);
