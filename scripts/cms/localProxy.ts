/**
 * The guard in front of decap-server (`npm run cms`, scripts/cms/localBackend.ts): an HTTP server
 * on the port Decap's editor calls (`local_backend`: `http://localhost:8081/api/v1`) that forwards
 * to decap-server on another loopback port only what `decideLocalRequest` (scripts/cms/localGuard.ts)
 * allows and whose paths lead to no symbolic link.
 *
 * What reaches decap-server is the body the guard decided on, serialised again as UTF-8 JSON: no
 * other charset, no compressed body (Express's JSON parser would decode both), so the guard and
 * decap-server cannot read one request two ways. The guard answers CORS itself for the editor's
 * origins (the preflight, and `Access-Control-Allow-Origin` on answers), so both of them work
 * whatever decap-server's own `ORIGIN` says.
 */
import { lstat, realpath } from "node:fs/promises";
import { type IncomingMessage, type Server, type ServerResponse, createServer, request as httpRequest } from "node:http";
import { dirname, join } from "node:path";
import { type LocalBackendPolicy, type LocalDecision, decideEnvelope, decideLocalRequest } from "./localGuard";

/** decap-server's own body limit (`express.json({ limit: '50mb' })`, src/middlewares/common). */
export const BODY_LIMIT_BYTES = 50 * 1024 * 1024;

/** A JSON body in UTF-8, as Decap's proxy backend sends it (`application/json; charset=utf-8`). */
const JSON_UTF8 = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;

/** Where the guard listens and forwards. */
export interface LocalProxyOptions {
  /** The loopback address to listen on (`127.0.0.1`). */
  readonly host: string;
  /** The port to listen on (8081; 0 for any free port, in tests). */
  readonly port: number;
  /** decap-server's address: `{ host: "127.0.0.1", port: 8082 }`. */
  readonly upstream: { readonly host: string; readonly port: number };
  /** From `localBackendPolicy`. */
  readonly policy: LocalBackendPolicy;
  /** The repository decap-server writes in (its `GIT_REPO_DIRECTORY`): paths are relative to it. */
  readonly repoRoot: string;
  /** Told of each refused request (the launcher prints it); nothing by default. */
  readonly onRefuse?: (summary: string) => void;
}

/**
 * Whether `path` (relative, plain: `pathProblem` found nothing) reaches through a symbolic link
 * below `repoRoot`: its longest existing part resolves (`realpath`) elsewhere than where it is
 * written. A file not written yet counts by its existing folders. decap-server follows links but
 * only keeps the result inside the repository, so a link in a content folder to `.git/config`
 * would pass it.
 * @returns true when a link (or an unreadable part) is on the way: the request is refused.
 */
export async function reachesThroughLink(repoRoot: string, path: string): Promise<boolean> {
  const root = await realpath(repoRoot);
  let existing = join(root, path);
  for (;;) {
    try {
      await lstat(existing);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") return true;
      existing = dirname(existing);
    }
  }
  try {
    return (await realpath(existing)) !== existing;
  } catch {
    return true;
  }
}

/** The CORS headers for an origin the guard accepted. */
const corsHeaders = (origin: string): Record<string, string> => ({ "Access-Control-Allow-Origin": origin, Vary: "Origin" });

/** Answers a refusal as decap-server answers errors (`{ error }`), readable by the editor when its origin passed. */
function sendRefusal(response: ServerResponse, status: number, reason: string, origin: string | undefined): void {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...(origin === undefined ? {} : corsHeaders(origin)) });
  response.end(JSON.stringify({ error: `cms guard: ${reason}` }));
}

/** Reads a body up to `BODY_LIMIT_BYTES`; `undefined` when it is longer. */
async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Sends `body` to decap-server and copies its status, type and body back. */
function forward(options: LocalProxyOptions, body: unknown, origin: string, response: ServerResponse): void {
  const payload = Buffer.from(JSON.stringify(body), "utf8");
  const upstream = httpRequest(
    {
      host: options.upstream.host,
      port: options.upstream.port,
      method: "POST",
      path: "/api/v1",
      headers: { "Content-Type": "application/json; charset=utf-8", "Content-Length": String(payload.length), Origin: origin },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, {
        "Content-Type": answer.headers["content-type"] ?? "application/json; charset=utf-8",
        ...corsHeaders(origin),
      });
      answer.pipe(response);
    },
  );
  upstream.on("error", (error) => {
    if (!response.headersSent) sendRefusal(response, 502, `decap-server did not answer (${error.message})`, origin);
    else response.destroy();
  });
  upstream.end(payload);
}

/** Handles one request: the envelope, the body, the paths, then forwards or refuses. */
async function handle(options: LocalProxyOptions, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const origin = request.headers.origin;
  const base = { method: request.method ?? "", pathname: new URL(request.url ?? "/", "http://guard.invalid").pathname, origin, host: request.headers.host };
  const refused = (decision: Extract<LocalDecision, { allowed: false }>, acceptedOrigin: string | undefined): void => {
    options.onRefuse?.(`${base.method} ${base.pathname} from ${origin ?? "(no origin)"}: ${decision.reason}`);
    sendRefusal(response, decision.status, decision.reason, acceptedOrigin);
  };

  const envelope = decideEnvelope(base, options.policy);
  if (!envelope.allowed) {
    request.resume();
    refused(envelope, undefined);
    return;
  }
  // The envelope passed, so the origin is one of the editor's.
  const editorOrigin = origin as string;
  if (base.method === "OPTIONS") {
    response.writeHead(204, { ...corsHeaders(editorOrigin), "Access-Control-Allow-Methods": "POST", "Access-Control-Allow-Headers": "Content-Type", "Access-Control-Max-Age": "600" });
    response.end();
    return;
  }
  const encoding = request.headers["content-encoding"];
  if (!JSON_UTF8.test(request.headers["content-type"] ?? "") || (encoding !== undefined && encoding !== "identity")) {
    request.resume();
    refused({ allowed: false, status: 403, reason: "the body is not uncompressed UTF-8 JSON" }, editorOrigin);
    return;
  }
  const raw = await readBody(request);
  if (raw === undefined) {
    refused({ allowed: false, status: 403, reason: `the body is longer than ${String(BODY_LIMIT_BYTES)} bytes` }, editorOrigin);
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString("utf8"));
  } catch {
    refused({ allowed: false, status: 403, reason: "the body is not JSON" }, editorOrigin);
    return;
  }
  const decision = decideLocalRequest({ ...base, body }, options.policy);
  if (!decision.allowed) {
    refused(decision, editorOrigin);
    return;
  }
  for (const path of decision.paths) {
    if (await reachesThroughLink(options.repoRoot, path)) {
      refused({ allowed: false, status: 403, reason: `${path} reaches through a symbolic link` }, editorOrigin);
      return;
    }
  }
  forward(options, body, editorOrigin, response);
}

/**
 * Starts the guard.
 * @returns the listening server (its `address()` gives the port when `options.port` is 0).
 * @throws the listen error (`EADDRINUSE` when port 8081 is taken: another `npm run cms`).
 */
export async function startLocalProxy(options: LocalProxyOptions): Promise<Server> {
  const server = createServer((request, response) => {
    handle(options, request, response).catch((error: unknown) => {
      if (!response.headersSent) sendRefusal(response, 500, error instanceof Error ? error.message : String(error), undefined);
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return server;
}
