/**
 * The editor's local backend for `npm run cms` (docs/decisions/036 and 055): decap-server, which
 * reads and writes the repository's files for the editor at http://localhost:5173/admin/, behind
 * the guard of scripts/cms/localProxy.ts, both in this one process:
 *
 * - the guard on 127.0.0.1:8081, the address Decap's `local_backend` calls
 *   (`http://localhost:8081/api/v1`, decap-cms-core `detectProxyServer`), the backend's only TCP
 *   port, on loopback only, so no other machine reaches it;
 * - decap-server's file API, mounted from its package in this process (scripts/cms/decapServer.ts)
 *   and served on a private Unix domain socket with a secret of this run: no port, so no other
 *   program and no browser page (DNS rebinding) reaches it but through the guard.
 *
 * The development server's address (127.0.0.1:5173, `react-router dev --host 127.0.0.1 --port 5173`)
 * is written in package.json's `cms` script; `EDITOR_PORT` must agree with it and with
 * playwright.config.ts `CMS_PORT`.
 */
import { rmSync } from "node:fs";
import type { Server } from "node:http";
import { cmsConfig } from "./config";
import { backendFromEnv } from "./admin";
import { startDecapServer } from "./decapServer";
import { localBackendPolicy } from "./localGuard";
import { startLocalProxy } from "./localProxy";

/** The only address anything of `npm run cms` listens on. */
export const LOOPBACK = "127.0.0.1";
/** The development server's port, which serves the editor at /admin/. */
export const EDITOR_PORT = 5173;
/** The editor's page origins: the only `Origin` the guard accepts. */
export const EDITOR_ORIGINS = [`http://localhost:${String(EDITOR_PORT)}`, `http://${LOOPBACK}:${String(EDITOR_PORT)}`] as const;
/** The guard's port: the one Decap's editor calls, and the backend's only TCP port. */
export const GUARD_PORT = 8081;

/**
 * Starts decap-server's file API in this process, then the guard in front of it. Runs until a
 * signal, and then stops both and removes decap-server's private socket folder, so
 * `concurrently --kill-others` stops the site too.
 * @param repoRoot - the repository (the working directory of `npm run cms`).
 * @throws when port 8081 is taken (another `npm run cms`?), or decap-server cannot start.
 */
export async function startLocalBackend(repoRoot: string = process.cwd()): Promise<void> {
  const policy = localBackendPolicy(cmsConfig(backendFromEnv()), EDITOR_ORIGINS);
  const decap = await startDecapServer({ repoRoot });
  // Whatever ends the process, the socket's private folder goes with it.
  process.once("exit", () => {
    if (decap.directory !== undefined) rmSync(decap.directory, { recursive: true, force: true });
  });
  let guard: Server;
  try {
    guard = await startLocalProxy({
      host: LOOPBACK,
      port: GUARD_PORT,
      upstream: decap,
      policy,
      repoRoot,
      onRefuse: (summary) => {
        console.warn(`cms guard: refused ${summary}`);
      },
    });
  } catch (error) {
    await decap.close();
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") throw new Error(`port ${String(GUARD_PORT)} is taken (another \`npm run cms\`?): the editor's backend cannot listen there`);
    throw error;
  }
  const stop = (): void => {
    guard.close();
    guard.closeAllConnections();
    void decap.close().finally(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  console.log(
    `cms: the editor's backend listens on ${LOOPBACK}:${String(GUARD_PORT)} only (the guard: the editor's origin and this address only, content and media folders only, no symbolic links); decap-server answers the guard alone, in this process`,
  );
}
