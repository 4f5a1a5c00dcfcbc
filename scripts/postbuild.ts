/**
 * Finishes the static output after `react-router build` (docs/toolchain.md "React Router 7
 * framework mode"): the not-found page prerendered at /404 becomes `404.html`, which hosts answer
 * with HTTP 404 for unknown paths; the SPA fallback is removed because every route is prerendered
 * and an unknown path must not answer 200. Text files are then precompressed (`.br`, `.gz`), so
 * any static server can send them compressed without compressing on each request.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { renderHeadersFile, renderNginxServer, renderRedirectsFile } from "../deploy/render";
import { notFoundRoute, pageRoutes } from "../src/routes/manifest";
import { canonicalPath } from "../src/routes/paths";
import { deferHydration } from "./html/defer-hydration";
import { MAX_INLINE_SCRIPT_HASHES, assertInlineScriptBudget, inlineScripts, scriptHash } from "./html/inline-scripts";
import { compileHydrationLoader } from "./html/loader/compile";
import { readModuleGraph } from "./html/module-graph";

const buildDir = process.env.BUILD_DIR ?? "build";
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
/** Smaller files gain nothing from compression. */
const MIN_BYTES = 1024;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * Rewrites every page's scripts (`deferHydration`, docs/decisions/011), hashes the inline scripts
 * left and writes the delivery configuration of this build (deploy/policy.ts), whose CSP allows
 * these scripts only.
 * @throws Error when a page has an unknown shape, the site has more distinct inline scripts than
 *   `MAX_INLINE_SCRIPT_HASHES`, or a `_headers` line passes Cloudflare Pages' limit.
 */
async function rewritePagesAndPolicy(): Promise<void> {
  const moduleGraph = await readModuleGraph(clientDir);
  const loader = await compileHydrationLoader();
  const scriptHashes = new Set<string>();
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
    pages += 1;
  }
  assertInlineScriptBudget(scriptHashes);
  console.log(
    `postbuild: hydration after first paint on ${String(pages)} pages; ${String(scriptHashes.size)} distinct inline scripts (limit ${String(MAX_INLINE_SCRIPT_HASHES)})`,
  );

  const hashes = [...scriptHashes];
  const nginxDir = join(buildDir, "nginx");
  mkdirSync(nginxDir, { recursive: true });
  writeFileSync(join(nginxDir, "site.conf"), renderNginxServer(hashes));
  writeFileSync(join(clientDir, "_headers"), renderHeadersFile(hashes));
  writeFileSync(join(clientDir, "_redirects"), renderRedirectsFile(pageRoutes.map((route) => canonicalPath(route.path))));
  console.log(`postbuild: wrote ${join(nginxDir, "site.conf")}, _headers and _redirects`);
}

try {
  await rewritePagesAndPolicy();
} catch (error) {
  console.error(`postbuild: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let compressed = 0;
for (const file of walk(clientDir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  compressed += 1;
}
console.log(`postbuild: precompressed ${compressed} files (brotli and gzip)`);
