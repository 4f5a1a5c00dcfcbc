/**
 * decap-server's file API inside the guard's own process (`npm run cms`, docs/decisions/055): no
 * TCP port of its own, so nothing but the guard (scripts/cms/localProxy.ts) can talk to it.
 *
 * decap-server 3.11 exports its middlewares for mounting on an Express application
 * (node_modules/decap-server/src/middlewares.ts, built as `dist/middlewares.js`): `registerLocalFs`
 * adds its common middlewares (morgan, cors, `express.json`; src/middlewares/common/index.ts), then
 * the file mode's `POST /api/v1` (its Joi schema and `localFsMiddleware`;
 * src/middlewares/localFs/index.ts). This file mounts them on an application of decap-server's own
 * `express` (its dependency, not the site's) and serves that application on a Unix domain socket
 * in a private folder (`mkdtemp`: mode 0700, the socket 0600), so no other user of the machine can
 * connect, and no browser page can either (a page reaches TCP ports only: DNS rebinding, a
 * foreign page's `fetch`). Each request must also carry a secret made for this run and kept in
 * this process's memory (`SECRET_HEADER`), so another program of the same user that finds the
 * socket is refused as well. On Windows the socket is a named pipe (`\\.\pipe\...`), where the
 * secret is the lock.
 *
 * The socket rather than a direct call: the guard decides on the body before decap-server reads
 * it and filters decap-server's folder listings after (scripts/cms/localProxy.ts), which needs
 * decap-server's answer as an HTTP answer the guard reads whole.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The request header that carries the run's secret from the guard to decap-server. */
export const SECRET_HEADER = "x-cms-guard-secret";

/** What `startDecapServer` needs. */
export interface DecapServerOptions {
  /** The repository decap-server reads and writes (its `GIT_REPO_DIRECTORY`). */
  readonly repoRoot: string;
  /** decap-server's log level (winston: `error`, `warn`, `info`, `debug`); `info` by default. */
  readonly logLevel?: string;
}

/** decap-server, running: where the guard reaches it, and how to stop it. */
export interface DecapServer {
  /** The Unix domain socket (a named pipe on Windows) that decap-server's application answers on. */
  readonly socketPath: string;
  /** The secret the guard sends in `SECRET_HEADER`: 32 random bytes, hexadecimal. */
  readonly secret: string;
  /** The private folder that holds the socket (removed by `close`), `undefined` on Windows. */
  readonly directory: string | undefined;
  /** Stops answering, closes the guard's open connections and removes the private folder. */
  close(): Promise<void>;
}

/** The part of an Express 4 application this file uses. */
interface ExpressApp {
  (request: IncomingMessage, response: ServerResponse): void;
  disable(setting: string): unknown;
}

/** What decap-server's `dist/middlewares.js` exports (node_modules/decap-server/src/middlewares.ts). */
interface DecapMiddlewares {
  registerLocalFs(app: ExpressApp, options?: { logLevel?: string }): Promise<void>;
}

/**
 * decap-server's `express` and its middlewares, loaded from decap-server's own folder.
 * @throws Error when the installed decap-server no longer exports `registerLocalFs`.
 */
function loadDecapServer(): { express: () => ExpressApp; middlewares: DecapMiddlewares } {
  const fromDecap = createRequire(createRequire(import.meta.url).resolve("decap-server/package.json"));
  const express: unknown = fromDecap("express");
  const middlewares: unknown = fromDecap("./dist/middlewares.js");
  if (typeof express !== "function" || typeof middlewares !== "object" || middlewares === null || !("registerLocalFs" in middlewares) || typeof middlewares.registerLocalFs !== "function") {
    throw new Error("decap-server no longer exports registerLocalFs from dist/middlewares.js: scripts/cms/decapServer.ts must follow its new version");
  }
  return { express: express as () => ExpressApp, middlewares: middlewares as DecapMiddlewares };
}

/** Whether `request` carries `secret` in `SECRET_HEADER` (compared in constant time). */
function carriesSecret(request: IncomingMessage, secret: string): boolean {
  const given = request.headers[SECRET_HEADER];
  if (typeof given !== "string") return false;
  const expected = Buffer.from(secret, "utf8");
  const actual = Buffer.from(given, "utf8");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * decap-server's application in file mode for `repoRoot`. `registerLocalFs` reads the repository
 * from `GIT_REPO_DIRECTORY` while it registers, before its first `await`
 * (node_modules/decap-server/src/middlewares/localFs/index.ts `registerMiddleware`): the variable
 * is set for that call only, so the process keeps its own environment.
 */
async function decapApp(repoRoot: string, logLevel: string): Promise<ExpressApp> {
  const { express, middlewares } = loadDecapServer();
  const app = express();
  app.disable("x-powered-by");
  const previous = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = repoRoot;
  let registered: Promise<void>;
  try {
    registered = middlewares.registerLocalFs(app, { logLevel });
  } finally {
    if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = previous;
  }
  await registered;
  return app;
}

/**
 * Starts decap-server's file API in this process, on a private Unix domain socket.
 * @param options - the repository and the log level.
 * @returns the socket, the secret and `close`.
 * @throws the listen error, or Error when decap-server's package changed shape (`loadDecapServer`).
 */
export async function startDecapServer(options: DecapServerOptions): Promise<DecapServer> {
  const app = await decapApp(options.repoRoot, options.logLevel ?? "info");
  const secret = randomBytes(32).toString("hex");
  const windows = process.platform === "win32";
  const directory = windows ? undefined : await mkdtemp(join(tmpdir(), "rrr-cms-"));
  const socketPath = directory === undefined ? `\\\\.\\pipe\\rrr-cms-${randomBytes(16).toString("hex")}` : join(directory, "decap-server.sock");
  if (directory !== undefined) await chmod(directory, 0o700);

  const server: Server = createServer((request, response) => {
    if (!carriesSecret(request, secret)) {
      request.resume();
      response.writeHead(403, { "Content-Type": "application/json; charset=utf-8" }).end(JSON.stringify({ error: "cms: decap-server answers the guard only" }));
      return;
    }
    app(request, response);
  });
  const removeDirectory = async (): Promise<void> => {
    if (directory !== undefined) await rm(directory, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => {
        server.off("error", reject);
        resolve();
      });
    });
    if (directory !== undefined) await chmod(socketPath, 0o600);
  } catch (error) {
    server.close();
    await removeDirectory();
    throw error;
  }
  return {
    socketPath,
    secret,
    directory,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      });
      await removeDirectory();
    },
  };
}
