/**
 * `npm start` / `npm run serve` (`scripts/serve.ts`; README "See it"), run as a person runs it,
 * in a child process, on a tiny build of two pages: the banner says whether the build delivers
 * messages (the demo build's `mockServiceWorker.js` present or not), and a port already taken ends
 * it with one line naming the port and how to choose another, not a stack trace.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
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
