/**
 * Serves the static build as a production host would (README "See it"), with `sirv`:
 * - `/path/` serves `path/index.html`; `/path` answers 301 to `/path/` (the canonical form);
 * - an unknown path answers HTTP 404 with `404.html` (docs/product-decisions.md, decision 7), and
 *   so do the not-found page's own file names;
 * - the `.br`/`.gz` files made by `scripts/postbuild.ts` are sent when the browser accepts them;
 * - hashed assets are cached for a year (`immutable`), the rest is revalidated;
 * - every response carries the security headers of `deploy/policy.ts`, with the content security
 *   policy allowing the build's inline scripts by hash, and the reCAPTCHA challenge's sources
 *   when the build carries it, as nginx does (`npm run serve:nginx`).
 *
 * The banner names the address and, on the next line, whether this is the demo build (the contact
 * form answers from a stand-in and delivers nothing) or a production build, read from the build
 * itself (`buildKindOf`). A port already in use, or a missing build, ends the server with one line
 * that says what to do (exit 1), not a stack trace.
 *
 * Environment: `PORT` (default 4173), `BUILD_DIR` (default `build`), `HOST` (default 127.0.0.1).
 */
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import { extname, join } from "node:path";
import sirv from "sirv";
import { ADMIN_PATH, HASHED_ASSETS_PREFIX, IMMUTABLE_CACHE, REVALIDATE_CACHE, adminHeaders, securityHeaders } from "../deploy/policy";
import { PREVIEW_PORT } from "../src/config/defaults";
import { buildKindLine, buildKindOf, filesNamingRecaptcha } from "./build-env";
import { inlineScripts, scriptHash } from "./html/inline-scripts";

const port = Number(process.env.PORT ?? PREVIEW_PORT);
const host = process.env.HOST ?? "127.0.0.1";
const publicDir = join(process.env.BUILD_DIR ?? "build", "client");

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve: PORT=${process.env.PORT ?? ""} is not a port; choose one from 1024 to 65535, e.g. PORT=${String(PREVIEW_PORT + 1)}`);
  process.exit(1);
}
if (!existsSync(join(publicDir, "404.html"))) {
  console.error(`serve: ${publicDir} holds no build; run npm run build first (or set BUILD_DIR to the folder of another build)`);
  process.exit(1);
}

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

/**
 * What to do when the server cannot listen: the address in use (another `npm start`, `npm run
 * serve` or program holds the port) names the port and how to choose another; any other error
 * (a port below 1024 without the right, a host not on this machine) is shown with its code.
 */
server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") {
    console.error(
      `serve: port ${String(port)} on ${host} is already in use (another npm start or npm run serve?); stop that server, or choose another port: PORT=${String(port + 1)} npm run serve (or PORT=${String(port + 1)} npm start)`,
    );
  } else {
    console.error(`serve: cannot listen on ${host}:${String(port)}: ${error.code ?? ""} ${error.message}`);
  }
  process.exit(1);
});

server.listen(port, host, () => {
  console.log(`Serving ${publicDir} on http://localhost:${String(port)}/ (Ctrl+C to stop)`);
  console.log(buildKindLine(buildKindOf(publicDir)));
});
