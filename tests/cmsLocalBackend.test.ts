/**
 * The editor's backend as `npm run cms` assembles it (scripts/cms/localBackend.ts,
 * docs/decisions/055): the real decap-server, mounted in this process (scripts/cms/decapServer.ts),
 * behind the real guard (scripts/cms/localProxy.ts), over a repository in a temporary folder that
 * holds symbolic links to its git configuration and to a file outside it. Through the guard the
 * editor reads, lists, writes and deletes its content; a link is neither read nor listed; a
 * request addressed to another host is refused; and decap-server has no TCP port: the guard's is
 * the only one the backend opens, and decap-server's socket answers nobody without the guard's secret.
 */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { type Server, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { http, passthrough } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailServer } from "../fixtures/node";
import { type DecapServer, SECRET_HEADER, startDecapServer } from "../scripts/cms/decapServer";
import { EDITOR_ORIGINS } from "../scripts/cms/localBackend";
import { localBackendPolicy } from "../scripts/cms/localGuard";
import { startLocalProxy } from "../scripts/cms/localProxy";

const EDITOR = EDITOR_ORIGINS[0];
const GIT_CONFIG = "[core]\n\trepositoryformatversion = 0\n\tsecret-marker = git-config-was-read\n";
const OUTSIDE = "outside-file-was-read\n";
const POST = "---\ntitle: A post\n---\nThe body.\n";
const FIGURE = Buffer.from("89504e470d0a1a0a", "hex");

const policy = localBackendPolicy(
  {
    media_folder: "public/images/uploads",
    collections: [
      { name: "posts", folder: "src/content/blog", extension: "md" },
      { name: "site", files: [{ file: "src/content/data/site.yml" }, { file: "src/content/data/faq.yml" }] },
    ],
  },
  EDITOR_ORIGINS,
);

let scratch = "";
let repoRoot = "";
let decap: DecapServer;
let guard: Server;
let guardPort = 0;
/** The TCP sockets this process listened on before the backend started (`listeningTcpInodes`). */
let listenersBefore = new Set<string>();
const reported: string[] = [];

/** An answer: status and body. */
interface Answer {
  readonly status: number;
  readonly body: string;
}

/** Sends `body` as JSON to the guard (or, with `socketPath`, to decap-server's socket) with these headers. */
function send(body: unknown, headers: Record<string, string>, socketPath?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const target = socketPath === undefined ? { host: "127.0.0.1", port: guardPort } : { socketPath };
    const request = httpRequest({ ...target, method: "POST", path: "/api/v1", headers: { "Content-Type": "application/json; charset=utf-8", ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    request.on("error", reject);
    request.end(payload);
  });
}

/** A request from the editor's page to the guard, addressed as the browser addresses it. */
const fromEditor = (body: unknown) => send(body, { Origin: EDITOR, Host: `localhost:${String(guardPort)}` });

/**
 * The inodes of the TCP sockets this process listens on: the `socket:[inode]` links of
 * `/proc/self/fd` that `/proc/net/tcp` and `tcp6` list in state `0A` (LISTEN), with their
 * `address:port` (hexadecimal). Linux only.
 */
function listeningTcpSockets(): Map<string, string> {
  const own = new Set(
    readdirSync("/proc/self/fd").flatMap((fd) => {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(join("/proc/self/fd", fd)));
        return match?.[1] === undefined ? [] : [match[1]];
      } catch {
        return [];
      }
    }),
  );
  const listening = new Map<string, string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      const inode = fields[9];
      if (fields[3] === "0A" && inode !== undefined && own.has(inode)) listening.set(inode, fields[1] ?? "");
    }
  }
  return listening;
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "cms-backend-"));
  repoRoot = join(scratch, "site");
  const blog = join(repoRoot, "src", "content", "blog");
  const data = join(repoRoot, "src", "content", "data");
  const uploads = join(repoRoot, "public", "images", "uploads");
  for (const folder of [blog, data, uploads, join(repoRoot, ".git")]) mkdirSync(folder, { recursive: true });
  writeFileSync(join(repoRoot, ".git", "config"), GIT_CONFIG);
  writeFileSync(join(scratch, "outside.md"), OUTSIDE);
  writeFileSync(join(blog, "a-post.md"), POST);
  writeFileSync(join(data, "faq.yml"), "categories: []\n");
  writeFileSync(join(uploads, "figure.png"), FIGURE);
  // Links as a commit could bring them: to the git configuration (inside the repository, so
  // decap-server's own check passes it) and to a file outside the repository.
  symlinkSync(join("..", "..", "..", ".git", "config"), join(blog, "linked.md"));
  symlinkSync(join(scratch, "outside.md"), join(blog, "outside.md"));
  symlinkSync(join("..", "..", "..", ".git", "config"), join(data, "site.yml"));
  symlinkSync(join("..", "..", "..", ".git", "config"), join(uploads, "linked.png"));

  listenersBefore = process.platform === "linux" ? new Set(listeningTcpSockets().keys()) : new Set();
  decap = await startDecapServer({ repoRoot, logLevel: "error" });
  guard = await startLocalProxy({ host: "127.0.0.1", port: 0, upstream: decap, policy, repoRoot, onRefuse: (summary) => reported.push(summary) });
  guardPort = (guard.address() as AddressInfo).port;
});

// The guard and decap-server's socket are real local servers: the mock network lets them through.
beforeEach(() => {
  emailServer.use(http.all(/^http:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?\//, () => passthrough()));
  reported.length = 0;
});

afterAll(async () => {
  guard.closeAllConnections();
  await new Promise((resolve) => guard.close(resolve));
  await decap.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe("the editor's backend, through its guard", () => {
  it("answers the editor", async () => {
    const answer = await fromEditor({ action: "info" });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ repo: "site", publish_modes: ["simple"], type: "local_fs" });
  });

  it("refuses a request addressed to another host, as the defect's reproduction sent it and from the editor's origin", async () => {
    const getGitConfig = { action: "getEntry", params: { branch: "main", path: ".git/config" } };
    const reproduction = await send(getGitConfig, { Host: "evil.example" });
    expect(reproduction.status).toBe(403);
    expect(reproduction.body).not.toContain("git-config-was-read");
    const rebound = await send({ action: "getEntry", params: { branch: "main", path: "src/content/blog/a-post.md" } }, { Host: `evil.example:${String(guardPort)}`, Origin: EDITOR });
    expect(rebound.status).toBe(403);
    expect(JSON.parse(rebound.body)).toEqual({ error: expect.stringMatching(/^cms guard: host evil\.example:\d+ is not the guard's address/) as unknown });
    expect(rebound.body).not.toContain("The body.");
  });

  it("lists a content folder without its symbolic links", async () => {
    const answer = await fromEditor({ action: "entriesByFolder", params: { branch: "main", folder: "src/content/blog", extension: "md", depth: 1 } });
    expect(answer.status).toBe(200);
    const entries = JSON.parse(answer.body) as { data: string | null; file: { path: string } }[];
    expect(entries.map((entry) => entry.file.path)).toEqual(["src/content/blog/a-post.md"]);
    expect(entries[0]?.data).toBe(POST);
    expect(answer.body).not.toContain("git-config-was-read");
    expect(answer.body).not.toContain("outside-file-was-read");
    expect(reported).toEqual(
      expect.arrayContaining([expect.stringContaining("src/content/blog/linked.md is a symbolic link"), expect.stringContaining("src/content/blog/outside.md is a symbolic link")]) as unknown,
    );
  });

  it("lists the media folder without its symbolic links", async () => {
    const answer = await fromEditor({ action: "getMedia", params: { branch: "main", mediaFolder: "public/images/uploads" } });
    expect(answer.status).toBe(200);
    const media = JSON.parse(answer.body) as { path: string; content: string }[];
    expect(media.map((file) => file.path)).toEqual(["public/images/uploads/figure.png"]);
    expect(media[0]?.content).toBe(FIGURE.toString("base64"));
    expect(answer.body).not.toContain(Buffer.from(GIT_CONFIG).toString("base64"));
  });

  it("reads no symbolic link by name: an entry, a file of a file collection, an upload", async () => {
    for (const body of [
      { action: "getEntry", params: { branch: "main", path: "src/content/blog/linked.md" } },
      { action: "getEntry", params: { branch: "main", path: "src/content/blog/outside.md" } },
      { action: "entriesByFiles", params: { branch: "main", files: [{ path: "src/content/data/faq.yml" }, { path: "src/content/data/site.yml" }] } },
      { action: "getMediaFile", params: { branch: "main", path: "public/images/uploads/linked.png" } },
    ]) {
      const answer = await fromEditor(body);
      expect(answer.status, JSON.stringify(body)).toBe(403);
      expect(JSON.parse(answer.body), JSON.stringify(body)).toEqual({ error: expect.stringMatching(/^cms guard: .* is a symbolic link$/) as unknown });
      expect(answer.body).not.toContain("git-config-was-read");
      expect(answer.body).not.toContain("outside-file-was-read");
    }
    const files = await fromEditor({ action: "entriesByFiles", params: { branch: "main", files: [{ path: "src/content/data/faq.yml" }] } });
    expect(files.status).toBe(200);
    expect((JSON.parse(files.body) as { data: string }[])[0]?.data).toBe("categories: []\n");
  });

  it("writes, deletes and renames nothing through a symbolic link", async () => {
    const linked = "src/content/blog/linked.md";
    const write = await fromEditor({ action: "persistEntry", params: { branch: "main", dataFiles: [{ slug: "linked", path: linked, raw: "[core]\n\tfsmonitor = evil\n" }], assets: [], options: { commitMessage: "Save", useWorkflow: false, status: "draft" } } });
    expect(write.status).toBe(403);
    expect((await fromEditor({ action: "deleteFile", params: { branch: "main", path: linked, options: { commitMessage: "Save" } } })).status).toBe(403);
    const media = await fromEditor({ action: "persistMedia", params: { branch: "main", asset: { path: "public/images/uploads/linked.png", content: "eA==", encoding: "base64" }, options: { commitMessage: "Save" } } });
    expect(media.status).toBe(403);
    expect(readFileSync(join(repoRoot, ".git", "config"), "utf8")).toBe(GIT_CONFIG);
    expect(lstatSync(join(repoRoot, linked)).isSymbolicLink()).toBe(true);
  });

  it("writes, reads back and deletes a new post and an upload", async () => {
    const path = "src/content/blog/new-post.md";
    const upload = "public/images/uploads/new.png";
    const saved = await fromEditor({
      action: "persistEntry",
      params: { branch: "main", dataFiles: [{ slug: "new-post", path, raw: POST }], assets: [{ path: upload, content: FIGURE.toString("base64"), encoding: "base64" }], options: { commitMessage: "Create post", useWorkflow: false, status: "draft" } },
    });
    expect(saved.status).toBe(200);
    expect(readFileSync(join(repoRoot, path), "utf8")).toBe(POST);
    expect(readFileSync(join(repoRoot, upload))).toEqual(FIGURE);
    const read = await fromEditor({ action: "getEntry", params: { branch: "main", path } });
    expect((JSON.parse(read.body) as { data: string }).data).toBe(POST);
    expect((await fromEditor({ action: "deleteFiles", params: { branch: "main", paths: [path, upload], options: { commitMessage: "Save" } } })).status).toBe(200);
    expect(existsSync(join(repoRoot, path))).toBe(false);
    expect(existsSync(join(repoRoot, upload))).toBe(false);
  });
});

describe("decap-server is reachable only through the guard", () => {
  it.runIf(process.platform === "linux")("the backend listens on one TCP port: the guard's, on 127.0.0.1", () => {
    const opened = [...listeningTcpSockets()].filter(([inode]) => !listenersBefore.has(inode)).map(([, address]) => address);
    expect(opened).toEqual([`0100007F:${guardPort.toString(16).toUpperCase().padStart(4, "0")}`]);
  });

  it("its socket is in a folder only this user can open, and answers nobody without the guard's secret", async () => {
    if (decap.directory !== undefined) expect(lstatSync(decap.directory).mode & 0o777).toBe(0o700);
    const without = await send({ action: "getEntry", params: { branch: "main", path: ".git/config" } }, { Origin: EDITOR }, decap.socketPath);
    expect(without.status).toBe(403);
    expect(without.body).not.toContain("git-config-was-read");
    const wrong = await send({ action: "info" }, { [SECRET_HEADER]: "0".repeat(decap.secret.length) }, decap.socketPath);
    expect(wrong.status).toBe(403);
  });
});
