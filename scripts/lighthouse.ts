/**
 * Lighthouse CI on every page of the route manifest (issue 2 point 9, issue 6 point 4): mobile
 * preset (Lighthouse's default: simulated slow 4G and a 4x slower CPU), against the
 * production-mode build served by nginx with the generated configuration (`npm run serve:nginx`,
 * so compression, caching and the content security policy are the deployed ones). The URLs come
 * from the manifest, in their canonical (trailing-slash) form. `lighthouserc.json` holds the
 * collection settings; the budgets are here, the same on every page (issue 6 point 4):
 *
 * - performance >= 0.98, LCP <= 1.5 s, TBT <= 50 ms, CLS <= 0.01, as the median of the runs;
 * - accessibility, best practices and SEO = 1, and no console error, in every run.
 *
 * Runs: the key pages (home, contact, the Learning Center, the blog, one post, one service page)
 * get 3 runs each, as issue 6 asks. Every other page gets one run (about 15 s each on this
 * machine; 3 runs of all 48 pages would take half an hour); a page that misses a budget in its one
 * run gets `RECHECK_RUNS` more and is judged on the median of the 5. Total Blocking Time is the
 * noisy figure: Lighthouse multiplies every main-thread task by 4, so a 2-core machine's hiccup of
 * 15 ms becomes 60 ms, and about one run in 20 goes over 50 ms on pages whose median is 0-10 ms
 * (docs/decisions/009). A page whose typical run is over budget still fails, since its median is
 * over budget too; a single noisy run does not fail CI.
 *
 * The not-found page is not audited: Lighthouse refuses a document that answers 404
 * ("ERRORED_DOCUMENT_REQUEST"), and the not-found page must answer 404. Playwright's axe scan
 * covers it instead.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { canonicalPath, pageRoutes } from "../src/routes/manifest";

const origin = "http://localhost:4175";
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Issue 6's key pages: home, contact, the Learning Center, the blog, one post, one service page. */
const firstOf = (file: string) => pageRoutes.find((route) => route.file === file)?.path;
const keyPaths = new Set(
  ["/", "/contact", "/learning", "/learning/blog", firstOf("routes/blog-post.tsx"), firstOf("routes/service.tsx")].map((path) => {
    if (path === undefined) throw new Error("lighthouse: a key page is missing from the manifest");
    return canonicalPath(path);
  }),
);
const allPaths = pageRoutes.map((route) => canonicalPath(route.path));
const urls = (paths: Iterable<string>) => [...paths].map((path) => `--collect.url=${origin}${path}`);

/** The budgets, on every page (module comment). */
const assertions = {
  "categories:performance": ["error", { minScore: 0.98, aggregationMethod: "median-run" }],
  "largest-contentful-paint": ["error", { maxNumericValue: 1500, aggregationMethod: "median" }],
  "total-blocking-time": ["error", { maxNumericValue: 50, aggregationMethod: "median" }],
  "cumulative-layout-shift": ["error", { maxNumericValue: 0.01, aggregationMethod: "median" }],
  "categories:accessibility": ["error", { minScore: 1, aggregationMethod: "pessimistic" }],
  "categories:best-practices": ["error", { minScore: 1, aggregationMethod: "pessimistic" }],
  "categories:seo": ["error", { minScore: 1, aggregationMethod: "pessimistic" }],
  "errors-in-console": ["error", { maxLength: 0, aggregationMethod: "pessimistic" }],
};
const assertConfigPath = ".lighthouseci/assert.json";
const resultsPath = ".lighthouseci/assertion-results.json";
/** More runs for a page that missed a budget in its one run: it is then judged on 1 + 4 runs. */
const RECHECK_RUNS = 4;

/** Runs `lhci` with the given arguments. @returns its exit status. */
function lhci(args: string[], config = "lighthouserc.json"): number {
  const result = spawnSync("npx", ["lhci", ...args, `--config=${config}`], {
    stdio: "inherit",
    env: { ...process.env, CHROME_PATH: chromePath },
  });
  return result.status ?? 1;
}

/** The audited URLs that failed an assertion in the last `lhci assert`. */
function failedUrls(): string[] {
  if (!existsSync(resultsPath)) return [];
  const results = JSON.parse(readFileSync(resultsPath, "utf8")) as { url: string; passed: boolean; level: string }[];
  return [...new Set(results.filter((result) => !result.passed && result.level === "error").map((result) => result.url))];
}

const collect = (runs: number, paths: string[], additive: boolean) =>
  lhci(["collect", ...(additive ? ["--additive"] : []), `--collect.chromePath=${chromePath}`, `--collect.numberOfRuns=${String(runs)}`, ...urls(paths)]);

console.log(`lighthouse: ${String(keyPaths.size)} key pages x 3 runs, ${String(allPaths.length - keyPaths.size)} pages x 1 run, with ${chromePath}`);
const otherPaths = allPaths.filter((path) => !keyPaths.has(path));
if (collect(3, [...keyPaths], false) !== 0 || collect(1, otherPaths, true) !== 0) process.exit(1);
mkdirSync(".lighthouseci", { recursive: true });
writeFileSync(assertConfigPath, JSON.stringify({ ci: { assert: { assertions } } }, null, 2));
let status = lhci(["assert"], assertConfigPath);
if (status !== 0) {
  const recheck = failedUrls()
    .map((url) => url.slice(origin.length))
    .filter((path) => otherPaths.includes(path));
  const keyFailed = failedUrls().some((url) => keyPaths.has(url.slice(origin.length)));
  if (recheck.length > 0 && !keyFailed) {
    console.log(
      `lighthouse: ${String(recheck.length)} page(s) missed a budget in their one run; ${String(RECHECK_RUNS)} more runs each, judged on the median: ${recheck.join(", ")}`,
    );
    if (collect(RECHECK_RUNS, recheck, true) !== 0) process.exit(1);
    status = lhci(["assert"], assertConfigPath);
  }
}
if (lhci(["upload"]) !== 0 || status !== 0) process.exit(status || 1);
