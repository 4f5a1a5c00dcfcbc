/**
 * The guard as a server (scripts/cms/localProxy.ts), started on a free loopback port in front of
 * a stand-in for decap-server on a Unix domain socket, as scripts/cms/decapServer.ts serves the
 * real one, that records what reaches it: a foreign origin or host gets 403 and nothing reaches
 * decap-server; the editor's request is forwarded as the JSON the guard decided on, with the
 * run's secret, and the answer comes back readable by the editor (CORS); a path through a
 * symbolic link is refused, and a listing loses the files that are not regular files of the folder.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { type IncomingHttpHeaders, type Server, createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { http, passthrough } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailServer } from "../fixtures/node";
import { SECRET_HEADER } from "../scripts/cms/decapServer";
import { localBackendPolicy } from "../scripts/cms/localGuard";
import { startLocalProxy } from "../scripts/cms/localProxy";

const EDITOR = "http://localhost:5173";
const policy = localBackendPolicy(
  { media_folder: "public/images/uploads", collections: [{ name: "posts", folder: "src/content/blog", extension: "md" }] },
  [EDITOR, "http://127.0.0.1:5173"],
);

/** What reached the stand-in decap-server. */
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const SECRET = "the-run-s-secret";
let upstream: Server;
let guard: Server;
let guardPort = 0;
let repoRoot = "";
let socketFolder = "";
/** What the guard reported (the launcher prints each line after `cms guard: refused`). */
const reported: string[] = [];

/** The stand-in's answer to a listing: a regular entry, a link, a file of another folder, and an item without a path. */
const BLOG_LISTING = [
  { data: "---\ntitle: A\n---\n", file: { path: "src/content/blog/a-post.md", id: "a" } },
  { data: "[core]\n", file: { path: "src/content/blog/linked.md", id: "b" } },
  { data: "x", file: { path: "src/content/guides/elsewhere.md", id: "c" } },
  { data: "y" },
];

const portOf = (server: Server): number => (server.address() as AddressInfo).port;

/** An answer of the guard: status, headers and body. */
interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** Sends a request to the guard with exactly these headers (node:http, as a browser or curl would); `Host` is the guard's unless given. */
function send(method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port: guardPort, method, path: "/api/v1", headers: { Host: `localhost:${String(guardPort)}`, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    request.on("error", reject);
    request.end(body);
  });
}

const post = (body: unknown, origin = EDITOR, headers: Record<string, string> = {}) =>
  send("POST", { Origin: origin, "Content-Type": "application/json; charset=utf-8", ...headers }, typeof body === "string" ? body : JSON.stringify(body));

beforeAll(async () => {
  repoRoot = mkdtempSync(join(tmpdir(), "cms-guard-"));
  mkdirSync(join(repoRoot, "src", "content", "blog"), { recursive: true });
  mkdirSync(join(repoRoot, ".git"));
  writeFileSync(join(repoRoot, ".git", "config"), "[core]\n");
  // A link in the content folder to the git configuration: inside the repository, so decap-server's own check passes it.
  symlinkSync(join(repoRoot, ".git", "config"), join(repoRoot, "src", "content", "blog", "linked.md"));
  writeFileSync(join(repoRoot, "src", "content", "blog", "a-post.md"), "---\ntitle: A\n---\n");
  mkdirSync(join(repoRoot, "src", "content", "blog", "folder.md"));
  mkdirSync(join(repoRoot, "public", "images"), { recursive: true });
  symlinkSync(join(repoRoot, ".git"), join(repoRoot, "public", "images", "uploads"));

  upstream = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      received.push({ headers: request.headers, body });
      const listing = (JSON.parse(body) as { action?: unknown }).action === "entriesByFolder";
      response.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Access-Control-Allow-Origin": "*" });
      response.end(JSON.stringify(listing ? BLOG_LISTING : { repo: "site", publish_modes: ["simple"], type: "local_fs" }));
    });
  });
  socketFolder = mkdtempSync(join(tmpdir(), "cms-guard-socket-"));
  const socketPath = join(socketFolder, "decap-server.sock");
  await new Promise<void>((resolve) => upstream.listen(socketPath, resolve));
  guard = await startLocalProxy({
    host: "127.0.0.1",
    port: 0,
    upstream: { socketPath, secret: SECRET },
    policy,
    repoRoot,
    onRefuse: (summary) => reported.push(summary),
  });
  guardPort = portOf(guard);
});

// The two servers are real local servers: the unit tests' mock network lets them through (the
// socket's requests have no port: `http://localhost/api/v1`).
beforeEach(() => {
  emailServer.use(http.all(/^http:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?\//, () => passthrough()));
  received.length = 0;
  reported.length = 0;
});

afterAll(async () => {
  guard.closeAllConnections();
  await new Promise((resolve) => guard.close(resolve));
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(repoRoot, { recursive: true, force: true });
  rmSync(socketFolder, { recursive: true, force: true });
});

describe("the guard in front of decap-server", () => {
  it("listens on the loopback address it was given", () => {
    expect((guard.address() as AddressInfo).address).toBe("127.0.0.1");
  });

  it("answers 403 to a foreign origin, and nothing reaches decap-server", async () => {
    const answer = await post({ action: "info" }, "https://attacker.example");
    expect(answer.status).toBe(403);
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    expect((await send("OPTIONS", { Origin: "https://attacker.example", "Access-Control-Request-Method": "POST" })).status).toBe(403);
    expect((await send("POST", { "Content-Type": "application/json" }, JSON.stringify({ action: "info" }))).status).toBe(403);
    expect(received).toEqual([]);
  });

  it("answers 403 to a request addressed to another host, even from the editor's origin (DNS rebinding), and nothing reaches decap-server", async () => {
    const getGitConfig = { action: "getEntry", params: { branch: "main", path: ".git/config" } };
    for (const host of ["evil.example", `evil.example:${String(guardPort)}`, "localhost", `localhost:${String(guardPort + 1)}`]) {
      const answer = await post(getGitConfig, EDITOR, { Host: host });
      expect(answer.status, host).toBe(403);
      expect(JSON.parse(answer.body), host).toEqual({ error: expect.stringMatching(/^cms guard: host .* is not the guard's address/) as unknown });
      const info = await post({ action: "info" }, EDITOR, { Host: host });
      expect(info.status, host).toBe(403);
    }
    // As the defect's reproduction sent it: no Origin, a foreign Host.
    expect((await send("POST", { Host: "evil.example", "Content-Type": "application/json" }, JSON.stringify(getGitConfig))).status).toBe(403);
    expect((await send("OPTIONS", { Host: "evil.example", Origin: EDITOR, "Access-Control-Request-Method": "POST" })).status).toBe(403);
    expect(received).toEqual([]);
  });

  it("answers the editor's preflight itself", async () => {
    const answer = await send("OPTIONS", { Origin: EDITOR, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" });
    expect(answer.status).toBe(204);
    expect(answer.headers["access-control-allow-origin"]).toBe(EDITOR);
    expect(answer.headers["access-control-allow-headers"]).toMatch(/content-type/i);
    expect(received).toEqual([]);
  });

  it("forwards the editor's request and returns decap-server's answer, readable by the editor", async () => {
    const body = { action: "getEntry", params: { branch: "main", path: "src/content/blog/a-post.md" } };
    const answer = await post(body);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ repo: "site", publish_modes: ["simple"], type: "local_fs" });
    expect(answer.headers["access-control-allow-origin"]).toBe(EDITOR);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]?.body ?? "")).toEqual(body);
    expect(received[0]?.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(received[0]?.headers[SECRET_HEADER]).toBe(SECRET);
    // Under its other name too.
    expect((await post(body, "http://127.0.0.1:5173", { Host: `127.0.0.1:${String(guardPort)}` })).status).toBe(200);
  });

  it("refuses the editor's request for a path outside the folders, with a reason the editor can read", async () => {
    const answer = await post({ action: "persistEntry", params: { branch: "main", dataFiles: [{ slug: "x", path: ".git/config", raw: "[core]" }], assets: [], options: {} } });
    expect(answer.status).toBe(403);
    expect(answer.headers["access-control-allow-origin"]).toBe(EDITOR);
    expect(JSON.parse(answer.body)).toMatchObject({ error: expect.stringContaining(".git/config") as unknown });
    expect(received).toEqual([]);
  });

  it("refuses a path that reaches through a symbolic link, in a content folder or as the media folder, and says why", async () => {
    const linked = await post({ action: "getEntry", params: { path: "src/content/blog/linked.md" } });
    expect(linked.status).toBe(403);
    expect(JSON.parse(linked.body)).toEqual({ error: "cms guard: src/content/blog/linked.md is a symbolic link" });
    expect((await post({ action: "deleteFile", params: { path: "src/content/blog/linked.md" } })).status).toBe(403);
    expect((await post({ action: "persistMedia", params: { asset: { path: "public/images/uploads/config", content: "eA==", encoding: "base64" } } })).status).toBe(403);
    const upload = await post({ action: "persistMedia", params: { asset: { path: "public/images/uploads/new.png", content: "eA==", encoding: "base64" } } });
    expect(upload.status).toBe(403);
    expect(JSON.parse(upload.body)).toEqual({ error: "cms guard: public/images/uploads is a symbolic link" });
    expect((await post({ action: "getMedia", params: { mediaFolder: "public/images/uploads" } })).status).toBe(403);
    expect(received).toEqual([]);
    expect(reported).toContain(`POST /api/v1 from ${EDITOR}: src/content/blog/linked.md is a symbolic link`);
  });

  it("refuses a folder where a file belongs", async () => {
    const answer = await post({ action: "getEntry", params: { path: "src/content/blog/folder.md" } });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({ error: "cms guard: src/content/blog/folder.md is not a regular file" });
    expect(received).toEqual([]);
  });

  it("leaves out of a folder listing what is not a regular file of the folder, and reports each", async () => {
    const answer = await post({ action: "entriesByFolder", params: { branch: "main", folder: "src/content/blog", extension: "md", depth: 1 } });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual([BLOG_LISTING[0]]);
    expect(answer.body).not.toContain("[core]");
    expect(reported).toEqual([
      `POST /api/v1 from ${EDITOR}: left out of the listing of src/content/blog: src/content/blog/linked.md is a symbolic link`,
      `POST /api/v1 from ${EDITOR}: left out of the listing of src/content/blog: src/content/guides/elsewhere.md is not a file of src/content/blog`,
      `POST /api/v1 from ${EDITOR}: left out of the listing of src/content/blog: an item without a path`,
    ]);
  });

  it("refuses a body decap-server could read another way: another charset, compressed, not JSON", async () => {
    const body = JSON.stringify({ action: "info" });
    expect((await post(body, EDITOR, { "Content-Type": "application/json; charset=utf-16le" })).status).toBe(403);
    expect((await post(body, EDITOR, { "Content-Encoding": "gzip" })).status).toBe(403);
    expect((await post(body, EDITOR, { "Content-Type": "text/plain" })).status).toBe(403);
    expect((await post("{not json", EDITOR)).status).toBe(403);
    expect(received).toEqual([]);
  });
});
