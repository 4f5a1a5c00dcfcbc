/**
 * The shared frame by keyboard (docs/spec.md §2 "Shared frame", §4 "Mobile menu"): skip link, header links and `aria-current`,
 * focus and title on client-side navigation, the footer year, and the mobile menu below 768 px.
 */
import { contactContent } from "../src/content/contact";
import { escapeRegExp } from "./helpers/content";
import { expect, test, waitForHydration } from "./helpers/test";

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

// The bar shows its links from 768 px: the desktop project runs these (@desktop).
test.describe("desktop header @desktop", () => {
  test("marks the active section and moves focus to the new h1 on navigation", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page, "focus moves to the new h1 on client-side navigation, which the router does once hydrated");
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await main.getByRole("link", { name: "Contact" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(contactContent.meta.title)));
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(main.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
    await expect(main.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the Free Consultation button leads to the contact page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Free Consultation" }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });
});

// The menu exists below 768 px: the mobile project runs these (@mobile).
test.describe("mobile menu @mobile", () => {
  test("opens with Enter, closes with Escape and returns focus to the toggle", async ({ page, makeAxeBuilder }) => {
    await page.goto("/");
    await waitForHydration(page, "Escape closing the menu and returning focus to its toggle is script behaviour");
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("navigation", { name: "Main" });
    await expect(panel.getByRole("link", { name: "About Us" })).toBeVisible();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("closes when a link is chosen and the new page's h1 takes focus", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page, "focus moves to the new h1 on client-side navigation, which the router does once hydrated");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("Space toggles it too", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
