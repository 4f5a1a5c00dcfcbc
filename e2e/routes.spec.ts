/**
 * Route-wide gates (docs/decisions/005), one page load per route doing every check of the route:
 * - at 1280 px: the page is prerendered (the HTML as served has its h1 and breadcrumb), has its
 *   metadata, breadcrumb and structured data, loads and hydrates with no
 *   content-security-policy violation and no request to a third party, logs no error, passes axe
 *   (WCAG 2.2 AA and best practices) with zero violations in the light and the dark theme
 *   (docs/decisions/020), and HTML_CodeSniffer's WCAG 2 AA standard with zero errors;
 * - then at 375 px, the same page resized: axe in both themes again, since what is shown, and so
 *   what axe checks, changes with the width (the phone menu's toggle, the quick exit's bar). The
 *   site's styles and scripts respond to the width alone (no `hover` or `pointer` media query), so
 *   the resized page is what a phone shows; the journeys on a phone (menu, check, quick exit) run in
 *   the mobile project, with a phone's touch and screen.
 * The not-found page gets the same scans. The HTML is the same at every width, so what reads it
 * (metadata, HTML_CodeSniffer) runs once, at 1280 px. The page without JavaScript is
 * no-script.spec.ts's (the nojs project); the delivery through nginx is delivery.spec.ts's.
 */
import type { Page } from "@playwright/test";
import { behaviourOfUrl } from "../scripts/html/behaviours";
import { type PageBehaviour, type PageScripts, notFoundRoute } from "../src/site/manifest";
import { scanBothThemes } from "./helpers/axe";
import { describeHtmlcsErrors, runHtmlcs } from "./helpers/htmlcs";
import { NOT_FOUND, NOT_FOUND_ERRORS, UNKNOWN_URL, pageUrls } from "./helpers/routes";
import { expect, test, waitForHydration } from "./helpers/test";

/** The phone width the route-wide scans check after the desktop width (docs/decisions/005). */
const PHONE_VIEWPORT = { width: 375, height: 812 };

/**
 * axe in both themes at 1280 px, as the page was loaded, then at 375 px, the same page resized.
 * @returns the violations of each pass; all four lists should be empty.
 */
async function scanBothWidths(page: Page): Promise<Record<"light" | "dark" | "phoneLight" | "phoneDark", unknown[]>> {
  const { light, dark } = await scanBothThemes(page);
  await page.setViewportSize(PHONE_VIEWPORT);
  const phone = await scanBothThemes(page);
  return { light, dark, phoneLight: phone.light, phoneDark: phone.dark };
}

const NO_VIOLATIONS = { light: [], dark: [], phoneLight: [], phoneDark: [] };

/**
 * Records, for every document the page loads, the `securitypolicyviolation` events and the
 * requests to another origin (docs/product-decisions.md, decision 6: nothing is fetched from a
 * third party while a page loads and hydrates).
 * @returns a function giving both lists so far; both should be empty.
 */
async function watchLoading(page: Page): Promise<() => Promise<{ violations: string[]; thirdParty: string[] }>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, "__cspViolations", { value: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${String(event.lineNumber)})`);
    });
  });
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  return async () => {
    const origin = new URL(page.url()).origin;
    return {
      violations: await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
      thirdParty: requested.filter((address) => new URL(address).origin !== origin),
    };
  };
}

/**
 * Brings the page to the state the scans cover and waits until nothing more arrives: axe and
 * HTML_CodeSniffer check the page as its scripts leave it, which must not change under a scan
 * (the prerendered state is no-script.spec.ts's). A page without React (`scripts` "none") is in
 * that state once loaded: nothing hydrates it, and it loads no module. A page of islands
 * (`"islands"`) is in it once its `load` islands have hydrated.
 */
async function settle(page: Page, scripts: PageScripts, behaviours: readonly PageBehaviour[] = []): Promise<void> {
  if (scripts === "islands") {
    await waitForHydration(page, "the scans cover the page in the state its islands leave it in, which must not change under a scan");
    // The islands loader's modules only (src/islands/loader.ts), none of React Router's.
    const modules = await page.locator('script[src], script[type="module"]').evaluateAll((elements) => elements.map((element) => element.getAttribute("src") ?? element.outerHTML));
    expect(modules.map((url) => behaviourOfUrl(url) ?? url), "a page of islands loads its behaviours only: the inline loader imports its islands").toEqual([...behaviours]);
  } else {
    const modules = await page.locator('script[src], script[type="module"], link[rel="modulepreload"]').evaluateAll((elements) => elements.map((element) => element.getAttribute("src") ?? element.outerHTML));
    // Only its behaviours' plain modules (scripts/html/behaviours.ts).
    expect(modules.map((url) => behaviourOfUrl(url) ?? url), "a page without React loads only its behaviours").toEqual([...behaviours]);
  }
  await page.waitForLoadState("networkidle");
}

/** HTML_CodeSniffer's WCAG 2 AA errors on the page as it is now: none. */
async function expectNoHtmlcsErrors(page: Page): Promise<void> {
  const errors = await runHtmlcs(page);
  expect(errors, describeHtmlcsErrors(errors)).toEqual([]);
}

/**
 * Asserts the page's one left edge at the test's width (1280 px): its `h1` and the heading of every
 * band (`Section`'s header) start where the header's brand starts (docs/decisions/061, one content
 * grid). A centred heading (the closing call to action's band) has no left edge to share.
 */
async function expectOneLeftEdge(page: Page): Promise<void> {
  const brand = await page.getByRole("banner").getByRole("link").first().boundingBox();
  const edges = await page.locator("main h1, main section > div > header > h2").evaluateAll((headings) =>
    headings.filter((heading) => heading.getClientRects().length > 0 && getComputedStyle(heading).textAlign !== "center").map((heading) => `${heading.textContent}: ${String(Math.round(heading.getBoundingClientRect().left))}`),
  );
  expect(edges.length).toBeGreaterThan(0);
  expect(edges, "headings that start off the header's left edge").toEqual(edges.map((edge) => `${edge.slice(0, edge.lastIndexOf(": "))}: ${String(Math.round(brand?.x ?? -1))}`));
}

for (const { name, url, scripts, behaviours, indexed } of pageUrls) {
  test.describe(`${name} (${url})`, () => {
    test("is prerendered with its metadata, loads clean, and passes HTML_CodeSniffer and axe in both themes at 1280 and 375 px @desktop", async ({ page, request }) => {
      const loading = await watchLoading(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      // The HTML as served, before a script has run: prerendered.
      const html = (await response?.text()) ?? "";
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).toMatch(/<nav aria-label="Breadcrumb"/);
      // Prerendered on a press of a link to another page, except where the usual press is a link
      // within the page (src/site/speculationRules.ts `carriesSpeculationRules`).
      expect(html.includes('<script type="speculationrules">'), "speculation rules").toBe(!behaviours.includes("in-page-index"));

      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(/\S/);
      if (indexed) {
        const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
        expect(canonical && new URL(canonical).pathname).toBe(url);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
      } else {
        // A list's sorted page (src/site/manifest.ts `indexed: false`): kept out of search engines.
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
      }
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(name);
      for (const selector of ['meta[property="og:image"]', 'link[rel="icon"]', 'link[rel="apple-touch-icon"]']) {
        const reference = await page.locator(selector).getAttribute(selector.startsWith("meta") ? "content" : "href");
        expect((await request.get(new URL(reference ?? "", "http://x").pathname)).status(), selector).toBe(200);
      }
      const records = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = records.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
      expect(types).toContain("Organization");
      expect(types).toContain("BreadcrumbList");

      await settle(page, scripts, behaviours);
      await expectOneLeftEdge(page);
      expect(await loading()).toEqual({ violations: [], thirdParty: [] });
      await expectNoHtmlcsErrors(page);
      expect(await scanBothWidths(page)).toEqual(NO_VIOLATIONS);
    });
  });
}

test.describe("an unknown path", () => {
  test.use({ expectedConsoleErrors: NOT_FOUND_ERRORS });

  test("answers 404 with the not-found page, noindex, logs the path, and passes HTML_CodeSniffer and axe in both themes at 1280 and 375 px @desktop", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    const response = await page.goto(NOT_FOUND.url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/We can.t find that page/);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("link", { name: "Return to home" })).toHaveAttribute("href", "/");
    // Ways on without scripts: the main pages, and no search box that would put words in the address.
    await expect(page.getByRole("search")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Where to go from here" }).getByRole("link")).toHaveText([
      "Services for individuals",
      "Services for businesses",
      "Learning Center",
      "Reputation check",
      "Contact",
    ]);
    await expect.poll(() => logged.some((text) => text.includes(UNKNOWN_URL))).toBe(true);
    await settle(page, notFoundRoute.scripts);
    await expectOneLeftEdge(page);
    await expectNoHtmlcsErrors(page);
    expect(await scanBothWidths(page)).toEqual(NO_VIOLATIONS);
  });

  test("the other URL form of a page answers 301 to the canonical one @desktop", async ({ request }) => {
    const response = await request.get("/contact", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe("/contact/");
  });
});

test("sitemap.xml lists every indexed page's canonical URL and robots.txt points to it @desktop", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const { url, indexed } of pageUrls) expect(sitemap.includes(`${url}</loc>`), url).toBe(indexed);
  expect(sitemap).not.toContain("/404");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});
