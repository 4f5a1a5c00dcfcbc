/**
 * The JavaScript budget per route (docs/decisions/009): for every prerendered page, the JavaScript it
 * loads (the modules of its hydration plan, written by scripts/html/defer-hydration.ts, which lists
 * React Router's full static import graph of the route), counted as transferred: the brotli file
 * the server sends, or the plain file when it is too small to be compressed (under 256 bytes).
 * Prints one line per route and fails when a page goes over its budget; for a page with a search
 * box, a second line gives what the first search downloads (`SEARCH_BUDGET`).
 *
 * Environment: `BUILD_DIR` (default `build-production`, the build that is deployed).
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pageRoutes } from "../src/site/manifest";
import { CONTACT_PATH, HOME_PATH, REPUTATION_CHECK_PATH, SEARCH_INDEX_PATH, canonicalPath } from "../src/site/paths";
import { readHydrationPlan } from "./html/defer-hydration";

const clientDir = join(process.env.BUILD_DIR ?? "build-production", "client");

/**
 * Budgets in bytes (1 KB = 1,000 bytes), by canonical path; `DEFAULT_BUDGET` for the rest. The
 * home page's first load must stay under 130 KB (docs/decisions/009): it is 129.3 KB (React DOM
 * 58 KB, React Router 35 KB, XState 12 KB and the site's own code). The other pages load 128-134
 * KB; their budget leaves a little room and still fails on a new library loaded up front
 * (Ariakit's disclosure code alone is 11 KB: it now loads on first use, see `DisclosureButton`).
 */
const BUDGETS: Record<string, number> = {
  // 130 KB until the urgent-help panel: the home page names harassment, intimate images and
  // doxxing among the services, so it shows the emergency number and "RRR is not an emergency
  // service" (about 0.7 KB, src/components/UrgentHelp/UrgentHelpBrief.tsx), and every page now
  // carries the storage registry's keys (about 0.3 KB, src/config/storage.ts); docs/decisions/024.
  // 132 KB with the quick exit ("Exit this page", about 0.5 KB: the frame's component and the
  // routes' opt-in; its behaviour is in the inline loader), which the home page carries with its
  // urgent-help panel (docs/decisions/025). 133 KB with the line for anyone under 18 under the
  // hero's buttons, which links to the free help (docs/decisions/037): it measured 132.0. 134 KB
  // since the quick exit has two forms, full and compact, chosen per route (docs/decisions/038,
  // about 0.5 KB on every page): it measured 132.6.
  [canonicalPath(HOME_PATH)]: 134_000,
  // The reputation check carries the whole urgent-help block in its first load (emergency numbers,
  // the services for minors and adults, crisis lines: src/content/urgentHelp.ts), because it shows
  // it the moment a visitor answers that they are at risk; loading it then would put a network
  // request between a frightened visitor and the emergency numbers (docs/decisions/024). 142 KB
  // with the quick exit and the expiry of the answers after 30 minutes of inactivity
  // (src/config/storageExpiry.ts; docs/decisions/025). 148 KB since its stored answers are checked
  // against a zod schema when read back (`zod/mini`, about 5 KB: src/config/storedValue.ts), so a
  // tampered or outdated item is dropped instead of restored. 151 KB since the content review
  // (docs/decisions/037): the block gained the domestic-violence, stalking, sexual-violence,
  // dating-abuse and children's lines, texting 911, the sextortion note and the tech-abuse caution
  // (their sources are left out of the browser's copy), and the check gained the under-18 path and
  // the answer for someone tracking the visitor, and the services under group headings (3.0 KB in
  // all: it measured 151.0); 152 KB leaves the room the other budgets leave. 154 KB with the two
  // forms of the quick exit and the check of which ticks the visitor made (docs/decisions/038): it
  // measured 152.6.
  [canonicalPath(REPUTATION_CHECK_PATH)]: 154_000,
  // The contact page reads back the visitor's draft and the check's hand-over through the same
  // zod-checked helper (about 5 KB over the default budget); 146 KB since it shows the fuller
  // urgent-help block of the content review (docs/decisions/037; it measured 144.9). 150 KB with
  // "How can we reach you safely?", its rules and the draft's limit in an open tab
  // (docs/decisions/038; it measured 148.0).
  [canonicalPath(CONTACT_PATH)]: 150_000,
};
/**
 * 139 KB since the quick exit in the frame and the newsletter's honeypot (docs/decisions/025);
 * 141 KB since the content review (docs/decisions/037): the FAQ carries the fuller urgent-help
 * block and longer answers (it measured 139.9), the Learning Center the longer copy its search and
 * lists show (139.1). 142 KB with the two forms of the quick exit (docs/decisions/038; the FAQ
 * measured 140.7). Shipping no script where nothing needs it (docs/product-decisions.md, decision
 * 14) is the way down, not trimming safety copy.
 */
const DEFAULT_BUDGET = 142_000;

/** Bytes sent for one file: its `.br` twin when the build made one. */
function transferredBytes(url: string): number {
  const file = join(clientDir, url);
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
}

/** The module URLs a page loads, from its hydration plan. @throws Error when the page has none. */
export function pageModules(html: string): string[] {
  const plan = readHydrationPlan(html);
  return [...new Set([...plan.preloads, ...plan.evaluate, ...Object.values(plan.routes), plan.entry])];
}

/**
 * The search a visitor downloads on a page with a search box, on the first search only
 * (docs/decisions/015 and 031): the search worker's bundle (`src/search/engine/search.worker.ts`
 * with the engine and MiniSearch; the `searchEngine` chunk is the fallback of a browser without
 * module workers) and the prerendered index, transferred. Reported per
 * page with a search box; over `SEARCH_BUDGET` the check fails (a site with many more articles
 * would move to a chunked index such as Pagefind's).
 */
const SEARCH_BUDGET = 80_000;

/** Bytes of the on-demand search: the `search.worker-*.js` bundle and the index. @throws Error when either is missing. */
function searchPayloadBytes(): number {
  const chunk = readdirSync(join(clientDir, "assets")).find((name) => /^search\.worker-[\w-]+\.js$/.test(name));
  if (chunk === undefined) throw new Error("js-budget: the search worker's bundle is missing from the build");
  return transferredBytes(`/assets/${chunk}`) + transferredBytes(SEARCH_INDEX_PATH);
}

/** Whether a page has a search box (a `role="search"` form, docs/decisions/007). */
const hasSearchBox = (html: string) => /<form[^>]*\brole="search"/.test(html);

let failed = false;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
console.log("js-budget: JavaScript per route, transferred (brotli)");
for (const route of pageRoutes) {
  const path = canonicalPath(route.path);
  const html = readFileSync(join(clientDir, path, "index.html"), "utf8");
  const modules = pageModules(html);
  const total = modules.reduce((sum, url) => sum + transferredBytes(url), 0);
  const budget = BUDGETS[path] ?? DEFAULT_BUDGET;
  const over = total > budget;
  failed ||= over;
  console.log(`${over ? "OVER" : "  ok"}  ${kb(total).padStart(9)} / ${kb(budget).padStart(9)}  ${String(modules.length).padStart(2)} files  ${path}`);
  if (hasSearchBox(html)) {
    const search = searchPayloadBytes();
    const searchOver = search > SEARCH_BUDGET;
    failed ||= searchOver;
    console.log(`${searchOver ? "OVER" : "  ok"}  ${kb(search).padStart(9)} / ${kb(SEARCH_BUDGET).padStart(9)}   + search on first use (library and index)`);
  }
}
if (failed) {
  console.error("js-budget: a page loads more JavaScript than its budget");
  process.exit(1);
}
