/**
 * Serves the static build as a production host would (README "See it"), with `sirv`, giving the
 * status and `Location` nginx gives for every request (docs/decisions/058; the rules are in
 * `deploy/policy.ts`, applied in nginx's order by `answerFor` in `deploy/request.ts`):
 * - the target is normalised first (percent-decoded, `//` merged, dot segments removed); a `..`
 *   above the web root answers 400, so nothing outside the root is ever looked at;
 * - methods other than GET and HEAD answer 405 with `Allow: GET, HEAD`;
 * - `/path/` serves `path/index.html`; `/path` and `/path/index.html` answer 301 to `/path/`, a
 *   single-slash site path;
 * - an unknown path answers HTTP 404 with `404.html` (docs/product-decisions.md, decision 7), and
 *   so do the hidden files (`_headers`, `_redirects`, `404.html` itself, the SPA fallback);
 * - the `.br`/`.gz` files made by `scripts/postbuild.ts` are sent when the browser accepts them;
 * - hashed assets are cached for a year (`immutable`) when they are found, everything else
 *   (answers under `/assets/` that are not a file included) is revalidated;
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
import { type IncomingMessage, STATUS_CODES, type ServerResponse, createServer } from "node:http";
import type { Duplex } from "node:stream";
import { join } from "node:path";
import sirv from "sirv";
import { ADMIN_PATH, ALLOW_HEADER, HASHED_ASSETS_PREFIX, IMMUTABLE_CACHE, NOT_FOUND_PAGE, PLAIN_TEXT_TYPE, REVALIDATE_CACHE, adminHeaders, securityHeaders } from "../deploy/policy";
import { answerFor, fileLookup, normaliseTarget } from "../deploy/request";
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

/**
 * Sends the files `answerFor` names. `sirv` indexes the build once at start (`dev: false`) and
 * serves only what it indexed; it is handed the exact file, so its own fallbacks (`extensions`,
 * `path/index`) never apply. It sends the `.br`/`.gz` copy the browser accepts, ETags and 304s.
 */
const assets = sirv(publicDir, {
  dev: false,
  etag: true,
  gzip: true,
  brotli: true,
  dotfiles: false,
  extensions: [],
});

const lookup = fileLookup(publicDir);

/**
 * Sends one file of the build with its headers: the editor's under `/admin/`, the public ones
 * elsewhere; `immutable` for a hashed asset, revalidation for the rest. The headers are set
 * before `sirv` runs, so its 304 answers carry them too.
 * @param file the site path of a file of the build (`answerFor`'s 200).
 */
function sendFile(request: IncomingMessage, response: ServerResponse, file: string): void {
  for (const [name, value] of Object.entries(file.startsWith(ADMIN_PATH) ? ADMIN_HEADERS : COMMON_HEADERS)) response.setHeader(name, value);
  response.setHeader("Cache-Control", file.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
  // sirv names a .txt file text/plain without a charset; nginx adds it (`PLAIN_TEXT_TYPE`).
  if (file.endsWith(".txt")) response.setHeader("Content-Type", PLAIN_TEXT_TYPE);
  // sirv reads the URL back with decodeURI: only "%" needs escaping for that (a name with "?" or
  // "#" would be cut short there, and answers 404; no build has one).
  request.url = file.replace(/%/g, "%25");
  assets(request, response, () => {
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    notFound(request, response);
  });
}

/** Sends 404.html with status 404, precompressed when the browser accepts it. */
function notFound(request: IncomingMessage, response: ServerResponse): void {
  const file = join(publicDir, NOT_FOUND_PAGE);
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

/** Sends an answer without a file (301, 400, 405): the public headers, revalidated, and `extra`. */
function sendBare(response: ServerResponse, status: number, extra: Record<string, string>, text = ""): void {
  response.writeHead(status, {
    ...COMMON_HEADERS,
    "Cache-Control": REVALIDATE_CACHE,
    ...(text ? { "Content-Type": PLAIN_TEXT_TYPE } : {}),
    ...extra,
  });
  response.end(text);
}

const server = createServer((request, response) => {
  const answer = answerFor(request.method ?? "", request.url ?? "", lookup);
  switch (answer.status) {
    case 200:
      sendFile(request, response, answer.file);
      return;
    case 301:
      sendBare(response, 301, { Location: answer.location });
      return;
    case 404:
      notFound(request, response);
      return;
    case 405:
      // RFC 9110 §15.5.6: a 405 names the methods the resource allows.
      sendBare(response, 405, { Allow: ALLOW_HEADER }, "Method Not Allowed\n");
      return;
    case 400:
      sendBare(response, 400, {}, "Bad Request\n");
      return;
  }
});

/**
 * The status nginx gives a request that Node's own parser refuses before `answerFor` sees it, or
 * that Node hands to `connect` rather than to the request handler: a method token of capitals,
 * "_" and "-" is a method to nginx, known or not (RFC 9110 §9.1: methods are extensible), so it
 * answers 405 when the target reads as a path, 400 otherwise; anything else malformed is 400.
 * Node's own 431 (headers too large) and 408 (request timeout) are kept.
 * @param code the parser's error code (`HPE_…`), `undefined` for a CONNECT request.
 * @param requestLine the first line of the request as received, when known.
 */
function refusedStatus(code: string | undefined, requestLine: string): number {
  if (code === "HPE_HEADER_OVERFLOW") return 431;
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  const parts = /^([A-Z_-]+) (\S+)(?: HTTP\/\d\.\d)?$/.exec(requestLine);
  if ((code === undefined || code === "HPE_INVALID_METHOD") && parts && normaliseTarget(parts[2] ?? "") !== undefined) return 405;
  return 400;
}

/** Answers on a raw socket, with the public headers, revalidated (and `Allow` on a 405), then closes it. */
function refuse(socket: Duplex, status: number): void {
  const headers: [string, string][] = [
    ...Object.entries(COMMON_HEADERS),
    ["Cache-Control", REVALIDATE_CACHE],
    ...(status === 405 ? [["Allow", ALLOW_HEADER] as [string, string]] : []),
    ["Content-Length", "0"],
    ["Connection", "close"],
  ];
  socket.end(`HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? ""}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n`);
}

server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  refuse(socket, refusedStatus(error.code, error.rawPacket?.toString("latin1").split("\r\n")[0] ?? ""));
});

server.on("connect", (request: IncomingMessage, socket: Duplex) => {
  refuse(socket, refusedStatus(undefined, `${request.method ?? ""} ${request.url ?? ""}`));
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
