/**
 * Finishes the static output after `react-router build` (docs/toolchain.md "React Router 7
 * framework mode"): the not-found page prerendered at /404 becomes `404.html`, which hosts answer
 * with HTTP 404 for unknown paths; the SPA fallback is removed because every route is prerendered
 * and an unknown path must not answer 200. Every page's title and description are checked
 * (`./html/snippets.ts`; the build fails on one too long, missing or shared). Text files are then
 * precompressed (`.br`, `.gz`; in parallel and cached by content, `./compress/precompress.ts`),
 * so every static server can send them compressed without compressing on each request. The
 * content security policy allows the optional reCAPTCHA challenge only in a build made with
 * `VITE_EMAILJS_RECAPTCHA_SITE_KEY`, and the build fails when its code disagrees with the setting
 * (docs/toolchain.md "reCAPTCHA v2"). A production build fails while a placeholder fact remains,
 * unless `ALLOW_PLACEHOLDERS=1` (`./placeholders.ts`; README "Before going live"), and the last
 * line says whether the build is the demo build, which delivers no message, or a production build.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { renderHeadersFile, renderNginxServer, renderRedirectsFile } from "../deploy/render";
import { THEME_SCRIPT } from "../src/components/ThemeControl/theme";
import { type PageRoute, findPage, notFoundRoute, pageRoutes } from "../src/site/manifest";
import { HOME_PATH, SEARCH_DOCUMENTS_PATH, SEARCH_INDEX_DIR, canonicalPath } from "../src/site/paths";
import { buildSearchIndex } from "../src/search/engine/buildIndex.server";
import type { SearchDocument } from "../src/content/types";
import { ISLAND_PLAN_ID } from "../src/islands/names";
import { buildKindLine, filesNamingRecaptcha, resolveDemoMode, resolveRecaptchaSiteKey } from "./build-env";
import { buildVariables } from "./build-variables";
import { BROTLI_BEST, precompress } from "./compress/precompress";
import { HASHED_ASSETS_PREFIX } from "../deploy/policy";
import { SITEMAP_MAX_URLS, splitSitemap } from "./sitemap/split";
import { backendFromEnv, writeAdmin } from "./cms/admin";
import { htmlFiles, pagePath as builtPagePath } from "./html/built-pages";
import { writeBehaviourModules } from "./html/behaviours";
import { removeReactScripts } from "./html/page-scripts";
import { anchorHrefs, unreachablePages } from "./html/inbound-links";
import { MAX_INLINE_SCRIPT_HASHES, assertInlineScriptBudget, inlineScripts, scriptHash } from "./html/inline-scripts";
import { buildIslands, islandPlanOf } from "./html/islands";
import { compileIslandsScript, compileStaticScript } from "./html/loader/compile";
import { referrerMetaProblems } from "./html/referrer-meta";
import { type Placeholder, phoneNumbersIn, placeholderPhonesOfPages, placeholderSourcesOf, placeholderVerdict, placeholdersOfSources } from "./placeholders";
import { pageSourceFile } from "./html/page-sources";
import { DESCRIPTION_MAX, TITLE_MAX, readSnippet, snippetProblems } from "./html/snippets";

const buildDir = process.env.BUILD_DIR ?? "build";
/**
 * The variables of this build, read as `vite.config.ts` reads them, plus the content editor's
 * `CMS_*` (README "Configuration"), so that `.env` sets those too (`./build-variables.ts`).
 */
const buildEnv = buildVariables();
/** The build carries the optional reCAPTCHA challenge (README "Before going live"). */
const recaptcha = resolveRecaptchaSiteKey(buildEnv) !== "";
const clientDir = join(buildDir, "client");
const prerendered = join(clientDir, notFoundRoute.prerenderAt.slice(1), "index.html");

if (!existsSync(prerendered)) {
  console.error(`postbuild: ${prerendered} is missing; was the not-found route prerendered?`);
  process.exit(1);
}
renameSync(prerendered, join(clientDir, "404.html"));
rmSync(join(clientDir, notFoundRoute.prerenderAt.slice(1)), { recursive: true, force: true });
rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
console.log(`postbuild: wrote ${join(clientDir, "404.html")}`);

// React Router writes a `.data` file beside each prerendered page and resource (sitemap.xml.data,
// rss.xml.data…): the route data its client router fetches on a client-side navigation. No page
// of the build runs the router (docs/decisions/042), so none is ever fetched: they are deleted
// before compression rather than served, compressed and cached.
const routeData = walk(clientDir).filter((file) => file.endsWith(".data"));
for (const file of routeData) rmSync(file);
console.log(`postbuild: removed ${String(routeData.length)} route data files (.data) that no page fetches`);

// The site search's sharded index (docs/decisions/048), made from the documents the build
// prerendered; the documents' file itself is not served: no page fetches it, and it grows with
// every article.
const searchDocumentsFile = join(clientDir, SEARCH_DOCUMENTS_PATH.slice(1));
const searchIndexDir = join(clientDir, SEARCH_INDEX_DIR.slice(1));
rmSync(searchIndexDir, { recursive: true, force: true });
const searchIndex = buildSearchIndex(JSON.parse(readFileSync(searchDocumentsFile, "utf8")) as SearchDocument[]);
for (const [path, content] of searchIndex) {
  const file = join(searchIndexDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}
rmSync(searchDocumentsFile);
console.log(`postbuild: wrote the search index, ${String(searchIndex.size)} files under ${searchIndexDir}`);

// A sitemap past SITEMAP_MAX_URLS becomes an index of parts (./sitemap/split.ts): the build's
// size must not break what search engines read, however many articles are published.
const sitemapFile = join(clientDir, "sitemap.xml");
const sitemapParts = splitSitemap(readFileSync(sitemapFile, "utf8"));
for (const part of sitemapParts) writeFileSync(join(clientDir, part.path.slice(1)), part.xml);
if (sitemapParts.length > 0) console.log(`postbuild: sitemap.xml holds more than ${String(SITEMAP_MAX_URLS)} URLs: split into an index and ${String(sitemapParts.length - 1)} parts`);

/**
 * Extensions worth compressing: text formats (fonts are already compressed woff2), and the search
 * index's postings blocks (`.bin`, docs/decisions/048), whose small varints compress like text.
 */
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest|bin)$/;
/**
 * Smaller files gain too little from compression to be worth a second copy. From this size up,
 * text halves or better under brotli (an 800-byte module chunk becomes about 400 bytes), which
 * counts on pages that load twenty of them (scripts/js-budget.ts).
 */
const MIN_BYTES = 256;
/**
 * The precompression cache (`./compress/precompress.ts`): under `node_modules/.cache`, where build
 * tools keep theirs, so a fresh clone starts without one and `git clean` never needs to know.
 */
const PRECOMPRESS_CACHE_DIR = join("node_modules", ".cache", "rrr-precompress");
/**
 * Brotli's quality for what is not a hashed asset (pages, the feed, the search index): 10 takes a
 * quarter of quality 11's time for files 2-3% larger (measured on this site's pages; decision 043),
 * and these files change with every article.
 */
const PAGE_BROTLI_QUALITY = 10;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * What the page at `path` (as `builtPagePath` names it) runs: its route's `scripts` and
 * `behaviours` (src/site/manifest.ts).
 * @throws Error when the file is no page of the manifest.
 */
function pageScripts(path: string): Pick<PageRoute, "scripts" | "behaviours"> {
  if (path === builtPagePath(clientDir, join(clientDir, "404.html"))) return notFoundRoute;
  const page = findPage(path);
  if (page === undefined) throw new Error("the page is in no route of the manifest (src/site/manifest.ts)");
  return page;
}

/**
 * Rewrites every page's scripts: every page loses React Router's (`removeReactScripts`); a page
 * without React (`PageScripts` "none") gets the static pages' script (docs/decisions/040), a page
 * of islands its islands' plan and loader (`buildIslands`, docs/decisions/041). It then hashes the
 * inline scripts left and writes the delivery configuration of this build (deploy/policy.ts), whose CSP allows
 * these scripts only. Every page, the not-found page included, must also carry the referrer policy
 * in its `<head>`, before anything that could fetch (`referrerMetaProblems`), so that a host
 * without the header still sends no `Referer`.
 * @throws Error when a page has an unknown shape or lacks the referrer meta, the site has more
 *   distinct inline scripts than `MAX_INLINE_SCRIPT_HASHES`, or a `_headers` line passes
 *   Cloudflare Pages' limit.
 */
async function rewritePagesAndPolicy(): Promise<void> {
  const staticScript = await compileStaticScript();
  const behaviourUrls = await writeBehaviourModules(clientDir);
  const islandsScript = await compileIslandsScript();
  const islandModules = await buildIslands(clientDir);
  const scriptHashes = new Set<string>();
  const referrerProblems: string[] = [];
  let pages = 0;
  let staticPages = 0;
  let islandPages = 0;
  for (const file of walk(clientDir)) {
    if (!file.endsWith(".html")) continue;
    let html: string;
    const page = pageScripts(builtPagePath(clientDir, file));
    try {
      const prerendered = readFileSync(file, "utf8");
      const modules = (page.behaviours ?? []).map((behaviour) => behaviourUrls[behaviour]);
      html =
        page.scripts === "islands"
          ? removeReactScripts(prerendered, islandsScript, [THEME_SCRIPT], modules, { id: ISLAND_PLAN_ID, value: islandPlanOf(prerendered, islandModules) })
          : removeReactScripts(prerendered, staticScript, [THEME_SCRIPT], modules);
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    writeFileSync(file, html);
    for (const script of inlineScripts(html)) scriptHashes.add(scriptHash(script));
    referrerProblems.push(...referrerMetaProblems(html).map((problem) => `${file}: ${problem}`));
    pages += 1;
    if (page.scripts === "none") staticPages += 1;
    else islandPages += 1;
  }
  if (referrerProblems.length > 0) {
    throw new Error(`the referrer policy is missing from or weakened on these pages (src/root.tsx, deploy/policy.ts REFERRER_POLICY):\n  ${referrerProblems.join("\n  ")}`);
  }
  assertInlineScriptBudget(scriptHashes);
  console.log(
    `postbuild: no React on ${String(staticPages)} pages, React islands on ${String(islandPages)}; ${String(scriptHashes.size)} distinct inline scripts (limit ${String(MAX_INLINE_SCRIPT_HASHES)}); ${String(pages)} pages carry the referrer meta`,
  );

  const hashes = [...scriptHashes];
  const nginxDir = join(buildDir, "nginx");
  mkdirSync(nginxDir, { recursive: true });
  writeFileSync(join(nginxDir, "site.conf"), renderNginxServer(hashes, { recaptcha }));
  writeFileSync(join(clientDir, "_headers"), renderHeadersFile(hashes, { recaptcha }));
  writeFileSync(join(clientDir, "_redirects"), renderRedirectsFile(pageRoutes.map((route) => canonicalPath(route.path))));
  console.log(`postbuild: wrote ${join(nginxDir, "site.conf")}, _headers and _redirects`);
}

/**
 * Checks that the build's code and policy carry the reCAPTCHA challenge exactly when the setting
 * is on (`filesNamingRecaptcha`): with it, a script names reCAPTCHA (its loader chunk); without
 * it, no script and no `_headers` line does.
 * @throws Error naming the files, or saying the loader is missing.
 */
function checkRecaptchaMatchesSetting(): void {
  const naming = filesNamingRecaptcha(clientDir);
  if (!recaptcha && naming.length > 0) {
    throw new Error(`the build has no VITE_EMAILJS_RECAPTCHA_SITE_KEY, yet these files name reCAPTCHA: ${naming.join(", ")}`);
  }
  if (recaptcha && !naming.some((file) => file.endsWith(".js"))) {
    throw new Error("VITE_EMAILJS_RECAPTCHA_SITE_KEY is set, yet no script of the build loads reCAPTCHA");
  }
  console.log(`postbuild: reCAPTCHA challenge ${recaptcha ? "on (its sources allowed by the policy)" : "off (no script or policy names it)"}`);
}

try {
  await rewritePagesAndPolicy();
  checkRecaptchaMatchesSetting();
} catch (error) {
  console.error(`postbuild: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/** The canonical path of a prerendered page from its file: `learning/index.html` is `/learning/`. */
function pagePath(file: string): string {
  return `/${relative(clientDir, file).split(sep).join("/")}`.replace(/\/index\.html$/, "/");
}

/**
 * Checks the title and the description of every prerendered page that search engines may show
 * (not the not-found page nor a list's sorted page, which are noindex) against
 * `./html/snippets.ts`: each present, within `TITLE_MAX` and `DESCRIPTION_MAX` characters, and
 * used by no other page.
 * @returns the problems, one line each; empty when every page passes.
 */
function checkSnippets(): string[] {
  const pages = walk(clientDir)
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({ file, html: readFileSync(file, "utf8") }))
    .filter(({ html }) => !/<meta name="robots" content="noindex/.test(html))
    .map(({ file, html }) => ({ path: pagePath(file), ...readSnippet(html) }));
  const problems = snippetProblems(pages);
  if (problems.length === 0) {
    console.log(
      `postbuild: ${String(pages.length)} titles <= ${String(TITLE_MAX)} and descriptions <= ${String(DESCRIPTION_MAX)} characters, all distinct`,
    );
  }
  return problems;
}

const snippetErrors = checkSnippets();
if (snippetErrors.length > 0) {
  console.error(`postbuild: ${String(snippetErrors.length)} title or description problems (scripts/html/snippets.ts):`);
  for (const problem of snippetErrors) console.error(`  ${problem}`);
  process.exit(1);
}

/**
 * Checks that every page of the route manifest but the home page can be reached by following links
 * from the home page (`./html/inbound-links.ts`; docs/decisions/039): a page declared and linked
 * from nowhere fails the build, named with the file that declares it (`./html/page-sources.ts`).
 * Links of the not-found page do not count.
 * @returns the problems, one line each; empty when every page is reachable.
 */
function checkInboundLinks(): string[] {
  const pages = htmlFiles(clientDir).map((file) => ({ path: builtPagePath(clientDir, file), hrefs: anchorHrefs(readFileSync(file, "utf8")) }));
  const home = canonicalPath(HOME_PATH);
  const routes = pageRoutes.filter((route) => route.path !== HOME_PATH);
  const unreachable = unreachablePages(pages, routes.map((route) => canonicalPath(route.path)), home, new Set([builtPagePath(clientDir, join(clientDir, "404.html"))]));
  if (unreachable.length === 0) console.log(`postbuild: all ${String(routes.length)} pages but the home page are reached by links from it`);
  return unreachable.map(({ path, linkedFrom }) => {
    const route = routes.find((candidate) => canonicalPath(candidate.path) === path);
    const source = route === undefined ? "" : ` (${pageSourceFile(route)})`;
    return linkedFrom.length === 0
      ? `${path}${source}: no page links to it. Link it from a page visitors reach: for a service, "hub: true" puts its card on its hub`
      : `${path}${source}: linked only from pages no link reaches (${linkedFrom.join(", ")})`;
  });
}

const inboundErrors = checkInboundLinks();
if (inboundErrors.length > 0) {
  console.error(`postbuild: ${String(inboundErrors.length)} page(s) that no link from the home page reaches (scripts/html/inbound-links.ts):`);
  for (const problem of inboundErrors) console.error(`  ${problem}`);
  process.exit(1);
}

const compressStarted = Date.now();
const toCompress = walk(clientDir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES);
const hashedAssetsDir = join(clientDir, HASHED_ASSETS_PREFIX.slice(1));
const { compressed, fromCache } = await precompress(toCompress, {
  cacheDir: PRECOMPRESS_CACHE_DIR,
  // Hashed assets at brotli's best: compressed once, cached for a year. Pages and the search
  // index at 10: a quarter of the time, 2-3% larger, and rewritten by every build (decision 043).
  brotliQuality: (file) => (file.startsWith(hashedAssetsDir) ? BROTLI_BEST : PAGE_BROTLI_QUALITY),
});
console.log(
  `postbuild: precompressed ${String(compressed)} files (brotli and gzip) in ${((Date.now() - compressStarted) / 1000).toFixed(1)} s, ${String(fromCache)} of ${String(toCompress.length)} from the cache (${PRECOMPRESS_CACHE_DIR})`,
);

// The content editor, last: it is not a public page, so none of the checks above reads it, and its
// files (Decap's 5.8 MB bundle, for editors only) are not precompressed (docs/decisions/036).
const adminBackend = backendFromEnv(buildEnv);
const adminBytes = await writeAdmin(join(clientDir, "admin"), adminBackend);
console.log(`postbuild: wrote the content editor into ${join(clientDir, "admin")} (Decap CMS ${String(Math.round(adminBytes / 1024))} KB, backend ${adminBackend.repo})`);

/**
 * The placeholders of a production build (`./placeholders.ts`; README "Before going live"): those
 * of the site facts and the settings, which `scripts/check-placeholders.ts` has already refused
 * before the build unless `ALLOW_PLACEHOLDERS=1`, and every other 555 number the built pages show in
 * a `tel:` link or their JSON-LD (`phoneNumbersIn`), which only the pages can tell.
 */
function placeholdersOfBuild(): Placeholder[] {
  const sources = placeholderSourcesOf(buildEnv);
  const pagesByNumber = new Map<string, string[]>();
  for (const file of walk(clientDir)) {
    if (!file.endsWith(".html")) continue;
    for (const number of phoneNumbersIn(readFileSync(file, "utf8"))) pagesByNumber.set(number, [...(pagesByNumber.get(number) ?? []), pagePath(file)]);
  }
  return [...placeholdersOfSources(sources), ...placeholderPhonesOfPages(pagesByNumber, sources.facts.phone)];
}

// What this build does with a lead, last, so that it is the build's last words: the demo build
// says it delivers nothing; a production build lists its placeholders and fails on them unless
// ALLOW_PLACEHOLDERS=1.
if (resolveDemoMode(buildEnv)) {
  console.log(`postbuild: ${buildKindLine("demo")}`);
} else {
  const placeholders = placeholdersOfBuild();
  const verdict = placeholderVerdict(placeholders, buildEnv);
  const report = verdict.fails ? console.error : placeholders.length > 0 ? console.warn : console.log;
  for (const line of verdict.lines) report(`postbuild: ${line}`);
  console.log(`postbuild: ${buildKindLine("production")}`);
  if (verdict.fails) process.exit(1);
}
