/**
 * The guard as a server (scripts/cms/localProxy.ts), started on a free loopback port in front of
 * a stand-in for decap-server that records what reaches it: a foreign origin gets 403 and nothing
 * reaches decap-server; the editor's request is forwarded as the JSON the guard decided on and
 * the answer comes back readable by the editor (CORS); a path through a symbolic link is refused.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { type IncomingHttpHeaders, type Server, createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { http, passthrough } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailServer } from "../fixtures/node";
import { localBackendPolicy } from "../scripts/cms/localGuard";
import { startLocalProxy } from "../scripts/cms/localProxy";

const EDITOR = "http://localhost:5173";
const policy = localBackendPolicy(
  { media_folder: "public/images/uploads", collections: [{ name: "posts", folder: "src/content/blog", extension: "md" }] },
  [EDITOR, "http://127.0.0.1:5173"],
);

/** What reached the stand-in decap-server. */
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let upstream: Server;
let guard: Server;
let guardPort = 0;
let repoRoot = "";

const portOf = (server: Server): number => (server.address() as AddressInfo).port;

/** An answer of the guard: status, headers and body. */
interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** Sends a request to the guard with exactly these headers (node:http, as a browser or curl would). */
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
  mkdirSync(join(repoRoot, "public", "images"), { recursive: true });
  symlinkSync(join(repoRoot, ".git"), join(repoRoot, "public", "images", "uploads"));

  upstream = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Access-Control-Allow-Origin": "*" });
      response.end(JSON.stringify({ repo: "site", publish_modes: ["simple"], type: "local_fs" }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  guard = await startLocalProxy({ host: "127.0.0.1", port: 0, upstream: { host: "127.0.0.1", port: portOf(upstream) }, policy, repoRoot });
  guardPort = portOf(guard);
});

// The two servers are real local servers: the unit tests' mock network lets them through.
beforeEach(() => {
  emailServer.use(http.all(/^http:\/\/(?:127\.0\.0\.1|localhost):\d+\//, () => passthrough()));
  received.length = 0;
});

afterAll(async () => {
  await new Promise((resolve) => guard.close(resolve));
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(repoRoot, { recursive: true, force: true });
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
  });

  it("refuses the editor's request for a path outside the folders, with a reason the editor can read", async () => {
    const answer = await post({ action: "persistEntry", params: { branch: "main", dataFiles: [{ slug: "x", path: ".git/config", raw: "[core]" }], assets: [], options: {} } });
    expect(answer.status).toBe(403);
    expect(answer.headers["access-control-allow-origin"]).toBe(EDITOR);
    expect(JSON.parse(answer.body)).toMatchObject({ error: expect.stringContaining(".git/config") as unknown });
    expect(received).toEqual([]);
  });

  it("refuses a path that reaches through a symbolic link, in a content folder or as the media folder", async () => {
    expect((await post({ action: "getEntry", params: { path: "src/content/blog/linked.md" } })).status).toBe(403);
    expect((await post({ action: "persistMedia", params: { asset: { path: "public/images/uploads/config", content: "eA==", encoding: "base64" } } })).status).toBe(403);
    expect((await post({ action: "persistMedia", params: { asset: { path: "public/images/uploads/new.png", content: "eA==", encoding: "base64" } } })).status).toBe(403);
    expect(received).toEqual([]);
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
