/**
 * Route-wide gates (docs/decisions/005): every page of the manifest is prerendered, has its
 * metadata, breadcrumb and structured data, logs no error, and passes axe (WCAG 2.2 AA and
 * best practices) with zero violations in the light and the dark theme (docs/decisions/020), at
 * 1280 px (desktop project) and 375 px (mobile).
 */
import type { Page } from "@playwright/test";
import type AxeBuilder from "@axe-core/playwright";
import { UNKNOWN_URL, pageUrls } from "./routes";
import { expect, test, waitForHydration } from "./test";

/** The page background in each theme (src/styles/tokens.css, `--color-surface`). */
const BACKGROUND = { light: "rgb(255, 255, 255)", dark: "rgb(6, 15, 28)" } as const;

/**
 * Scans the page with axe in the light theme, then with the system switched to dark, which the
 * page follows at once (no choice is stored), and checks each theme is the one painted.
 * @returns the violations of each theme; both should be empty.
 */
async function scanBothThemes(page: Page, makeAxeBuilder: () => AxeBuilder) {
  const violations: Record<string, unknown[]> = {};
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(BACKGROUND[colorScheme]);
    violations[colorScheme] = (await makeAxeBuilder().analyze()).violations;
  }
  return violations;
}

for (const { name, url } of pageUrls) {
  test.describe(`${name} (${url})`, () => {
    // The HTML is the same at every width: only the desktop project runs this (@desktop).
    test("is prerendered with its heading, metadata, breadcrumb and JSON-LD @desktop", async ({ page, request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).toMatch(/<nav aria-label="Breadcrumb"/);

      await page.goto(url);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(/\S/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical && new URL(canonical).pathname).toBe(url);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
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
    });

    test("has no axe violations in the light and the dark theme", async ({ page, makeAxeBuilder }) => {
      await page.goto(url);
      // The page as scripts leave it; the nojs project scans the prerendered HTML (nojs.spec.ts).
      await waitForHydration(page, "axe scans the page in the state scripts leave it in, which must not change under the scan");
      await page.waitForLoadState("networkidle");
      expect(await scanBothThemes(page, makeAxeBuilder)).toEqual({ light: [], dark: [] });
    });
  });
}

test.describe("an unknown path", () => {
  test.use({ expectedConsoleErrors: /status of 404/ });

  test("answers 404 with the not-found page, noindex, and logs the path", async ({ page, makeAxeBuilder }) => {
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    const response = await page.goto(UNKNOWN_URL);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect.poll(() => logged.some((text) => text.includes(UNKNOWN_URL))).toBe(true);
    expect(await scanBothThemes(page, makeAxeBuilder)).toEqual({ light: [], dark: [] });
  });

  test("the other URL form of a page answers 301 to the canonical one", async ({ request }) => {
    const response = await request.get("/contact", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe("/contact/");
  });
});

test("sitemap.xml lists every page's canonical URL and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const { url } of pageUrls) expect(sitemap).toContain(`${url}</loc>`);
  expect(sitemap).not.toContain("/404");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});
