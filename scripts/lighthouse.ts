/**
 * Lighthouse CI on every page of the route manifest (issue 2 point 9, issue 6 point 4): mobile
 * preset (Lighthouse's default), against the production-mode build served by nginx with the
 * generated configuration (`npm run serve:nginx`, so compression, caching and the content
 * security policy are the deployed ones). The key pages get the median of 3 runs, the others one
 * run each (about 15 s a run on this machine). Budgets live in `lighthouserc.json`: performance
 * >= 0.98, LCP <= 1.5 s, TBT <= 50 ms, CLS <= 0.01, accessibility, best practices and SEO = 1, no
 * console error. The URLs come from the manifest, in their canonical (trailing-slash) form.
 *
 * The not-found page is not audited: Lighthouse refuses a document that answers 404
 * ("ERRORED_DOCUMENT_REQUEST"), and the not-found page must answer 404. Playwright's axe scan
 * covers it instead.
 */
import { spawnSync } from "node:child_process";
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

function lhci(args: string[]): void {
  const result = spawnSync("npx", ["lhci", ...args, "--config=lighthouserc.json"], {
    stdio: "inherit",
    env: { ...process.env, CHROME_PATH: chromePath },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

console.log(`lighthouse: ${String(keyPaths.size)} key pages x 3 runs, ${String(allPaths.length - keyPaths.size)} pages x 1 run, with ${chromePath}`);
lhci(["collect", `--collect.chromePath=${chromePath}`, "--collect.numberOfRuns=3", ...urls(keyPaths)]);
lhci(["collect", "--additive", `--collect.chromePath=${chromePath}`, ...urls(allPaths.filter((path) => !keyPaths.has(path)))]);
lhci(["assert"]);
lhci(["upload"]);
