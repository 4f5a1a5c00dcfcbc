/**
 * Writes the content editor's page, `/admin/` (docs/decisions/034 and 036): Decap CMS's bundle,
 * self-hosted (no CDN: the site loads nothing from another host), the editor's own code
 * (`src/admin/cms.ts`, with the configuration of `scripts/cms/config.ts` built in), the preview's
 * stylesheet (`src/admin/preview.css`) and the page (`src/admin/index.html`, `noindex`).
 *
 * The admin is not part of the public site: no route, so not in the sitemap, the route manifest or
 * the prerender list; excluded from the public pages' checks and JavaScript budgets; served with
 * its own content security policy (`deploy/policy.ts`, `ADMIN_PATH`).
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { build } from "esbuild";
import { DEFAULT_SITE_URL } from "../../src/config/defaults";
import { type CmsBackendOptions, cmsConfig } from "./config";

/**
 * Placeholders for the production backend until the firm sets them (README "Editing content",
 * "Before going live"): its GitHub repository and the OAuth client that signs editors in.
 */
export const PLACEHOLDER_REPO = "rrr-reputation/website";
export const PLACEHOLDER_OAUTH_BASE_URL = "https://cms-auth.rrr-reputation.com";

/**
 * The production backend's settings from the environment: `CMS_GITHUB_REPO` (`owner/name`),
 * `CMS_OAUTH_BASE_URL` (the OAuth client's origin) and `VITE_SITE_URL`; placeholders otherwise.
 */
export function backendFromEnv(env: NodeJS.ProcessEnv = process.env): CmsBackendOptions {
  return {
    repo: env.CMS_GITHUB_REPO || PLACEHOLDER_REPO,
    oauthBaseUrl: (env.CMS_OAUTH_BASE_URL || PLACEHOLDER_OAUTH_BASE_URL).replace(/\/+$/, ""),
    siteUrl: (env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, ""),
  };
}

/** The files of Decap's `dist/` the page needs: the bundle, its chunks, its wasm and its licence notice. */
const DECAP_FILE = /^(?:[\w-]+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/;

/**
 * Writes the admin into `outDir` (emptied first).
 * @param outDir - e.g. `build/client/admin` (a build) or `.cms/admin` (`npm run cms`).
 * @param backend - the production backend (`backendFromEnv()`).
 * @returns the number of bytes of Decap's files copied, for the build's log.
 */
export async function writeAdmin(outDir: string, backend: CmsBackendOptions): Promise<number> {
  rmSync(outDir, { recursive: true, force: true });
  const decapDir = join(outDir, "decap");
  mkdirSync(decapDir, { recursive: true });
  const dist = join(dirname(createRequire(import.meta.url).resolve("decap-cms/package.json")), "dist");
  let bytes = 0;
  for (const name of readdirSync(dist).filter((file) => DECAP_FILE.test(file))) {
    copyFileSync(join(dist, name), join(decapDir, name));
    bytes += statSync(join(dist, name)).size;
  }
  copyFileSync(join("src", "admin", "index.html"), join(outDir, "index.html"));
  // Decap starts on its own unless told to wait; a file, not an inline script, so the admin's
  // policy needs no hash.
  writeFileSync(join(outDir, "init.js"), "window.CMS_MANUAL_INIT = true;\n");
  await build({
    entryPoints: [join("src", "admin", "cms.ts")],
    outfile: join(outDir, "cms.js"),
    bundle: true,
    format: "iife",
    target: "es2020",
    minify: true,
    logLevel: "warning",
    define: { __CMS_CONFIG__: JSON.stringify(cmsConfig(backend)) },
  });
  await build({
    entryPoints: [join("src", "admin", "preview.css")],
    outfile: join(outDir, "preview.css"),
    bundle: true,
    minify: true,
    logLevel: "warning",
    // The article body's class stays `.prose` (a CSS module's names are hashed by the site's build).
    loader: { ".module.css": "css", ".woff2": "file" },
    assetNames: "[name]-[hash]",
  });
  return bytes;
}
