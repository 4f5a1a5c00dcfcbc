/**
 * Lighthouse CI on every page of the route manifest (issue 2 point 9): mobile preset (Lighthouse's
 * default), one run per URL, against the production-mode build (`npm run build:production`;
 * PRODUCT.md decision 10). Budgets live in `lighthouserc.json`; the URLs come from the manifest,
 * with the trailing slash the static server expects (TOOLCHAIN.md "Browsers").
 *
 * The not-found page is not audited: Lighthouse refuses a document that answers 404
 * ("ERRORED_DOCUMENT_REQUEST"), and the not-found page must answer 404. Playwright's axe scan
 * covers it instead.
 */
import { spawnSync } from "node:child_process";
import { canonicalPath, pageRoutes } from "../src/routes/manifest";

const origin = "http://localhost:4175";
const urls = pageRoutes.map((route) => `${origin}${canonicalPath(route.path)}`);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

console.log(`lighthouse: auditing ${urls.length} URLs with ${chromePath}`);
const result = spawnSync(
  "npx",
  ["lhci", "autorun", "--config=lighthouserc.json", `--collect.chromePath=${chromePath}`, ...urls.map((url) => `--collect.url=${url}`)],
  { stdio: "inherit", env: { ...process.env, CHROME_PATH: chromePath } },
);
process.exit(result.status ?? 1);
