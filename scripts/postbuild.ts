/**
 * Finishes the static output after `react-router build` (docs/toolchain.md "React Router 7
 * framework mode"): the not-found page prerendered at /404 becomes `404.html`, which hosts answer
 * with HTTP 404 for unknown paths; the SPA fallback is removed because every route is prerendered
 * and an unknown path must not answer 200. Every page's title and description are checked
 * (`./html/snippets.ts`; the build fails on one too long, missing or shared). Text files are then
 * precompressed (`.br`, `.gz`), so any static server can send them compressed without compressing
 * on each request. A production build warns when its pages show a placeholder phone number
 * (README "Before going live"). The content security policy allows the optional reCAPTCHA
 * challenge only in a build made with `VITE_EMAILJS_RECAPTCHA_SITE_KEY`, and the build fails when
 * its code disagrees with the setting (docs/toolchain.md "reCAPTCHA v2").
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { loadEnv } from "vite";
import { renderHeadersFile, renderNginxServer, renderRedirectsFile } from "../deploy/render";
import { notFoundRoute, pageRoutes } from "../src/site/manifest";
import { canonicalPath } from "../src/site/paths";
import { filesNamingRecaptcha, resolveDemoMode, resolveRecaptchaSiteKey } from "./build-env";
import { PLACEHOLDER_OAUTH_BASE_URL, PLACEHOLDER_REPO, backendFromEnv, writeAdmin } from "./cms/admin";
import { deferHydration } from "./html/defer-hydration";
import { MAX_INLINE_SCRIPT_HASHES, assertInlineScriptBudget, inlineScripts, scriptHash } from "./html/inline-scripts";
import { compileHydrationLoader } from "./html/loader/compile";
import { readModuleGraph } from "./html/module-graph";
import { referrerMetaProblems } from "./html/referrer-meta";
import { isPlaceholderPhone, phoneNumbersIn } from "./placeholders";
import { DESCRIPTION_MAX, TITLE_MAX, readSnippet, snippetProblems } from "./html/snippets";

const buildDir = process.env.BUILD_DIR ?? "build";
/** The variables of this build, read as `vite.config.ts` reads them. */
const buildEnv = { ...loadEnv("production", process.cwd(), "VITE_"), ...process.env };
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

/** Extensions worth compressing: text formats (fonts are already compressed woff2). */
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest|data)$/;
/**
 * Smaller files gain too little from compression to be worth a second copy. From this size up,
 * text halves or better under brotli (an 800-byte module chunk becomes about 400 bytes), which
 * counts on pages that load twenty of them (scripts/js-budget.ts).
 */
const MIN_BYTES = 256;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * Rewrites every page's scripts (`deferHydration`, docs/decisions/011), hashes the inline scripts
 * left and writes the delivery configuration of this build (deploy/policy.ts), whose CSP allows
 * these scripts only. Every page, the not-found page included, must also carry the referrer policy
 * in its `<head>`, before anything that could fetch (`referrerMetaProblems`), so that a host
 * without the header still sends no `Referer`.
 * @throws Error when a page has an unknown shape or lacks the referrer meta, the site has more
 *   distinct inline scripts than `MAX_INLINE_SCRIPT_HASHES`, or a `_headers` line passes
 *   Cloudflare Pages' limit.
 */
async function rewritePagesAndPolicy(): Promise<void> {
  const moduleGraph = await readModuleGraph(clientDir);
  const loader = await compileHydrationLoader();
  const scriptHashes = new Set<string>();
  const referrerProblems: string[] = [];
  let pages = 0;
  for (const file of walk(clientDir)) {
    if (!file.endsWith(".html")) continue;
    let html: string;
    try {
      html = deferHydration(readFileSync(file, "utf8"), moduleGraph, loader);
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    writeFileSync(file, html);
    for (const script of inlineScripts(html)) scriptHashes.add(scriptHash(script));
    referrerProblems.push(...referrerMetaProblems(html).map((problem) => `${file}: ${problem}`));
    pages += 1;
  }
  if (referrerProblems.length > 0) {
    throw new Error(`the referrer policy is missing from or weakened on these pages (src/root.tsx, deploy/policy.ts REFERRER_POLICY):\n  ${referrerProblems.join("\n  ")}`);
  }
  assertInlineScriptBudget(scriptHashes);
  console.log(
    `postbuild: hydration after first paint on ${String(pages)} pages; ${String(scriptHashes.size)} distinct inline scripts (limit ${String(MAX_INLINE_SCRIPT_HASHES)}); ${String(pages)} pages carry the referrer meta`,
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
 * Checks the title and the description of every prerendered page but the not-found page
 * (`404.html`, which is noindex) against `./html/snippets.ts`: each present, within
 * `TITLE_MAX` and `DESCRIPTION_MAX` characters, and used by no other page.
 * @returns the problems, one line each; empty when every page passes.
 */
function checkSnippets(): string[] {
  const pages = walk(clientDir)
    .filter((file) => file.endsWith(".html") && file !== join(clientDir, "404.html"))
    .map((file) => ({ path: pagePath(file), ...readSnippet(readFileSync(file, "utf8")) }));
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

let compressed = 0;
for (const file of walk(clientDir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = gzipSync(content, { level: 9 });
  // A copy is kept only when it is smaller than the file itself.
  if (brotli.length >= content.length || gzip.length >= content.length) continue;
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzip);
  compressed += 1;
}
console.log(`postbuild: precompressed ${compressed} files (brotli and gzip)`);

/**
 * Warns, without failing, for each placeholder phone number the built pages show
 * (docs/product-decisions.md, decision 12; README "Before going live"): CI builds production with
 * the placeholder number, so this must not fail the build. The numbers are read from the pages
 * (`tel:` links and JSON-LD), where the footer and the Organization record show `site.phone` on
 * every page; `src/config/site.ts` itself reads `import.meta.env`, which only Vite provides.
 */
function warnOfPlaceholderPhones(): void {
  const pagesByNumber = new Map<string, number>();
  for (const file of walk(clientDir)) {
    if (!file.endsWith(".html")) continue;
    for (const number of phoneNumbersIn(readFileSync(file, "utf8"))) {
      if (isPlaceholderPhone(number)) pagesByNumber.set(number, (pagesByNumber.get(number) ?? 0) + 1);
    }
  }
  for (const [number, pages] of pagesByNumber) {
    console.warn(
      `postbuild: warning: the phone number ${number} on ${String(pages)} pages is a placeholder (a 555 number); replace "phone" in src/content/data/site.yml before launch (README "Before going live")`,
    );
  }
}

// A production build is one with the EmailJS settings, decided as vite.config.ts decides it; the
// demo build is not for launch, so it does not warn.
if (!resolveDemoMode(buildEnv)) warnOfPlaceholderPhones();

// The content editor, last: it is not a public page, so none of the checks above reads it, and its
// files (Decap's 5.8 MB bundle, for editors only) are not precompressed (docs/decisions/036).
const adminBackend = backendFromEnv(buildEnv);
const adminBytes = await writeAdmin(join(clientDir, "admin"), adminBackend);
console.log(`postbuild: wrote the content editor into ${join(clientDir, "admin")} (Decap CMS ${String(Math.round(adminBytes / 1024))} KB, backend ${adminBackend.repo})`);
if (!resolveDemoMode(buildEnv) && (adminBackend.repo === PLACEHOLDER_REPO || adminBackend.oauthBaseUrl === PLACEHOLDER_OAUTH_BASE_URL)) {
  console.warn('postbuild: warning: the content editor saves to a placeholder repository or OAuth client; set CMS_GITHUB_REPO and CMS_OAUTH_BASE_URL before launch (README "Editing content")');
}
