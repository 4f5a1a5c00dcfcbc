/**
 * The shared frame by keyboard (docs/spec.md §2 "Shared frame"): skip link, header links and
 * `aria-current`, the next page's title and first stop, and the footer year. The phone menu has its
 * own spec (e2e/mobile-menu.spec.ts).
 */
import { contactContent } from "../src/content/contact";
import { escapeRegExp } from "./helpers/content";
import { expect, test } from "./helpers/test";

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.goto("/contact/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await page.keyboard.press("Tab");
  // The next stop is inside the main content (the breadcrumb), not back in the header.
  const inMain = await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement) ?? false);
  expect(inMain).toBe(true);
});

test("the footer shows the current year", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} RRR`);
});

// The bar shows its links from 1024 px: the desktop project runs these (@desktop).
test.describe("desktop header @desktop", () => {
  test("marks the active section, and a link loads its page with the skip link as the first stop", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await main.getByRole("link", { name: "Contact" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(contactContent.meta.title)));
    await expect(main.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
    await expect(main.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Each page is its own document (docs/decisions/040): focus and scroll are the browser's own.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  });

  test("the main action's button leads to the contact page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Request a free consultation" }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });
});
