/**
 * The content editor on a laptop (`npm run cms`, scripts/cms/localBackend.ts), as the network sees
 * it: nothing answers on its ports from the machine's other addresses (another computer on the
 * same café or office network), decap-server has no port of its own any more (docs/decisions/055:
 * it answers the guard alone, in the guard's process), and the backend, reached as the editor
 * reaches it, refuses another origin, another `Host` (DNS rebinding) and the repository's git
 * configuration. Runs in the `cms` project, on the server `npm run cms` starts.
 */
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import { EDITOR_PORT, GUARD_PORT } from "../scripts/cms/localBackend";
import { expect, test } from "./helpers/test";

/** The port decap-server listened on before docs/decisions/055: nothing may listen there now. */
const FORMER_DECAP_SERVER_PORT = 8082;

/** This machine's addresses other than loopback: where another computer would connect. */
const outwardAddresses = Object.values(networkInterfaces())
  .flatMap((entries) => entries ?? [])
  .filter((entry) => !entry.internal && !entry.address.startsWith("fe80:"))
  .map((entry) => entry.address);

/**
 * The local addresses of the sockets listening on `port`, read from the kernel's tables
 * (Linux `/proc/net/tcp` and `tcp6`: local address `HEX_IP:HEX_PORT`, state `0A` = LISTEN), as
 * hexadecimal IP fields: `0100007F` is 127.0.0.1, `00000000` every IPv4 interface.
 */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  return ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((table) =>
    readFileSync(table, "utf8")
      .split("\n")
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === "0A" && fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => (fields[1] ?? "").split(":")[0] ?? ""),
  );
}

/** 127.0.0.1 in `/proc/net/tcp`, and ::1 in `/proc/net/tcp6`. */
const LOOPBACK_HEX = ["0100007F", "00000000000000000000000001000000"];

/** How a TCP connection to `host:port` ends: `connected`, or the error code (`ECONNREFUSED`). */
function tryConnect(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3_000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve("timeout");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => {
      resolve(error.code ?? error.message);
    });
  });
}

/**
 * POSTs `body` to the editor's backend as a page of `origin` would (`undefined`: no `Origin`, as
 * curl sends it), addressed to `host` (the guard's own name by default); resolves the status and body.
 */
function postToBackend(origin: string | undefined, body: unknown, host = `localhost:${String(GUARD_PORT)}`): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: GUARD_PORT,
        method: "POST",
        path: "/api/v1",
        headers: { Host: host, ...(origin === undefined ? {} : { Origin: origin }), "Content-Type": "application/json" },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") });
        });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

test("nothing answers on the editor's ports from the machine's other addresses", async () => {
  // Whatever addresses the machine has, each port's listening sockets are bound to loopback alone.
  for (const port of [EDITOR_PORT, GUARD_PORT]) {
    const bound = listeningAddresses(port);
    expect(bound, `listeners on ${String(port)}`).not.toEqual([]);
    expect(bound.filter((address) => !LOOPBACK_HEX.includes(address)), `listeners on ${String(port)}`).toEqual([]);
  }
  // The same ports answer on loopback: the servers are up, so a refusal below is the binding's.
  for (const port of [EDITOR_PORT, GUARD_PORT]) expect(await tryConnect("127.0.0.1", port), `127.0.0.1:${String(port)}`).toBe("connected");
  for (const address of outwardAddresses) {
    for (const port of [EDITOR_PORT, GUARD_PORT]) {
      expect(await tryConnect(address, port), `${address}:${String(port)}`).toBe("ECONNREFUSED");
    }
  }
});

test("decap-server has no port: nothing listens where it used to, on any address", async () => {
  expect(listeningAddresses(FORMER_DECAP_SERVER_PORT)).toEqual([]);
  expect(await tryConnect("127.0.0.1", FORMER_DECAP_SERVER_PORT)).toBe("ECONNREFUSED");
});

test("the editor's backend answers the editor, and refuses another origin and the git configuration", async () => {
  const editor = `http://localhost:${String(EDITOR_PORT)}`;
  expect((await postToBackend(editor, { action: "info" })).status).toBe(200);
  const foreign = await postToBackend("https://attacker.example", { action: "info" });
  expect(foreign.status).toBe(403);
  const gitConfig = await postToBackend(editor, { action: "getEntry", params: { branch: "main", path: ".git/config" } });
  expect(gitConfig.status).toBe(403);
  expect(gitConfig.body).not.toContain("[core]");
});

test("the editor's backend refuses a request addressed to another host (DNS rebinding)", async () => {
  const editor = `http://localhost:${String(EDITOR_PORT)}`;
  const getGitConfig = { action: "getEntry", params: { branch: "main", path: ".git/config" } };
  for (const [origin, host] of [
    [undefined, "evil.example"],
    [editor, "evil.example"],
    [editor, `evil.example:${String(GUARD_PORT)}`],
  ] as const) {
    const answer = await postToBackend(origin, getGitConfig, host);
    expect(answer.status, `${origin ?? "(no origin)"} to ${host}`).toBe(403);
    expect(answer.body).not.toContain("[core]");
  }
  expect((await postToBackend(editor, { action: "info" }, `evil.example:${String(GUARD_PORT)}`)).status).toBe(403);
  expect((await postToBackend(`http://127.0.0.1:${String(EDITOR_PORT)}`, { action: "info" }, `127.0.0.1:${String(GUARD_PORT)}`)).status).toBe(200);
});
