/**
 * Delivery through nginx (docs/decisions/008): `npm run serve:nginx` serves the demo build with the
 * configuration generated from deploy/policy.ts. Every route answers 200 with the security
 * headers, compressed and revalidated, and the same content security policy as `npm run serve`;
 * unknown paths answer 404, the other URL forms answer 301 and no redirect leaves the host, hashed
 * assets come back compressed and immutable.
 *
 * These are requests, not page loads. That the browser reports no content-security-policy
 * violation and fetches nothing from a third party while each route loads and hydrates is checked
 * by routes.spec.ts, on `npm run serve`, under a policy this spec proves to be nginx's own, route
 * by route; the contact journeys tagged `@nginx` (contact.spec.ts: a send, the service worker's
 * registration) also run through nginx.
 */
import { readdirSync } from "node:fs";
import { connect } from "node:net";
import type { APIResponse } from "@playwright/test";
import { ADMIN_OPENER_POLICY, EMAILJS_ORIGIN, GITHUB_API_ORIGIN, REFERRER_POLICY } from "../deploy/policy";
import { DEMO_PORT, NGINX_PORT } from "../playwright.config";
import { referrerMetaProblems } from "../scripts/html/referrer-meta";
import { UNKNOWN_URL, pageUrls } from "./helpers/routes";
import { expect, test } from "./helpers/test";

/** `npm run serve`, whose answers the browser checks of routes.spec.ts meet. */
const SERVE_ORIGIN = `http://127.0.0.1:${String(DEMO_PORT)}`;

/** Asserts the security headers of deploy/policy.ts (docs/decisions/008) on one answer. */
function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  const directive = (name: string) => csp.split(";").map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? "";
  expect(directive("script-src")).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
  expect(directive("connect-src")).toBe(`connect-src 'self' ${EMAILJS_ORIGIN}`);
  for (const name of ["style-src", "img-src", "font-src"]) expect(directive(name)).toBe(`${name} 'self'`);
  expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
  expect(directive("base-uri")).toBe("base-uri 'self'");
  expect(directive("form-action")).toBe("form-action 'self'");
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe(REFERRER_POLICY);
  expect(headers["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
}

/** A content security policy as its directives, each with its sources sorted: order carries no meaning. */
function policyDirectives(policy: string): string[] {
  return policy
    .split(";")
    .map((directive) => directive.trim().split(/\s+/))
    .filter((words) => words[0])
    .map(([name = "", ...sources]) => [name, ...sources.sort()].join(" "))
    .sort();
}

for (const { name, url } of pageUrls) {
  test(`${name} (${url}) answers 200, compressed, with the security headers and the policy of npm run serve`, async ({ request }) => {
    const response = await request.get(url, { headers: { "Accept-Encoding": "br, gzip" }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers()["content-encoding"]).toBe("br");
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    // The page repeats the policy in its <head>, before anything that fetches, for a host that drops the header.
    expect(referrerMetaProblems(await response.text())).toEqual([]);
    // The same inline-script hashes and sources as the server the browser checks run on.
    const served = await request.get(`${SERVE_ORIGIN}${url}`, { maxRedirects: 0 });
    expect(served.status()).toBe(200);
    expect(policyDirectives(response.headers()["content-security-policy"] ?? "")).toEqual(
      policyDirectives(served.headers()["content-security-policy"] ?? ""),
    );
  });
}

test("the content editor answers with its own policy and noindex, as npm run serve sends them, and no public page names it", async ({ request }) => {
  const response = await request.get("/admin/", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  // The page repeats the site's referrer policy in its <head>, as every public page does.
  expect(referrerMetaProblems(html)).toEqual([]);
  const headers = response.headers();
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  const policy = headers["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'self' 'unsafe-eval'");
  expect(policy).toContain(`connect-src 'self' blob: ${GITHUB_API_ORIGIN}`);
  expect(policy).not.toContain(EMAILJS_ORIGIN);
  expect(headers["x-frame-options"]).toBe("DENY");
  // The editor needs no Referer (deploy/policy.ts, adminHeaders).
  expect(headers["referrer-policy"]).toBe(REFERRER_POLICY);
  // Its GitHub sign-in popup keeps its opener (e2e/cms-oauth.spec.ts signs in under this header).
  expect(headers["cross-origin-opener-policy"]).toBe(ADMIN_OPENER_POLICY);
  const served = await request.get(`${SERVE_ORIGIN}/admin/`, { maxRedirects: 0 });
  expect(policyDirectives(policy)).toEqual(policyDirectives(served.headers()["content-security-policy"] ?? ""));
  expect(served.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(served.headers()["cross-origin-opener-policy"]).toBe(ADMIN_OPENER_POLICY);
  // The editor's allowances stay on the editor: the page beside it keeps the public policy.
  const home = await request.get("/");
  expectSecurityHeaders(home);
  expect(home.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
});

test("the content editor starts under its own policy, offering the GitHub sign-in, with no policy violation", async ({ page }) => {
  // On a host other than localhost the editor uses its production backend (GitHub), and the
  // console guard fails the test on a content-security-policy violation.
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible({ timeout: 20_000 });
});

test("an unknown path answers 404 with the not-found page and the security headers", async ({ request }) => {
  const response = await request.get(UNKNOWN_URL);
  expect(response.status()).toBe(404);
  expectSecurityHeaders(response);
  const html = await response.text();
  expect(html).toContain("We can&#x27;t find that page");
  expect(referrerMetaProblems(html)).toEqual([]);
});

test("the other URL forms answer 301 to the canonical one, keeping the query", async ({ request }) => {
  const slashless = await request.get("/about/process?from=mail", { maxRedirects: 0 });
  expect(slashless.status()).toBe(301);
  expect(slashless.headers()["location"]).toBe("/about/process/?from=mail");
  const indexFile = await request.get("/learning/blog/index.html", { maxRedirects: 0 });
  expect(indexFile.status()).toBe(301);
  expect(indexFile.headers()["location"]).toBe("/learning/blog/");
  expectSecurityHeaders(indexFile);
});

/** What one raw answer says: the parts the hosts must agree on, and the body. */
interface RawAnswer {
  status: number;
  location: string | undefined;
  cacheControl: string | undefined;
  allow: string | undefined;
  contentType: string | undefined;
  body: string;
}

/**
 * Sends `method target` exactly as written, over a plain socket: a browser, `fetch` or Playwright's
 * `request` would normalise it first (`/./contact/` becomes `/contact/`, `/\\x` becomes `//x`, and a
 * target starting with `//` is read as another host), which is what an attacker's link relies on
 * the server not doing.
 * @returns the status code, the `Location`, `Cache-Control` and `Allow` headers when there are
 *   some, and the body as Latin-1 text.
 */
async function rawRequest(baseURL: string, method: string, target: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  const answer = await new Promise<string>((resolve, reject) => {
    // Written, not ended: the server closes the connection once it has answered (`Connection: close`).
    const socket = connect(Number(port), hostname, () => socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`));
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
  const [head = "", body = ""] = answer.split("\r\n\r\n", 2);
  const header = (name: string) => new RegExp(`\\r\\n${name}: ([^\\r]*)`, "i").exec(head)?.[1];
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
    location: header("location"),
    cacheControl: header("cache-control"),
    allow: header("allow"),
    contentType: header("content-type"),
    body,
  };
}

/** `GET target` sent raw ({@link rawRequest}): its status and `Location`. */
async function rawGet(baseURL: string, target: string): Promise<{ status: number; location: string | undefined }> {
  const { status, location } = await rawRequest(baseURL, "GET", target);
  return { status, location };
}

test("no redirect leaves the site's host, however the path starts (no open redirect)", async ({ baseURL }) => {
  const base = baseURL ?? "";
  // The attacks the index.html redirect used to follow to another host, then every mix of leading
  // slashes, backslashes and their encodings in front of a page, a directory and a foreign host.
  // Slashes merge before the redirect (docs/decisions/058); a backslash is in no site path.
  expect(await rawGet(base, "//evil.example/index.html")).toEqual({ status: 301, location: "/evil.example/" });
  expect(await rawGet(base, "///evil.example/index.html")).toEqual({ status: 301, location: "/evil.example/" });
  expect(await rawGet(base, "/\\evil.example/index.html")).toEqual({ status: 404, location: undefined });
  expect(await rawGet(base, "/%2F%2Fevil.example/index.html")).toEqual({ status: 301, location: "/evil.example/" });
  const prefixes = ["/", "//", "///", "/\\", "\\/", "/\\/", "/%2F", "/%2F%2F", "/%5C", "/%5C%5C"];
  const rests = ["evil.example/index.html", "evil.example/", "evil.example", "about", "about/index.html?next=//evil.example", "learning/blog/index.html", "index.html"];
  for (const prefix of prefixes) {
    for (const rest of rests) {
      const { location } = await rawGet(base, `${prefix}${rest}`);
      if (location === undefined) continue;
      expect(new URL(location, base).host, `${prefix}${rest} -> ${location}`).toBe(new URL(base).host);
    }
  }
});

test("hashed assets come back compressed and immutable; the host files are not served", async ({ request }) => {
  // A page React hydrates: its stylesheet and module chunks (the home page loads no module).
  const html = await (await request.get("/contact/")).text();
  const assets = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? "");
  expect(assets.length).toBeGreaterThan(3);
  for (const asset of assets) {
    // Files under 256 bytes gain too little from compression and are sent as they are
    // (scripts/postbuild.ts); every module chunk and stylesheet above that comes compressed.
    const plain = await request.get(asset, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
    if ((await plain.body()).length < 256) continue;
    for (const encoding of ["br", "gzip"]) {
      const response = await request.get(asset, { headers: { "Accept-Encoding": encoding } });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()["content-encoding"], asset).toBe(encoding);
      expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
      expect(response.headers()["vary"], asset).toBe("Accept-Encoding");
    }
  }
  for (const hostFile of ["/_headers", "/_redirects"]) expect((await request.get(hostFile)).status()).toBe(404);
});

/** How an answer may be kept (deploy/policy.ts): a year, revalidated each time, or not said. */
function cacheClass(cacheControl: string | undefined): "immutable" | "revalidate" | "none" {
  if (cacheControl === undefined) return "none";
  if (cacheControl.includes("immutable")) return "immutable";
  return cacheControl.includes("must-revalidate") ? "revalidate" : "none";
}

/** One row of the table: what is sent, and what both hosts must answer. */
interface Row {
  method: string;
  target: string;
  status: number;
  location?: string;
  cache: "immutable" | "revalidate" | "none";
}

/**
 * The hashed asset the table asks for: the first script of the demo build the servers serve,
 * read at test time (its name changes with every build).
 */
function hashedAsset(): string {
  const name = readdirSync("build/client/assets").find((file) => /-[\w-]{6,}\.js$/.test(file));
  if (name === undefined) throw new Error("build/client/assets holds no hashed script: build the demo first (npm run build)");
  return `/assets/${name}`;
}

test.describe("one host behaviour", () => {
  // npm run serve and nginx (`npm run serve:nginx`, this project's baseURL) are asked the same
  // table, raw; they must agree on status, Location and how the answer may be cached, and both
  // must give the answer written here (docs/decisions/058).
  const hosts = { serve: SERVE_ORIGIN, nginx: `http://127.0.0.1:${String(NGINX_PORT)}` };
  const notAllowed = (method: string): Row => ({ method, target: "/contact/", status: 405, cache: "revalidate" });
  const rows: Row[] = [
    { method: "GET", target: "/", status: 200, cache: "revalidate" },
    { method: "HEAD", target: "/", status: 200, cache: "revalidate" },
    { method: "GET", target: "/contact/", status: 200, cache: "revalidate" },
    { method: "GET", target: "/contact", status: 301, location: "/contact/", cache: "revalidate" },
    { method: "GET", target: "/contact/index.html", status: 301, location: "/contact/", cache: "revalidate" },
    { method: "GET", target: "/learning/blog/index.html?from=mail", status: 301, location: "/learning/blog/?from=mail", cache: "revalidate" },
    { method: "GET", target: "/x/index.html", status: 301, location: "/x/", cache: "revalidate" },
    { method: "GET", target: "/.//contact", status: 301, location: "/contact/", cache: "revalidate" },
    { method: "GET", target: "//contact", status: 301, location: "/contact/", cache: "revalidate" },
    { method: "GET", target: "//contact?next=//evil.example", status: 301, location: "/contact/?next=//evil.example", cache: "revalidate" },
    { method: "GET", target: "/./contact/", status: 200, cache: "revalidate" },
    { method: "GET", target: "/a/../contact/", status: 200, cache: "revalidate" },
    { method: "GET", target: "/%2e%2e/%2e%2e/etc/passwd", status: 400, cache: "revalidate" },
    { method: "GET", target: "/..%2f..%2fetc/passwd", status: 400, cache: "revalidate" },
    { method: "GET", target: "/..%2fnginx/site.conf", status: 400, cache: "revalidate" },
    { method: "GET", target: "/\\evil.example/index.html", status: 404, cache: "revalidate" },
    { method: "GET", target: "/nope/", status: 404, cache: "revalidate" },
    { method: "GET", target: "/_headers", status: 404, cache: "revalidate" },
    { method: "GET", target: "/_redirects", status: 404, cache: "revalidate" },
    { method: "GET", target: "/404.html", status: 404, cache: "revalidate" },
    { method: "GET", target: "/404.html.br", status: 404, cache: "revalidate" },
    { method: "GET", target: "/__spa-fallback.html", status: 404, cache: "revalidate" },
    { method: "GET", target: "/assets/does-not-exist.js", status: 404, cache: "revalidate" },
    { method: "GET", target: "/assets/", status: 404, cache: "revalidate" },
    { method: "GET", target: "/sitemap.xml", status: 200, cache: "revalidate" },
    { method: "GET", target: "/robots.txt", status: 200, cache: "revalidate" },
    { method: "GET", target: "/.well-known/security.txt", status: 200, cache: "revalidate" },
    { method: "GET", target: "/.well-known/", status: 404, cache: "revalidate" },
    notAllowed("POST"),
    notAllowed("PUT"),
    notAllowed("DELETE"),
    notAllowed("OPTIONS"),
  ];

  test("both hosts give every path and method the same status, Location and caching, on the site's own host", async () => {
    const table = [...rows, { method: "GET", target: hashedAsset(), status: 200, cache: "immutable" } satisfies Row];
    for (const row of table) {
      const name = `${row.method} ${row.target}`;
      const [served, nginx] = await Promise.all([rawRequest(hosts.serve, row.method, row.target), rawRequest(hosts.nginx, row.method, row.target)]);
      const summary = (answer: RawAnswer) => ({ status: answer.status, location: answer.location, cache: cacheClass(answer.cacheControl) });
      // Soft: a failure lists every row that differs, not only the first.
      expect.soft(summary(served), `${name}: npm run serve and nginx differ`).toEqual(summary(nginx));
      expect.soft(summary(served), name).toEqual({ status: row.status, location: row.location, cache: row.cache });
      for (const answer of [served, nginx]) {
        // Never a protocol-relative Location (to another host), nor one a browser reads as such.
        if (answer.location !== undefined) expect.soft(answer.location, name).toMatch(/^\/(?![/\\])/);
        if (row.status === 405) expect.soft(answer.allow, name).toBe("GET, HEAD");
        // The hidden files and unknown paths answer with the not-found page (HEAD has no body).
        if (row.status === 404) expect.soft(answer.body, name).toContain("We can&#x27;t find that page");
      }
    }
  });

  test("both hosts send the plain-text files as UTF-8 text, and security.txt in RFC 9116's fields", async () => {
    for (const target of ["/robots.txt", "/.well-known/security.txt"]) {
      for (const [host, origin] of Object.entries(hosts)) {
        const answer = await rawRequest(origin, "GET", target);
        expect.soft(answer.contentType?.replace(/\s+/g, "").toLowerCase(), `${host} ${target}`).toBe("text/plain;charset=utf-8");
        if (target.endsWith("security.txt")) {
          expect.soft(answer.body, host).toMatch(/^Contact: mailto:\S+@\S+$/m);
          // Expires lies ahead, within a year and a day (RFC 9116 §2.5.5).
          const expires = Date.parse(/^Expires: (\S+)$/m.exec(answer.body)?.[1] ?? "");
          expect.soft(expires - Date.now(), host).toBeGreaterThan(0);
          expect.soft(expires - Date.now(), host).toBeLessThan(366 * 24 * 3600 * 1000);
          expect.soft(answer.body, host).toMatch(/^Policy: \S+\/security\/$/m);
        }
      }
    }
  });
});
