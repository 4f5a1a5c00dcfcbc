/**
 * `npm start` / `npm run serve` (`scripts/serve.ts`; README "See it"), run as a person runs it,
 * in a child process, on a tiny build of two pages: the banner says whether the build delivers
 * messages (the demo build's `mockServiceWorker.js` present or not), and a port already taken ends
 * it with one line naming the port and how to choose another, not a stack trace.
 *
 * Then how it reads a request target (`deploy/request.ts`; docs/decisions/058): dot segments and
 * repeated slashes collapse before any redirect, a `..` above the web root is refused, and no
 * answer depends on what lies beside the web root.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type HostAnswer, answerFor, fileLookup, normaliseTarget } from "../deploy/request";
import { MOCK_SERVICE_WORKER } from "../scripts/build-env";

const builds = mkdtempSync(join(tmpdir(), "serve-test-"));
const children: ChildProcessWithoutNullStreams[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});
afterAll(() => {
  rmSync(builds, { recursive: true, force: true });
});

/** A build folder as `npm run build` leaves it, reduced to a page and the not-found page. */
function tinyBuild(name: string, kind: "demo" | "production"): string {
  const client = join(builds, name, "client");
  mkdirSync(client, { recursive: true });
  writeFileSync(join(client, "index.html"), "<!DOCTYPE html><title>Home</title><h1>Home</h1>");
  writeFileSync(join(client, "404.html"), "<!DOCTYPE html><title>Not found</title><h1>Not found</h1>");
  if (kind === "demo") writeFileSync(join(client, MOCK_SERVICE_WORKER), "// the demo build's worker\n");
  return join(builds, name);
}

/** A port free a moment ago on 127.0.0.1 (the operating system's choice). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `scripts/serve.ts` with these variables; its output is gathered as it comes. */
function serve(env: Record<string, string>): { child: ChildProcessWithoutNullStreams; output: () => { stdout: string; stderr: string } } {
  // tsx's loader in this Node process, rather than its command, which starts a second one.
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], { env: { ...process.env, HOST: "127.0.0.1", ...env } });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, output: () => ({ stdout, stderr }) };
}

describe("npm run serve", () => {
  it.each([
    ["demo", /^demo build: the contact form answers from a stand-in and delivers nothing; set VITE_EMAILJS_SERVICE_ID/m],
    ["production", /^production build: the contact form sends through EmailJS$/m],
  ] as const)("says under its banner that the %s build is served", async (kind, line) => {
    const port = await freePort();
    const { output } = serve({ PORT: String(port), BUILD_DIR: tinyBuild(kind, kind) });
    await expect.poll(() => output().stdout, { timeout: 20_000 }).toMatch(line);
    expect(output().stdout).toContain(`on http://localhost:${String(port)}/`);
    expect(output().stdout).not.toMatch(kind === "demo" ? /^production build/m : /^demo build/m);
  }, 30_000);

  it("on a port already in use, names the port and how to choose another, and exits 1", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const { child, output } = serve({ PORT: String(port), BUILD_DIR: tinyBuild("busy", "demo") });
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code).toBe(1);
      expect(output().stderr).toContain(`port ${String(port)} on 127.0.0.1 is already in use`);
      expect(output().stderr).toContain(`PORT=${String(port + 1)} npm start`);
      expect(output().stderr).not.toMatch(/\n\s+at /);
      expect(output().stdout).not.toContain("Serving");
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 30_000);

  it("without a build, says to build first, and exits 1", async () => {
    const { child, output } = serve({ PORT: String(await freePort()), BUILD_DIR: join(builds, "none") });
    expect(await new Promise<number | null>((resolve) => child.on("exit", resolve))).toBe(1);
    expect(output().stderr).toMatch(/holds no build; run npm run build first/);
    expect(output().stderr).not.toMatch(/\n\s+at /);
  }, 30_000);
});

describe("reading a request target (deploy/request.ts, normaliseTarget)", () => {
  it.each([
    ["/", "/"],
    ["//", "/"],
    ["/.//contact", "/contact"],
    ["//contact", "/contact"],
    ["///contact//", "/contact/"],
    ["/./contact/", "/contact/"],
    ["/a/../contact/", "/contact/"],
    ["/a/b/../../contact", "/contact"],
    ["/contact/.", "/contact/"],
    ["/contact/..", "/"],
    ["/%2e/contact", "/contact"],
    ["/a/%2E%2E/contact", "/contact"],
    ["/a%2f..%2fcontact", "/contact"],
    ["/%2F%2Fevil.example/", "/evil.example/"],
    ["/dots.../", "/dots.../"],
    ["/caf%C3%A9", "/café"],
    ["/x%25y", "/x%y"],
    ["/q%3F", "/q?"],
    ["/a\\b", "/a\\b"],
    ["http://evil.example/contact", "/contact"],
  ])("reads %s as the path %s", (target, path) => {
    expect(normaliseTarget(target)?.path).toBe(path);
  });

  it("keeps the query as sent, and drops a fragment", () => {
    expect(normaliseTarget("/contact?next=//evil.example#top")).toEqual({ path: "/contact", query: "next=//evil.example" });
    expect(normaliseTarget("/contact#top?x")).toEqual({ path: "/contact", query: "" });
  });

  it.each(["/..", "/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc/passwd", "/a/../../x", "/x%00", "/x%2", "/%zz", "*", "contact", "\\/evil.example", "http://evil..example/"])(
    "refuses %s (400): it climbs above the root, or is not a path",
    (target) => {
      expect(normaliseTarget(target)).toBeUndefined();
    },
  );
});

describe("answers, on a web root with a folder beside it", () => {
  // A build whose web root has a sibling folder holding an index.html, and one whose name starts
  // with the root's (a check by string prefix would take it for the inside).
  const build = join(builds, "outside");
  const root = join(build, "client");
  for (const dir of ["contact", "assets/islands", "about/process"]) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, "index.html"), "<!DOCTYPE html><title>Home</title>");
  writeFileSync(join(root, "404.html"), "<!DOCTYPE html><title>Not found</title><h1>Not found</h1>");
  writeFileSync(join(root, "contact", "index.html"), "<!DOCTYPE html><title>Contact</title>");
  writeFileSync(join(root, "about", "process", "index.html"), "<!DOCTYPE html><title>Process</title>");
  writeFileSync(join(root, "assets", "app-1a2b.js"), "export {};\n");
  for (const file of ["_headers", "_redirects", "__spa-fallback.html"]) writeFileSync(join(root, file), "host file\n");
  const siblings = [join(build, "secret"), join(build, "client-secret")];
  const placeSiblings = (present: boolean) => {
    for (const dir of siblings) {
      if (present) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, "index.html"), "<!DOCTYPE html><title>SECRET</title>");
      } else rmSync(dir, { recursive: true, force: true });
    }
  };
  /** Targets that would reach the siblings if they were joined to the root as sent. */
  const escapes = ["/..%2fsecret", "/..%2fsecret/", "/..%2fsecret/index.html", "/..%2f..%2fsecret", "/%2e%2e/secret", "/a/..%2f..%2fsecret/", "/..%2fclient-secret", "/.%2e/client-secret/"];
  const lookup = fileLookup(root);
  const answers = (targets: readonly string[]) => targets.map((target) => answerFor("GET", target, lookup));

  it("refuses every target that climbs out of the root, whether or not a folder beside it holds an index.html", () => {
    placeSiblings(true);
    const withSiblings = answers(escapes);
    placeSiblings(false);
    expect(answers(escapes)).toEqual(withSiblings);
    expect(withSiblings).toEqual(escapes.map((): HostAnswer => ({ status: 400 })));
  });

  it("never looks outside the root for a path it is given", () => {
    placeSiblings(true);
    expect(lookup("/../secret/index.html")).toBeUndefined();
    expect(lookup("/../client-secret")).toBeUndefined();
    expect(lookup("/contact/index.html")).toBe("file");
    placeSiblings(false);
  });

  it.each([
    ["/.//contact", { status: 301, location: "/contact/" }],
    ["//contact", { status: 301, location: "/contact/" }],
    ["///contact?next=//evil.example", { status: 301, location: "/contact/?next=//evil.example" }],
    ["/./contact/", { status: 200, file: "/contact/index.html" }],
    ["/a/../contact/", { status: 200, file: "/contact/index.html" }],
    ["/contact/index.html", { status: 301, location: "/contact/" }],
    ["//contact/index.html", { status: 301, location: "/contact/" }],
    ["/%2F%2Fevil.example/index.html", { status: 301, location: "/evil.example/" }],
    ["/\\evil.example/index.html", { status: 404 }],
    ["/\\evil.example", { status: 404 }],
    // A backslash is a character of a name on nginx (Linux), not a separator: hidden, not found.
    ["/..%5c..%2fsecret/", { status: 404 }],
    ["/x/index.html", { status: 301, location: "/x/" }],
    ["/about//process", { status: 301, location: "/about/process/" }],
    ["/_headers", { status: 404 }],
    ["/_redirects", { status: 404 }],
    ["/404.html", { status: 404 }],
    ["/__spa-fallback.html", { status: 404 }],
    ["/assets/", { status: 404 }],
    ["/assets/islands", { status: 404 }],
    ["/assets/app-1a2b.js", { status: 200, file: "/assets/app-1a2b.js" }],
    ["/assets/nope.js", { status: 404 }],
  ] as [string, HostAnswer][])("answers GET %s as nginx does", (target, answer) => {
    expect(answerFor("GET", target, lookup)).toEqual(answer);
  });

  it("answers 405 to any method but GET and HEAD, whatever the path, and 400 first to a target it cannot read", () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE"]) {
      for (const target of ["/contact/", "/nope", "/_headers"]) expect(answerFor(method, target, lookup), `${method} ${target}`).toEqual({ status: 405 });
    }
    expect(answerFor("HEAD", "/", lookup)).toEqual({ status: 200, file: "/index.html" });
    expect(answerFor("POST", "/..%2fsecret", lookup)).toEqual({ status: 400 });
  });

  /** Sends one request exactly as written, over a socket (a URL parser would normalise it first). */
  async function rawRequest(port: number, method: string, target: string): Promise<{ status: number; location: string | undefined; allow: string | undefined }> {
    const answer = await new Promise<string>((resolve, reject) => {
      // Written, not ended: the server closes the connection once it has answered (`Connection: close`).
      const socket = connect(port, "127.0.0.1", () => socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
      let text = "";
      socket.setEncoding("latin1");
      socket.on("data", (chunk: string) => (text += chunk));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    const header = (name: string) => new RegExp(`\\r\\n${name}: ([^\\r]*)`, "i").exec(answer)?.[1];
    return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]), location: header("location"), allow: header("allow") };
  }

  it("gives the same answers through npm run serve, with or without an index.html beside the root, and no Location to another host", async () => {
    const port = await freePort();
    const { output } = serve({ PORT: String(port), BUILD_DIR: build });
    await expect.poll(() => output().stdout, { timeout: 20_000 }).toContain("Serving");
    const targets = [...escapes, "/.//contact", "//contact", "/contact", "/contact/index.html", "/\\evil.example/index.html", "/_headers", "/404.html"];
    const all = async () => Promise.all(targets.map((target) => rawRequest(port, "GET", target)));
    placeSiblings(true);
    const withSiblings = await all();
    placeSiblings(false);
    expect(await all()).toEqual(withSiblings);
    expect(withSiblings.slice(0, escapes.length).map(({ status }) => status)).toEqual(escapes.map(() => 400));
    expect(withSiblings.slice(escapes.length)).toEqual([
      { status: 301, location: "/contact/", allow: undefined },
      { status: 301, location: "/contact/", allow: undefined },
      { status: 301, location: "/contact/", allow: undefined },
      { status: 301, location: "/contact/", allow: undefined },
      { status: 404, location: undefined, allow: undefined },
      { status: 404, location: undefined, allow: undefined },
      { status: 404, location: undefined, allow: undefined },
    ]);
    expect(await rawRequest(port, "POST", "/contact/")).toEqual({ status: 405, location: undefined, allow: "GET, HEAD" });
    // A method Node's parser does not know is still a method to nginx: 405 as well.
    expect(await rawRequest(port, "PURGEX", "/contact/")).toEqual({ status: 405, location: undefined, allow: "GET, HEAD" });
  }, 30_000);
});
