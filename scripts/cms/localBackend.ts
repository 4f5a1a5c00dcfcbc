/**
 * The editor's local backend for `npm run cms` (docs/decisions/036): decap-server, which reads and
 * writes the repository's files for the editor at http://localhost:5173/admin/, behind the guard of
 * scripts/cms/localProxy.ts. Everything listens on 127.0.0.1 only, so no other machine reaches it:
 *
 * - the guard on 127.0.0.1:8081, the address Decap's `local_backend` calls
 *   (`http://localhost:8081/api/v1`, decap-cms-core `detectProxyServer`);
 * - decap-server on 127.0.0.1:8082, reached only through the guard. decap-server 3.11 reads
 *   `BIND_HOST` (the address to listen on; every interface without it), `PORT`, `MODE` (`fs`, the
 *   file mode), `GIT_REPO_DIRECTORY` (the repository; the working directory without it) and
 *   `ORIGIN` (the one CORS origin it answers; any localhost origin without it), and loads a `.env`
 *   file that never overrides what is set here (node_modules/decap-server/src/index.ts and
 *   src/middlewares/common/index.ts).
 *
 * The development server's address (127.0.0.1:5173, `react-router dev --host 127.0.0.1 --port 5173`)
 * is written in package.json's `cms` script; `EDITOR_PORT` must agree with it and with
 * playwright.config.ts `CMS_PORT`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { connect } from "node:net";
import { cmsConfig } from "./config";
import { backendFromEnv } from "./admin";
import { localBackendPolicy } from "./localGuard";
import { startLocalProxy } from "./localProxy";

/** The only address anything of `npm run cms` listens on. */
export const LOOPBACK = "127.0.0.1";
/** The development server's port, which serves the editor at /admin/. */
export const EDITOR_PORT = 5173;
/** The editor's page origins: the only `Origin` the guard accepts. */
export const EDITOR_ORIGINS = [`http://localhost:${String(EDITOR_PORT)}`, `http://${LOOPBACK}:${String(EDITOR_PORT)}`] as const;
/** The guard's port: the one Decap's editor calls. */
export const GUARD_PORT = 8081;
/** decap-server's port, behind the guard. */
export const DECAP_SERVER_PORT = 8082;

/** How long decap-server may take to listen before `npm run cms` gives up, in ms. */
const START_TIMEOUT_MS = 15_000;

/** Whether something accepts connections on `host:port`. */
function isListening(host: string, port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, host);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => {
      resolve(false);
    });
  });
}

/** Resolves once something accepts connections on `host:port`; rejects after `timeoutMs`. */
async function waitForPort(host: string, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await isListening(host, port)) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${host}:${String(port)} after ${String(timeoutMs)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts decap-server in file mode on `LOOPBACK:DECAP_SERVER_PORT`, for the repository `repoRoot`. */
function spawnDecapServer(repoRoot: string): ChildProcess {
  const entry = createRequire(import.meta.url).resolve("decap-server");
  return spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      BIND_HOST: LOOPBACK,
      PORT: String(DECAP_SERVER_PORT),
      MODE: "fs",
      GIT_REPO_DIRECTORY: repoRoot,
      // Only the guard calls it; a page of another local origin that finds this port gets no CORS answer.
      ORIGIN: EDITOR_ORIGINS[0],
    },
    stdio: "inherit",
  });
}

/**
 * Starts decap-server, waits until it listens, then starts the guard. Runs until a signal or
 * decap-server's exit, and then stops both, so `concurrently --kill-others` stops the site too.
 * @param repoRoot - the repository (the working directory of `npm run cms`).
 * @throws when port 8082 or 8081 is taken, or decap-server does not listen in time.
 */
export async function startLocalBackend(repoRoot: string = process.cwd()): Promise<void> {
  const policy = localBackendPolicy(cmsConfig(backendFromEnv()), EDITOR_ORIGINS);
  // Checked first: otherwise the guard would take the program already there for decap-server.
  if (await isListening(LOOPBACK, DECAP_SERVER_PORT)) throw new Error(`port ${String(DECAP_SERVER_PORT)} is taken (another \`npm run cms\`?): decap-server cannot listen there`);
  const decap = spawnDecapServer(repoRoot);
  let stopping = false;
  decap.on("exit", (code) => {
    if (stopping) return;
    console.error(`cms: decap-server stopped (exit code ${String(code)})`);
    process.exit(code ?? 1);
  });
  const stop = (): void => {
    stopping = true;
    decap.kill("SIGTERM");
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  try {
    await waitForPort(LOOPBACK, DECAP_SERVER_PORT, START_TIMEOUT_MS);
    await startLocalProxy({
      host: LOOPBACK,
      port: GUARD_PORT,
      upstream: { host: LOOPBACK, port: DECAP_SERVER_PORT },
      policy,
      repoRoot,
      onRefuse: (summary) => {
        console.warn(`cms guard: refused ${summary}`);
      },
    });
  } catch (error) {
    stopping = true;
    decap.kill("SIGTERM");
    throw error;
  }
  console.log(
    `cms: the editor's backend listens on ${LOOPBACK}:${String(GUARD_PORT)} (the guard: the editor's origin only, content and media folders only), decap-server on ${LOOPBACK}:${String(DECAP_SERVER_PORT)}`,
  );
}
