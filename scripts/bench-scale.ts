/**
 * `npm run bench:scale -- [N ...] [--gate] [--keep] [--seed S] [--report PATH]`: how the build and
 * the pages grow with the number of blog posts. `npm test` runs its gate at 300 posts
 * (`npm run test:scale`, which writes its report into the build folder instead of `reports/`).
 *
 * For today's content (the control: no synthetic post) and then for each N (default 1000), it
 * copies the working tree (the files `git ls-files -co --exclude-standard` lists, so uncommitted
 * edits count) into a temporary folder (`<tmpdir>/rrr-scale-<N>`), links the repository's
 * packages into it (one link per entry of `node_modules`, so the build's caches stay in the copy),
 * writes N synthetic posts beside the real ones (`./scale/synthesize.ts`: seeded, distinct, with
 * the vocabulary, sentence lengths and section shapes of the real posts), and runs
 * `npm run build:production` there with `ALLOW_PLACEHOLDERS=1`, under GNU time for the peak
 * memory. It then measures the build's `client/` folder:
 * - the first search: the search worker's bundle and the index files the engine reads to answer
 *   each measured query and show its first results, transferred (brotli), the largest of the
 *   queries (`./search/firstSearch.ts`, as `scripts/js-budget.ts` counts it), and the index's
 *   files on disk;
 * - the largest list page (the routes of `LIST_ROUTE_FILES` in the copy's manifest, and every
 *   `page/<n>/` under them): HTML raw and brotli;
 * - a post page: its JavaScript (the modules its scripts and its islands load, at load and on first
 *   use, transferred) and its HTML (brotli), for a real post present in every build, and the
 *   largest of every post page;
 * - the RSS feed: items and bytes; `_redirects`: lines;
 * - the build's wall time and peak memory (the largest process's resident set, GNU time's `%M`).
 * Prints a table, one column per size, and writes it to `reports/scale-bench.md`.
 *
 * `--gate` exits 1 when, at a size N: the first search is over `SEARCH_BUDGET`; a page's
 * JavaScript is larger than the same page's in the control (`JS_TOLERANCE`); the largest list
 * page's HTML (brotli) is more than `LIST_TOLERANCE` above the control's; or the feed holds more
 * than `RSS_MAX_ITEMS` items. The copies are deleted at the end unless `--keep`.
 */
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { PageRoute } from "../src/site/manifest";
import { BLOG_RSS_PATH, SEARCH_INDEX_DIR, blogPostPath, canonicalPath } from "../src/site/paths";
import { SEARCH_BUDGET, measureFirstSearches, transferredBytes } from "./search/firstSearch";
import { ISLAND_PLAN_ID } from "../src/islands/names";
import { islandModulesOfPage } from "./html/islands";
import { MODULE_PRELOAD_REL, elementsOf, isExecutableInlineScript, parseDocument, textOf } from "./html/page-scripts";
import { htmlFiles, pagePath } from "./html/built-pages";
import { learnModel, loadRealPosts, postFile, synthesizePosts } from "./scale/synthesize";

/** How much a page's JavaScript may grow over the control's before the gate fails: none (a byte of slack per KB for rounding). */
const JS_TOLERANCE = 0.001;
/** How much the largest list page's HTML (brotli) may grow over the control's before the gate fails. */
const LIST_TOLERANCE = 0.1;
/** The most items the feed may hold. */
const RSS_MAX_ITEMS = 20;
/** The route modules of the list pages (src/site/manifest.ts): the blog's, the guides' and the case studies' lists. */
const LIST_ROUTE_FILES = ["routes/blog-index.tsx", "routes/guides-index.tsx", "routes/case-studies-index.tsx"];
/** The route module of a post page. */
const POST_ROUTE_FILE = "routes/blog-post.tsx";
/** The date of the newest synthetic post; each next one is a day older. */
const NEWEST_DATE = "2026-11-01";
/** Entries of `node_modules` not linked into a copy: caches the build writes, kept in the copy. */
const UNLINKED_MODULES = new Set([".cache", ".vite", ".vite-temp"]);

/** The command line, parsed. */
interface Options {
  readonly sizes: readonly number[];
  readonly gate: boolean;
  readonly keep: boolean;
  readonly seed: number;
  /** Where the report is written, absolute or relative to the repository (default `reports/scale-bench.md`). */
  readonly report: string;
}

/** Parses `[N ...] [--gate] [--keep] [--seed S] [--report PATH]`. @throws Error on an unknown argument or a size that is not a whole number. */
function parseArguments(args: readonly string[]): Options {
  const sizes: number[] = [];
  let gate = false;
  let keep = false;
  let seed = 20261127;
  let report = join("reports", "scale-bench.md");
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? "";
    if (arg === "--gate") gate = true;
    else if (arg === "--keep") keep = true;
    else if (arg === "--seed") {
      seed = Number(args[index + 1]);
      index += 1;
      if (!Number.isInteger(seed) || seed < 0) throw new Error("bench:scale: --seed takes a whole number");
    } else if (arg === "--report") {
      report = args[index + 1] ?? "";
      index += 1;
      if (report === "") throw new Error("bench:scale: --report takes a file path");
    } else if (/^\d+$/.test(arg)) sizes.push(Number(arg));
    else throw new Error(`bench:scale: unknown argument "${arg}" (usage: bench-scale.ts [N ...] [--gate] [--keep] [--seed S] [--report PATH])`);
  }
  const positive = sizes.filter((size) => size > 0);
  return { sizes: positive.length > 0 ? [...new Set(positive)] : [1000], gate, keep, seed, report };
}

/** The figures of one build. Sizes in bytes, time in seconds, memory in MB. */
interface Measures {
  readonly synthetic: number;
  readonly posts: number;
  readonly pages: number;
  readonly buildSeconds: number;
  readonly peakMemoryMb: number;
  /** The largest first search of the measured queries, transferred, and its query. */
  readonly searchBytes: number;
  readonly searchQuery: string;
  /** The search index's files (`.br`, `.gz` left out): bytes and count. */
  readonly searchIndexRaw: number;
  readonly searchIndexFiles: number;
  readonly largestList: { readonly path: string; readonly raw: number; readonly brotli: number };
  readonly listPages: number;
  readonly post: { readonly path: string; readonly jsLoad: number; readonly jsUse: number; readonly html: number };
  readonly largestPostHtml: { readonly path: string; readonly brotli: number };
  readonly largestPostJs: { readonly path: string; readonly bytes: number };
  /** Each page's JavaScript (at load and on first use, transferred), by path. */
  readonly jsByPage: ReadonlyMap<string, number>;
  readonly rss: { readonly items: number; readonly raw: number; readonly brotli: number };
  readonly redirects: { readonly lines: number; readonly bytes: number };
  readonly clientMb: number;
}

const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();

/** Copies the working tree's files (tracked and untracked, not ignored) into `dir`, and links the packages. */
function copyWorkingTree(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = execFileSync("git", ["ls-files", "-z", "-co", "--exclude-standard"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\0")
    .filter((file) => file !== "");
  for (const file of new Set(files)) {
    const source = join(root, file);
    if (!existsSync(source) || statSync(source).isDirectory()) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(source, join(dir, file));
  }
  const modules = join(dir, "node_modules");
  mkdirSync(modules);
  for (const name of readdirSync(join(root, "node_modules"))) {
    if (!UNLINKED_MODULES.has(name)) symlinkSync(join(root, "node_modules", name), join(modules, name));
  }
}

/** Runs `npm run build:production` in `dir` under GNU time. @returns wall seconds and peak resident memory (KB). @throws Error with the log's end when the build fails. */
async function build(dir: string): Promise<{ seconds: number; peakKb: number }> {
  const timeFile = join(dir, "bench-time.txt");
  const logFile = join(dir, "bench-build.log");
  const started = performance.now();
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn("/usr/bin/time", ["-f", "%M", "-o", timeFile, "npm", "run", "build:production"], {
      cwd: dir,
      env: { ...process.env, ALLOW_PLACEHOLDERS: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const log: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => log.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => log.push(chunk));
    child.on("error", reject);
    child.on("close", (status) => {
      writeFileSync(logFile, Buffer.concat(log));
      resolve(status ?? 1);
    });
  });
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) {
    const tail = readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n");
    throw new Error(`bench:scale: the build in ${dir} failed (exit ${String(code)}); the end of ${logFile}:\n${tail}`);
  }
  const peakKb = Number(readFileSync(timeFile, "utf8").trim().split("\n").at(-1));
  return { seconds, peakKb };
}

/** Bytes sent for a file of the build (`transferredBytes`): its `.br` twin when the build made one. */
const transferred = transferredBytes;

/** Every file under `folder`, recursively. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The JavaScript of a built page, by URL path: `load`, its external scripts, module preloads and
 * the modules of the islands hydrated after the first paint; `use`, the modules of the islands
 * loaded on first use (`islandModulesOfPage`), less those already loaded; `inline`, the bytes of
 * its executable inline scripts (the theme's, the islands loader's, the static pages' script).
 * Files of other origins are left out.
 */
function pageScripts(html: string): { load: string[]; use: string[]; inline: number } {
  const load = new Set<string>();
  let planned = false;
  let inline = 0;
  for (const element of elementsOf(parseDocument(html))) {
    const { src, href, rel, id } = element.properties;
    if (isExecutableInlineScript(element)) inline += Buffer.byteLength(textOf(element));
    if (element.tagName === "script" && typeof src === "string" && src.startsWith("/")) load.add(src);
    if (element.tagName === "link" && Array.isArray(rel) && rel.includes(MODULE_PRELOAD_REL) && typeof href === "string" && href.startsWith("/")) load.add(href);
    if (element.tagName === "script" && id === ISLAND_PLAN_ID) planned = true;
  }
  if (!planned) return { load: [...load], use: [], inline };
  const islands = islandModulesOfPage(html);
  for (const url of islands.load) load.add(url);
  return { load: [...load], use: islands.use.filter((url) => !load.has(url)), inline };
}

/** Reads the route manifest of a copy (its own modules, its own generated page index). */
async function copyRoutes(dir: string): Promise<readonly PageRoute[]> {
  const manifest = (await import(pathToFileURL(join(dir, "src", "site", "manifest.ts")).href)) as { pageRoutes: readonly PageRoute[] };
  return manifest.pageRoutes;
}

/** The build's HTML file of a canonical path. */
const htmlFileOf = (clientDir: string, path: string) => join(clientDir, path, "index.html");

/** Measures the build of a copy. */
async function measure(dir: string, synthetic: number, realSlug: string, timing: { seconds: number; peakKb: number }): Promise<Measures> {
  const clientDir = join(dir, "build-production", "client");
  const routes = await copyRoutes(dir);
  const files = htmlFiles(clientDir);

  const jsByPage = new Map<string, number>();
  const jsLoadOf = new Map<string, number>();
  const jsUseOf = new Map<string, number>();
  const sum = (urls: readonly string[]) => urls.reduce((total, url) => total + transferred(clientDir, url), 0);
  for (const file of files) {
    const { load, use, inline } = pageScripts(readFileSync(file, "utf8"));
    const path = pagePath(clientDir, file);
    jsLoadOf.set(path, sum(load));
    jsUseOf.set(path, sum(use));
    // The gate's figure also counts the page's inline scripts (raw): a module they bundle (the
    // islands loader's, the static pages' script) is JavaScript every page of its kind runs.
    jsByPage.set(path, sum(load) + sum(use) + inline);
  }

  const listPaths = new Set(routes.filter((route) => LIST_ROUTE_FILES.includes(route.file)).map((route) => canonicalPath(route.path)));
  for (const path of [...listPaths]) {
    const pages = join(clientDir, path, "page");
    if (existsSync(pages)) for (const name of readdirSync(pages)) if (existsSync(join(pages, name, "index.html"))) listPaths.add(`${path}page/${name}/`);
  }
  let largestList = { path: "", raw: 0, brotli: 0 };
  for (const path of listPaths) {
    const file = htmlFileOf(clientDir, path);
    if (!existsSync(file)) continue;
    const brotli = transferred(clientDir, `${path}index.html`);
    if (brotli > largestList.brotli) largestList = { path, raw: statSync(file).size, brotli };
  }

  const postPaths = routes.filter((route) => route.file === POST_ROUTE_FILE).map((route) => canonicalPath(route.path));
  const postPath = canonicalPath(blogPostPath(realSlug));
  let largestPostHtml = { path: "", brotli: 0 };
  let largestPostJs = { path: "", bytes: 0 };
  for (const path of postPaths) {
    const brotli = transferred(clientDir, `${path}index.html`);
    if (brotli > largestPostHtml.brotli) largestPostHtml = { path, brotli };
    const js = jsByPage.get(path) ?? 0;
    if (js > largestPostJs.bytes) largestPostJs = { path, bytes: js };
  }

  const rssText = readFileSync(join(clientDir, BLOG_RSS_PATH), "utf8");
  const redirectsText = readFileSync(join(clientDir, "_redirects"), "utf8");
  const clientBytes = filesUnder(clientDir).reduce((bytes, file) => bytes + statSync(file).size, 0);
  const searchFiles = filesUnder(join(clientDir, SEARCH_INDEX_DIR.slice(1))).filter((file) => !/\.(br|gz)$/.test(file));
  const firstSearch = (await measureFirstSearches(clientDir)).reduce((largest, search) => (search.bytes > largest.bytes ? search : largest));

  return {
    synthetic,
    posts: postPaths.length,
    pages: files.length,
    buildSeconds: timing.seconds,
    peakMemoryMb: timing.peakKb / 1024,
    searchBytes: firstSearch.bytes,
    searchQuery: firstSearch.query,
    searchIndexRaw: searchFiles.reduce((bytes, file) => bytes + statSync(file).size, 0),
    searchIndexFiles: searchFiles.length,
    largestList,
    listPages: listPaths.size,
    post: { path: postPath, jsLoad: jsLoadOf.get(postPath) ?? 0, jsUse: jsUseOf.get(postPath) ?? 0, html: transferred(clientDir, `${postPath}index.html`) },
    largestPostHtml,
    largestPostJs,
    jsByPage,
    rss: { items: (rssText.match(/<item>/g) ?? []).length, raw: Buffer.byteLength(rssText), brotli: transferred(clientDir, BLOG_RSS_PATH) },
    redirects: { lines: redirectsText.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("#")).length, bytes: Buffer.byteLength(redirectsText) },
    clientMb: clientBytes / 1e6,
  };
}

/** Bytes in KB (1000 bytes), one decimal. */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The table's rows: a label and the figure of each build. */
const ROWS: readonly { label: string; value: (measures: Measures) => string }[] = [
  { label: "Posts (real + synthetic)", value: (m) => `${String(m.posts)} (${String(m.posts - m.synthetic)} + ${String(m.synthetic)})` },
  { label: "HTML pages", value: (m) => String(m.pages) },
  { label: "Build time", value: (m) => `${m.buildSeconds.toFixed(0)} s` },
  { label: "Peak memory (largest process)", value: (m) => `${m.peakMemoryMb.toFixed(0)} MB` },
  { label: "Client folder (all files, .br/.gz included)", value: (m) => `${m.clientMb.toFixed(1)} MB` },
  { label: "First search, largest: worker + index files (brotli)", value: (m) => `${kb(m.searchBytes)} (“${m.searchQuery}”)` },
  { label: "Search index on disk (raw; files)", value: (m) => `${kb(m.searchIndexRaw)}; ${String(m.searchIndexFiles)}` },
  { label: "List pages", value: (m) => String(m.listPages) },
  { label: "Largest list page HTML (raw)", value: (m) => kb(m.largestList.raw) },
  { label: "Largest list page HTML (brotli)", value: (m) => kb(m.largestList.brotli) },
  { label: "Largest list page", value: (m) => `\`${m.largestList.path}\`` },
  { label: "Post page JS at load (brotli)", value: (m) => kb(m.post.jsLoad) },
  { label: "Post page JS on first use (brotli)", value: (m) => kb(m.post.jsUse) },
  { label: "Post page HTML (brotli)", value: (m) => kb(m.post.html) },
  { label: "Largest post page HTML (brotli)", value: (m) => kb(m.largestPostHtml.brotli) },
  { label: "Largest post page JS (brotli)", value: (m) => kb(m.largestPostJs.bytes) },
  { label: "RSS items", value: (m) => String(m.rss.items) },
  { label: "RSS (raw / brotli)", value: (m) => `${kb(m.rss.raw)} / ${kb(m.rss.brotli)}` },
  { label: "_redirects lines", value: (m) => String(m.redirects.lines) },
];

/** The table in Markdown, one column per build. */
function markdownTable(results: readonly Measures[]): string {
  const header = `| Measure | ${results.map((m) => (m.synthetic === 0 ? "today" : `N = ${String(m.synthetic)}`)).join(" | ")} |`;
  const rule = `| --- | ${results.map(() => "---").join(" | ")} |`;
  return [header, rule, ...ROWS.map((row) => `| ${row.label} | ${results.map((m) => row.value(m)).join(" | ")} |`)].join("\n");
}

/** The gate's failures for a build at size N against the control, one message each. */
function gateFailures(control: Measures, scaled: Measures): string[] {
  const label = scaled.synthetic === 0 ? "today" : `N = ${String(scaled.synthetic)}`;
  const failures: string[] = [];
  if (scaled.searchBytes > SEARCH_BUDGET) failures.push(`${label}: the first search for “${scaled.searchQuery}” downloads ${kb(scaled.searchBytes)}, over ${kb(SEARCH_BUDGET)} (worker + index files, brotli)`);
  if (scaled !== control) {
    const grown = [...control.jsByPage].filter(([path, bytes]) => (scaled.jsByPage.get(path) ?? 0) > bytes * (1 + JS_TOLERANCE));
    for (const [path, bytes] of grown.slice(0, 10)) failures.push(`${label}: ${path} loads ${kb(scaled.jsByPage.get(path) ?? 0)} of JavaScript, ${kb(bytes)} today`);
    if (grown.length > 10) failures.push(`${label}: and ${String(grown.length - 10)} more pages whose JavaScript grew`);
    if (scaled.largestPostJs.bytes > control.largestPostJs.bytes * (1 + JS_TOLERANCE)) {
      failures.push(`${label}: the post page ${scaled.largestPostJs.path} loads ${kb(scaled.largestPostJs.bytes)} of JavaScript, the largest of today's posts ${kb(control.largestPostJs.bytes)}`);
    }
    const listLimit = control.largestList.brotli * (1 + LIST_TOLERANCE);
    if (scaled.largestList.brotli > listLimit) {
      failures.push(
        `${label}: the largest list page ${scaled.largestList.path} is ${kb(scaled.largestList.brotli)} of HTML (brotli), over ${kb(listLimit)} (today's largest, ${control.largestList.path}, ${kb(control.largestList.brotli)}, + ${String(LIST_TOLERANCE * 100)}%)`,
      );
    }
  }
  if (scaled.rss.items > RSS_MAX_ITEMS) failures.push(`${label}: the RSS feed holds ${String(scaled.rss.items)} items, over ${String(RSS_MAX_ITEMS)}`);
  return failures;
}

/** The report's text. */
function report(results: readonly Measures[], options: Options, failures: readonly string[], realPosts: number, minutes: number): string {
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  const command = `npm run bench:scale -- ${[...options.sizes.map(String), ...(options.gate ? ["--gate"] : []), `--seed ${String(options.seed)}`].join(" ")}`;
  return `# Scale benchmark

Made by \`${command}\` (scripts/bench-scale.ts) on ${new Date().toISOString().slice(0, 10)}: ${String(cpus().length)} cores (${cpu}), ${(totalmem() / 2 ** 30).toFixed(0)} GB of memory, Node ${process.version}, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(", ")} at the end (the builds share the cores with whatever else runs: build times are indicative), ${minutes.toFixed(1)} min in all.

How the build and the pages grow with the number of blog posts. Each column is a production build
(\`npm run build:production\`, \`ALLOW_PLACEHOLDERS=1\`) of a copy of the working tree: "today" with
the ${String(realPosts)} real posts, "N = …" with N synthetic posts beside them (scripts/scale/synthesize.ts,
seed ${String(options.seed)}: distinct texts drawn from the real posts' words, word pairs, sentence lengths and
section shapes, one a day back from ${NEWEST_DATE}, over every category).
- **Build time**: wall time of the whole \`npm run build:production\` (content index, React Router's
  build and prerender, the postbuild steps, precompression with an empty cache). **Peak memory**:
  the largest resident set of one process of the build (GNU time's \`%M\`), not the sum.
- **First search**: what a visitor downloads on a first search, the search worker's bundle and the
  index files the engine reads to answer it and show its first 10 results, brotli; the largest of
  the measured queries (\`scripts/search/firstSearch.ts\`, as \`scripts/js-budget.ts\` counts it;
  budget ${kb(SEARCH_BUDGET)}).
- **List pages**: the blog list, its categories, the guide and case-study lists and every \`page/<n>/\`
  under them; the largest by brotli size.
- **Post page**: \`${results[0]?.post.path ?? ""}\`, a real post present in every build: the JavaScript
  its scripts and islands load (at load; then on first use of an island), and its HTML, brotli.
- **RSS**: \`${canonicalPath(BLOG_RSS_PATH)}\`; **_redirects**: rules of the build's \`_redirects\`.
All sizes are as transferred (the \`.br\` file the build writes; raw where marked), KB = 1000 bytes.

${markdownTable(results)}

## Gate

\`--gate\` fails when, at a size N, the first search is over ${kb(SEARCH_BUDGET)}, a page loads more
JavaScript than the same page today, the largest list page's HTML (brotli) is over today's + ${String(LIST_TOLERANCE * 100)}%,
or the feed holds more than ${String(RSS_MAX_ITEMS)} items.

${failures.length === 0 ? "Every check passes." : failures.map((failure) => `- ✗ ${failure}`).join("\n")}
`;
}

const options = parseArguments(process.argv.slice(2));
const started = performance.now();
const realPosts = loadRealPosts(join(root, "src", "content", "blog"));
const realSlug = realPosts.map((post) => post.slug).sort()[0];
if (realSlug === undefined) throw new Error("bench:scale: src/content/blog has no post");
const model = learnModel(realPosts);
const ids = realPosts.map((post) => (typeof post.data.id === "number" ? post.data.id : 0));
const reviewedDates = realPosts.map((post) => post.data.reviewed).filter((date): date is string => typeof date === "string");
const reviewed = reviewedDates.sort().at(-1) ?? NEWEST_DATE;
const taken = {
  slugs: realPosts.map((post) => post.slug),
  titles: realPosts.flatMap((post) => [post.data.title, post.data.seoTitle]).filter((title): title is string => typeof title === "string").map((title) => title.toLowerCase()),
};

const results: Measures[] = [];
const copies: string[] = [];
for (const size of [0, ...options.sizes]) {
  const dir = join(tmpdir(), `rrr-scale-${String(size)}`);
  copies.push(dir);
  console.log(`bench:scale: N = ${String(size)}: copying the working tree to ${dir}`);
  copyWorkingTree(dir);
  const posts = synthesizePosts(model, { count: size, seed: options.seed, firstId: Math.max(0, ...ids) + 1, newestDate: NEWEST_DATE, reviewed, taken });
  for (const post of posts) writeFileSync(join(dir, "src", "content", "blog", `${post.slug}.md`), postFile(post));
  console.log(`bench:scale: N = ${String(size)}: wrote ${String(posts.length)} synthetic posts; building (npm run build:production)`);
  const timing = await build(dir);
  const measures = await measure(dir, size, realSlug, timing);
  results.push(measures);
  console.log(`bench:scale: N = ${String(size)}: built in ${timing.seconds.toFixed(0)} s, peak ${(timing.peakKb / 1024).toFixed(0)} MB; first search ${kb(measures.searchBytes)}`);
}

const control = results[0];
if (control === undefined) throw new Error("bench:scale: no build was measured");
const failures = results.flatMap((scaled) => gateFailures(control, scaled));
const text = report(results, options, failures, realPosts.length, (performance.now() - started) / 60_000);
const reportFile = resolve(root, options.report);
mkdirSync(dirname(reportFile), { recursive: true });
writeFileSync(reportFile, text);
console.log(`\n${markdownTable(results)}\n`);
console.log(`bench:scale: wrote ${options.report}`);
if (!options.keep) for (const dir of copies) rmSync(dir, { recursive: true, force: true });
else console.log(`bench:scale: kept ${copies.join(", ")}`);
if (failures.length > 0) {
  const print = options.gate ? console.error : console.warn;
  print(`bench:scale: ${options.gate ? "gate failed" : "the gate would fail"}:\n${failures.map((failure) => `  ✗ ${failure}`).join("\n")}`);
  if (options.gate) process.exit(1);
} else console.log("bench:scale: every gate check passes");
