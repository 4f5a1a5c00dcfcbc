/**
 * The JavaScript budget per route (docs/decisions/009, 040 and 041): for every prerendered page,
 * the JavaScript it loads, counted as transferred: the brotli file the server sends, or the plain
 * file when it is too small to be compressed (under 256 bytes).
 * - A page without React (`PageScripts` "none", src/site/manifest.ts; docs/decisions/040) has a
 *   budget of 0 KB, or 2 KB with its behaviours' plain modules: it fails on every other script but
 *   the theme's and the static pages' inline ones.
 * - A page of islands (`PageScripts` "islands"; docs/decisions/041): see `ISLAND_BUDGETS`.
 * Prints one line per route and fails when a page goes over its budget; for a page with a search
 * box, a second line gives what the first search downloads at most (`SEARCH_BUDGET`).
 *
 * Environment: `BUILD_DIR` (default `build-production`, the build that is deployed).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { notFoundRoute, pageRoutes } from "../src/site/manifest";
import { CONTACT_PATH, REPUTATION_CHECK_PATH, canonicalPath } from "../src/site/paths";
import { SEARCH_BUDGET, measureFirstSearches, transferredBytes } from "./search/firstSearch";
import { THEME_SCRIPT } from "../src/components/ThemeControl/theme";
import { MODULE_PRELOAD_REL, elementsOf, isExecutableInlineScript, parseDocument, textOf } from "./html/page-scripts";
import { behaviourOfUrl } from "./html/behaviours";
import { islandModulesOfPage } from "./html/islands";
import { compileIslandsScript, compileQuickExitScript, compileStaticScript } from "./html/loader/compile";
import { brotliCompressSync } from "node:zlib";

const clientDir = join(process.env.BUILD_DIR ?? "build-production", "client");

/** Bytes sent for one file of this build (`./search/firstSearch.ts`): its `.br` twin when the build made one. */
const transferred = (url: string) => transferredBytes(clientDir, url);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
/** The inline scripts a page without React may run: the theme's and the static pages' own. */
const STATIC_INLINE_SCRIPTS = [THEME_SCRIPT, await compileStaticScript()];

/**
 * The largest first search of the measured queries (`measureFirstSearches`, `./search/firstSearch.ts`),
 * transferred: the search worker's bundle and the files of the sharded index that answer the query
 * and show its first page of results (docs/decisions/015, 031 and 048); over `SEARCH_BUDGET` the
 * check fails.
 */
const firstSearch = (await measureFirstSearches(clientDir)).reduce((largest, search) => (search.bytes > largest.bytes ? search : largest));

/** Whether a page has a search box (a `role="search"` form, docs/decisions/007). */
const hasSearchBox = (html: string) => /<form[^>]*\brole="search"/.test(html);

/**
 * What a page without React (`PageScripts` "none"; docs/decisions/040) loads: its external scripts
 * (`scripts`, the URL paths of its behaviours' modules, `./html/behaviours.ts`), and what it runs
 * that it should not (`unexpected`): every other external script, a module preload, or an inline
 * script but the theme's and the static pages' own (`allowedInline`).
 */
export function staticPageScripts(html: string, allowedInline: readonly string[], behaviours: readonly string[]): { scripts: string[]; unexpected: string[] } {
  const scripts: string[] = [];
  const unexpected: string[] = [];
  for (const element of elementsOf(parseDocument(html))) {
    const rel = element.properties.rel;
    if (element.tagName === "link" && Array.isArray(rel) && rel.includes(MODULE_PRELOAD_REL)) unexpected.push(`a module preload of ${String(element.properties.href)}`);
    if (element.tagName === "script" && typeof element.properties.src === "string") {
      const behaviour = behaviourOfUrl(element.properties.src);
      if (behaviour !== undefined && behaviours.includes(behaviour)) scripts.push(element.properties.src);
      else unexpected.push(`the script ${element.properties.src}`);
    } else if (isExecutableInlineScript(element) && !allowedInline.includes(textOf(element))) {
      unexpected.push(`an inline script starting "${textOf(element).slice(0, 60)}"`);
    }
  }
  return { scripts, unexpected };
}

/**
 * The budget of a page without React: 0 KB, or 2 KB when it declares behaviours (the FAQ's and
 * the glossary's in-page index: a plain module of about 1 KB; docs/decisions/040).
 */
const BEHAVIOUR_BUDGET = 2_000;

/** Checks and prints one page without React; returns whether it passed. */
function checkStaticPage(html: string, label: string, behaviours: readonly string[]): boolean {
  const { scripts, unexpected } = staticPageScripts(html, STATIC_INLINE_SCRIPTS, behaviours);
  const total = scripts.reduce((sum, url) => sum + transferred(url), 0);
  const budget = behaviours.length > 0 ? BEHAVIOUR_BUDGET : 0;
  const ok = unexpected.length === 0 && total <= budget;
  console.log(`${ok ? "  ok" : "OVER"}  ${kb(total).padStart(9)} / ${kb(budget).padStart(9)}  ${String(scripts.length).padStart(2)} files, no React  ${label}`);
  for (const script of unexpected) console.log(`        runs ${script}`);
  return ok;
}

/**
 * A page of islands (`PageScripts` "islands"; docs/decisions/041) at load: the theme's script and
 * the islands loader, inline, and its behaviours' plain modules (a guide's contents), nothing else;
 * once hydrated: the modules of its `load` islands
 * (React, XState, the island), at most `ISLAND_BUDGETS` for the page (the contact form and the
 * check: 90 KB), `DEFAULT_ISLAND_BUDGET` for the others (an article, the Learning Center and the
 * blog lists, whose islands, the share menu, the search and the newsletter, load on use). The
 * budgets of the pages React hydrated whole (131-142 KB, docs/decisions/009) went with them
 * (docs/decisions/041). The modules of its `use` islands are
 * reported on their own line: they load when the visitor first uses the island.
 */
const ISLAND_BUDGETS: Record<string, number> = {
  [canonicalPath(REPUTATION_CHECK_PATH)]: 90_000,
  [canonicalPath(CONTACT_PATH)]: 90_000,
};
const DEFAULT_ISLAND_BUDGET = 2_000;
const ISLANDS_INLINE_SCRIPTS = [THEME_SCRIPT, await compileIslandsScript()];

/** Checks and prints one page of islands; returns whether it passed. */
function checkIslandPage(html: string, path: string, behaviours: readonly string[]): boolean {
  const { scripts, unexpected } = staticPageScripts(html, ISLANDS_INLINE_SCRIPTS, behaviours);
  const { load, use } = islandModulesOfPage(html);
  const atLoad = [...scripts, ...load];
  const total = atLoad.reduce((sum, url) => sum + transferred(url), 0);
  const budget = ISLAND_BUDGETS[path] ?? DEFAULT_ISLAND_BUDGET;
  const ok = unexpected.length === 0 && total <= budget;
  console.log(`${ok ? "  ok" : "OVER"}  ${kb(total).padStart(9)} / ${kb(budget).padStart(9)}  ${String(atLoad.length).padStart(2)} files, ${load.length > 0 ? "islands once hydrated" : "at load, islands on use"}  ${path}`);
  for (const script of unexpected) console.log(`        runs ${script}`);
  if (use.length > 0) console.log(`          ${kb(use.reduce((sum, url) => sum + transferred(url), 0)).padStart(9)}              + on first use of an island`);
  return ok;
}

let failed = false;
console.log("js-budget: JavaScript per route, transferred (brotli)");

/**
 * The quick exit's part of the inline script, compiled alone and compressed as brotli: on every page,
 * it may be the one script of an otherwise script-free page, so it stays under 1 KB
 * (docs/decisions/059).
 */
const QUICK_EXIT_BUDGET = 1_000;
const quickExitBytes = brotliCompressSync(Buffer.from(await compileQuickExitScript())).length;
failed = quickExitBytes > QUICK_EXIT_BUDGET;
console.log(`${failed ? "OVER" : "  ok"}  ${kb(quickExitBytes).padStart(9)} / ${kb(QUICK_EXIT_BUDGET).padStart(9)}  the quick exit's script alone, inline on every page`);
for (const route of pageRoutes) {
  const path = canonicalPath(route.path);
  const html = readFileSync(join(clientDir, path, "index.html"), "utf8");
  if (route.scripts === "none") {
    failed = !checkStaticPage(html, path, route.behaviours ?? []) || failed;
    continue;
  }
  failed = !checkIslandPage(html, path, route.behaviours ?? []) || failed;
  if (hasSearchBox(html)) {
    const searchOver = firstSearch.bytes > SEARCH_BUDGET;
    failed = searchOver || failed;
    console.log(
      `${searchOver ? "OVER" : "  ok"}  ${kb(firstSearch.bytes).padStart(9)} / ${kb(SEARCH_BUDGET).padStart(9)}   + first search, at most (worker and index files; "${firstSearch.query}", ${String(firstSearch.files)} files)`,
    );
  }
}
failed = !checkStaticPage(readFileSync(join(clientDir, "404.html"), "utf8"), `404.html (${notFoundRoute.name})`, []) || failed;
if (failed) {
  console.error("js-budget: a page loads more JavaScript than its budget");
  process.exit(1);
}
