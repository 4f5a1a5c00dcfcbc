/**
 * Every route in the dark theme (docs/decisions/020): the system asks for dark, the page follows
 * it without any choice stored, and axe finds no violation (WCAG 2.2 AA and best practices; colour
 * contrast is the rule at stake). Runs at 1280 px (desktop) and 375 px (mobile).
 */
import { expect, test, waitForHydration } from "./test";
import { pageUrls, UNKNOWN_URL } from "./routes";

test.use({ colorScheme: "dark" });

/** The page's background as the browser paints it. */
const pageBackground = () => getComputedStyle(document.body).backgroundColor;

for (const { name, url } of pageUrls) {
  test(`${name} (${url}) in the dark theme has no axe violations`, async ({ page, makeAxeBuilder }) => {
    await page.goto(url);
    await waitForHydration(page, "axe scans the page in the state scripts leave it in, which must not change under the scan");
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(pageBackground)).toBe("rgb(6, 15, 28)");
    const results = await makeAxeBuilder().analyze();
    expect(results.violations).toEqual([]);
  });
}

test.describe("the not-found page", () => {
  test.use({ expectedConsoleErrors: /status of 404/ });

  test("in the dark theme has no axe violations", async ({ page, makeAxeBuilder }) => {
    await page.goto(UNKNOWN_URL);
    expect(await page.evaluate(pageBackground)).toBe("rgb(6, 15, 28)");
    const results = await makeAxeBuilder().analyze();
    expect(results.violations).toEqual([]);
  });
});
