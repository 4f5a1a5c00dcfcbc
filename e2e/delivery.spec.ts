/**
 * Delivery through nginx (docs/decisions/008): `npm run serve:nginx` serves the demo build with the
 * configuration generated from deploy/policy.ts. Every route answers 200 with the security
 * headers, the browser reports no content-security-policy violation on any route, unknown paths
 * answer 404, the other URL forms answer 301, hashed assets come back compressed and immutable, and
 * no page fetches anything from a third party while it loads.
 */
import type { APIResponse, Page } from "@playwright/test";
import { EMAILJS_ORIGIN } from "../deploy/policy";
import { UNKNOWN_URL, pageUrls } from "./routes";
import { expect, test, waitForHydration } from "./test";

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
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
}

/** Collects the `securitypolicyviolation` events of every document the page loads. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, "__cspViolations", { value: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${String(event.lineNumber)})`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

for (const { name, url } of pageUrls) {
  test(`${name} (${url}) answers 200 with the security headers and runs without a CSP violation`, async ({ page, request }) => {
    const response = await request.get(url, { headers: { "Accept-Encoding": "br, gzip" }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers()["content-encoding"]).toBe("br");
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");

    const violations = await recordViolations(page);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto(url);
    await waitForHydration(page, "the check covers the scripts that hydrate the page: their hashes and their requests");
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
    // Nothing is fetched from a third party while the page loads and hydrates (docs/product-decisions.md, decision 6).
    const origin = new URL(page.url()).origin;
    expect(requested.filter((address) => new URL(address).origin !== origin)).toEqual([]);
  });
}

test("an unknown path answers 404 with the not-found page and the security headers", async ({ request }) => {
  const response = await request.get(UNKNOWN_URL);
  expect(response.status()).toBe(404);
  expectSecurityHeaders(response);
  expect(await response.text()).toContain("Oops! Page not found");
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

test("hashed assets come back compressed and immutable; the host files are not served", async ({ request }) => {
  const html = await (await request.get("/")).text();
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
