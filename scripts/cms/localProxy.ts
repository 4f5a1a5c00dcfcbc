/**
 * The guard in front of decap-server (`npm run cms`, scripts/cms/localBackend.ts): an HTTP server
 * on the port Decap's editor calls (`local_backend`: `http://localhost:8081/api/v1`) that forwards
 * to decap-server only what `decideLocalRequest` (scripts/cms/localGuard.ts) allows and whose
 * paths lead to no symbolic link (`fileProblem`). decap-server runs in the same process and
 * answers on a private Unix domain socket with a secret only the guard holds
 * (scripts/cms/decapServer.ts; docs/decisions/055): the guard is the only way in.
 *
 * What reaches decap-server is the body the guard decided on, serialised again as UTF-8 JSON: no
 * other charset, no compressed body (Express's JSON parser would decode both), so the guard and
 * decap-server cannot read one request two ways. What comes back is read whole: the files of a
 * folder listing (`entriesByFolder`, `getMedia`) that are not regular files directly in the
 * folder (a symbolic link, say) are left out of it, and the terminal says so. The guard answers
 * CORS itself for the editor's origins (the preflight, and `Access-Control-Allow-Origin` on
 * answers), so both of them work whatever decap-server's own CORS middleware says.
 */
import type { Stats } from "node:fs";
import { lstat, realpath } from "node:fs/promises";
import { type IncomingMessage, type Server, type ServerResponse, createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { SECRET_HEADER } from "./decapServer";
import { type FolderListing, type LocalBackendPolicy, type LocalDecision, decideEnvelope, decideLocalRequest, fitsListing, guardHosts } from "./localGuard";

/** decap-server's own body limit (`express.json({ limit: '50mb' })`, src/middlewares/common). */
export const BODY_LIMIT_BYTES = 50 * 1024 * 1024;

/** A JSON body in UTF-8, as Decap's proxy backend sends it (`application/json; charset=utf-8`). */
const JSON_UTF8 = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;

/** Where the guard listens and forwards. */
export interface LocalProxyOptions {
  /** The loopback address to listen on (`127.0.0.1`). */
  readonly host: string;
  /** The port to listen on (8081; 0 for any free port, in tests). The guard answers only requests whose `Host` names it (`guardHosts` of the port it listens on). */
  readonly port: number;
  /** decap-server, as `startDecapServer` (scripts/cms/decapServer.ts) started it: its socket and the run's secret. */
  readonly upstream: { readonly socketPath: string; readonly secret: string };
  /** From `localBackendPolicy`. */
  readonly policy: LocalBackendPolicy;
  /** The repository decap-server writes in (its `GIT_REPO_DIRECTORY`): paths are relative to it. */
  readonly repoRoot: string;
  /** Told of each refused request and of each file left out of a listing (the launcher prints it); nothing by default. */
  readonly onRefuse?: (summary: string) => void;
}

/** What `fileProblem` expects at the end of a path. */
export type FileKind = "file" | "folder";

/**
 * Why `path` (relative, plain: `pathProblem` found nothing) cannot be used as it stands in the
 * repository, or `undefined` when it can. Each existing part below the repository's real path
 * (`realpath`) is checked with `lstat`, which does not follow links:
 * - a symbolic link anywhere on the way (the file itself, a content folder, the media folder) is a
 *   problem. decap-server follows links and only keeps the result inside the repository
 *   (node_modules/decap-server/src/middlewares/utils/path.ts `resolveExistingRepoPath`), so a link
 *   in a content folder to `.git/config` would pass it, for reading, writing and deleting alike;
 * - every part but the last must be a folder, and the last a regular file (`kind` `file`) or a
 *   folder (`folder`): no device, socket or pipe;
 * - a path that does not exist yet is fine (a new post, a first upload) unless `mustExist`: its
 *   existing folders are checked as above.
 * So the real path of an accepted path is the repository's real path joined with it, inside the
 * folder the decision checked (scripts/cms/localGuard.ts).
 * @returns the reason, e.g. `src/content/blog/linked.md is a symbolic link`; an unreadable part is
 *   a problem too.
 */
export async function fileProblem(repoRoot: string, path: string, kind: FileKind, mustExist = false): Promise<string | undefined> {
  const root = await realpath(repoRoot);
  const segments = path.split("/");
  for (let index = 0; index < segments.length; index += 1) {
    const part = segments.slice(0, index + 1).join("/");
    let stats: Stats;
    try {
      stats = await lstat(join(root, ...segments.slice(0, index + 1)));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT") return mustExist ? `${path} does not exist` : undefined;
      return `${part} cannot be checked (${code ?? String(error)})`;
    }
    if (stats.isSymbolicLink()) return `${part} is a symbolic link`;
    const last = index === segments.length - 1;
    if (!last || kind === "folder") {
      if (!stats.isDirectory()) return `${part} is not a folder`;
    } else if (!stats.isFile()) return `${part} is not a regular file`;
  }
  return undefined;
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

/** decap-server's answer, read whole. */
interface UpstreamAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: Buffer;
}

/** Sends `body` to decap-server over its socket, with the run's secret, and reads the answer. */
function askDecapServer(options: LocalProxyOptions, body: unknown): Promise<UpstreamAnswer> {
  const payload = Buffer.from(JSON.stringify(body), "utf8");
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(
      {
        socketPath: options.upstream.socketPath,
        method: "POST",
        path: "/api/v1",
        headers: { "Content-Type": "application/json; charset=utf-8", "Content-Length": String(payload.length), [SECRET_HEADER]: options.upstream.secret },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("error", reject);
        answer.on("end", () => {
          resolve({ status: answer.statusCode ?? 502, contentType: answer.headers["content-type"] ?? "application/json; charset=utf-8", body: Buffer.concat(chunks) });
        });
      },
    );
    upstream.on("error", reject);
    upstream.end(payload);
  });
}

/** The repository path of one item of a listing's answer: `file.path` (entries) or `path` (media). */
function listedPath(item: unknown, kind: FolderListing["kind"]): unknown {
  if (typeof item !== "object" || item === null) return undefined;
  if (kind === "media") return "path" in item ? item.path : undefined;
  return "file" in item && typeof item.file === "object" && item.file !== null && "path" in item.file ? item.file.path : undefined;
}

/**
 * decap-server's answer to a folder listing without the files the guard would refuse by name: a
 * path outside the folder or of another extension (`fitsListing`), a symbolic link, anything but
 * a regular file (`fileProblem`). decap-server lists links as files (node_modules/decap-server/src/
 * middlewares/utils/fs.ts `listFiles`, `Dirent.isDirectory()` is false for a link) and reads them.
 * @returns the answer to send, and one line per file left out.
 */
async function filterListing(repoRoot: string, listing: FolderListing, answer: UpstreamAnswer): Promise<{ body: Buffer; left: string[] }> {
  if (answer.status !== 200) return { body: answer.body, left: [] };
  const parsed: unknown = JSON.parse(answer.body.toString("utf8"));
  if (!Array.isArray(parsed)) return { body: answer.body, left: [] };
  const kept: unknown[] = [];
  const left: string[] = [];
  for (const item of parsed as readonly unknown[]) {
    const path = listedPath(item, listing.kind);
    const problem =
      typeof path !== "string"
        ? "an item without a path"
        : !fitsListing(path, listing)
          ? `${path} is not a file of ${listing.folder}`
          : await fileProblem(repoRoot, path, "file", true);
    if (problem === undefined) kept.push(item);
    else left.push(problem);
  }
  return { body: Buffer.from(JSON.stringify(kept), "utf8"), left };
}

/** Handles one request: the envelope, the body, the paths, then forwards or refuses. */
async function handle(options: LocalProxyOptions, hosts: readonly string[], request: IncomingMessage, response: ServerResponse): Promise<void> {
  const origin = request.headers.origin;
  const base = { method: request.method ?? "", pathname: new URL(request.url ?? "/", "http://guard.invalid").pathname, origin, host: request.headers.host };
  const describe = `${base.method} ${base.pathname} from ${origin ?? "(no origin)"}`;
  const refused = (decision: Extract<LocalDecision, { allowed: false }>, acceptedOrigin: string | undefined): void => {
    options.onRefuse?.(`${describe}: ${decision.reason}`);
    sendRefusal(response, decision.status, decision.reason, acceptedOrigin);
  };

  const envelope = decideEnvelope(base, options.policy, hosts);
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
  const decision = decideLocalRequest({ ...base, body }, options.policy, hosts);
  if (!decision.allowed) {
    refused(decision, editorOrigin);
    return;
  }
  const checks: { path: string; kind: FileKind }[] = decision.paths.map((path) => ({ path, kind: "file" }));
  if (decision.listing !== undefined) checks.push({ path: decision.listing.folder, kind: "folder" });
  for (const { path, kind } of checks) {
    const problem = await fileProblem(options.repoRoot, path, kind);
    if (problem !== undefined) {
      refused({ allowed: false, status: 403, reason: problem }, editorOrigin);
      return;
    }
  }

  let answer: UpstreamAnswer;
  try {
    answer = await askDecapServer(options, body);
  } catch (error) {
    if (!response.headersSent) sendRefusal(response, 502, `decap-server did not answer (${error instanceof Error ? error.message : String(error)})`, editorOrigin);
    return;
  }
  let answerBody = answer.body;
  if (decision.listing !== undefined) {
    const filtered = await filterListing(options.repoRoot, decision.listing, answer);
    for (const reason of filtered.left) options.onRefuse?.(`${describe}: left out of the listing of ${decision.listing.folder}: ${reason}`);
    answerBody = filtered.body;
  }
  response.writeHead(answer.status, { "Content-Type": answer.contentType, ...corsHeaders(editorOrigin) });
  response.end(answerBody);
}

/**
 * Starts the guard.
 * @returns the listening server (its `address()` gives the port when `options.port` is 0).
 * @throws the listen error (`EADDRINUSE` when port 8081 is taken: another `npm run cms`).
 */
export async function startLocalProxy(options: LocalProxyOptions): Promise<Server> {
  // The accepted `Host` values follow the port the guard listens on, known once it listens.
  let hosts: readonly string[] = [];
  const server = createServer((request, response) => {
    handle(options, hosts, request, response).catch((error: unknown) => {
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
  hosts = guardHosts((server.address() as AddressInfo).port);
  return server;
}
