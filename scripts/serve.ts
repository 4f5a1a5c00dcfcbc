/**
 * Serves the static build as a production host would (README "Quick start"), with `sirv`:
 * - `/path/` serves `path/index.html`; `/path` answers 301 to `/path/` (the canonical form);
 * - an unknown path answers HTTP 404 with `404.html` (docs/product-decisions.md, decision 7), and
 *   so do the not-found page's own file names;
 * - the `.br`/`.gz` files made by `scripts/postbuild.ts` are sent when the browser accepts them;
 * - hashed assets are cached for a year (`immutable`), the rest is revalidated;
 * - every response carries the security headers of `deploy/policy.ts`, with the content security
 *   policy allowing the build's inline scripts by hash, and the reCAPTCHA challenge's sources
 *   when the build carries it, as nginx does (`npm run serve:nginx`).
 *
 * Environment: `PORT` (default 4173), `BUILD_DIR` (default `build`), `HOST` (default 127.0.0.1).
 */
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import { extname, join } from "node:path";
import sirv from "sirv";
import { ADMIN_PATH, HASHED_ASSETS_PREFIX, IMMUTABLE_CACHE, REVALIDATE_CACHE, adminHeaders, securityHeaders } from "../deploy/policy";
import { PREVIEW_PORT } from "../src/config/defaults";
import { filesNamingRecaptcha } from "./build-env";
import { inlineScripts, scriptHash } from "./html/inline-scripts";

const port = Number(process.env.PORT ?? PREVIEW_PORT);
const host = process.env.HOST ?? "127.0.0.1";
const publicDir = join(process.env.BUILD_DIR ?? "build", "client");

/** Hashes of the inline scripts of every page in the build, for the content security policy. */
function buildScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  const visit = (path: string) => {
    if (statSync(path).isDirectory()) readdirSync(path).forEach((name) => visit(join(path, name)));
    else if (path.endsWith(".html")) inlineScripts(readFileSync(path, "utf8")).forEach((script) => hashes.add(scriptHash(script)));
  };
  visit(dir);
  return [...hashes];
}

const SCRIPT_HASHES = buildScriptHashes(publicDir);
const POLICY_OPTIONS = { recaptcha: filesNamingRecaptcha(publicDir).some((file) => file.endsWith(".js")) };
const COMMON_HEADERS = Object.fromEntries(securityHeaders(SCRIPT_HASHES, POLICY_OPTIONS));
/** The content editor's headers: its own policy, and noindex (deploy/policy.ts, `adminHeaders`). */
const ADMIN_HEADERS = Object.fromEntries(adminHeaders(SCRIPT_HASHES, POLICY_OPTIONS));

const assets = sirv(publicDir, {
  dev: false,
  etag: true,
  gzip: true,
  brotli: true,
  dotfiles: false,
  setHeaders(response, pathname) {
    for (const [name, value] of Object.entries(pathname.startsWith(ADMIN_PATH) ? ADMIN_HEADERS : COMMON_HEADERS)) response.setHeader(name, value);
    response.setHeader(
      "Cache-Control",
      pathname.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
    );
  },
});

/** Sends 404.html with status 404, precompressed when the browser accepts it. */
function notFound(request: IncomingMessage, response: ServerResponse): void {
  const file = join(publicDir, "404.html");
  const accepts = request.headers["accept-encoding"] ?? "";
  const encoded = [
    { encoding: "br", path: `${file}.br` },
    { encoding: "gzip", path: `${file}.gz` },
  ].find((variant) => accepts.includes(variant.encoding) && existsSync(variant.path));
  response.writeHead(404, {
    ...COMMON_HEADERS,
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": REVALIDATE_CACHE,
    Vary: "Accept-Encoding",
    ...(encoded ? { "Content-Encoding": encoded.encoding } : {}),
  });
  createReadStream(encoded?.path ?? file).pipe(response);
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    notFound(request, response);
    return;
  }
  if (/^\/404(\.html|\/)?$/.test(pathname)) {
    notFound(request, response);
    return;
  }
  if (!pathname.endsWith("/") && extname(pathname) === "") {
    const index = join(publicDir, pathname, "index.html");
    if (existsSync(index) && statSync(index).isFile()) {
      response.writeHead(301, { ...COMMON_HEADERS, Location: `${url.pathname}/${url.search}` });
      response.end();
      return;
    }
  }
  assets(request, response, () => {
    notFound(request, response);
  });
});

server.listen(port, host, () => {
  console.log(`Serving ${publicDir} on http://localhost:${port}/ (Ctrl+C to stop)`);
});
