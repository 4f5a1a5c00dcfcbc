/**
 * The reading theme (docs/decisions/020): the page follows the system setting; the header's theme
 * control (a radio group named "Theme") pins light or dark from the first paint, before the page
 * hydrates, and the choice holds across a navigation, a reload and other tabs. Also the reduced
 * motion preference (docs/product-decisions.md "Look and feel"; WCAG 2.3.3). The page background
 * tells which theme a visitor sees: white in the light theme, deep navy in the dark one.
 */
import type { Page } from "@playwright/test";
import { BACKGROUND } from "./helpers/theme";
import { expect, holdScripts, hydratedDocument, test } from "./helpers/test";

const LIGHT_BACKGROUND = BACKGROUND.light;
const DARK_BACKGROUND = BACKGROUND.dark;

/** The page background and the `color-scheme` in force (which also styles form controls and scrollbars). */
async function seen(page: Page): Promise<{ background: string; colorScheme: string }> {
  return page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
  }));
}

/** The header bar's theme control (from 768 px; the phone menu has its own). */
const barControl = (page: Page) => page.getByRole("banner").getByRole("group", { name: "Theme" }).first();

test.describe("on a system set to light", () => {
  test.use({ colorScheme: "light" });

  test("the page is light and System is checked", async ({ page }) => {
    await page.goto("/learning/guides/");
    await expect(barControl(page).getByRole("radio", { name: "System" })).toBeChecked();
    expect(await seen(page)).toEqual({ background: LIGHT_BACKGROUND, colorScheme: "light dark" });
  });

  test("choosing Dark applies at once, before hydration, and holds across a navigation and a reload; System lets go", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/learning/guides/");
    await expect(hydratedDocument(page)).toHaveCount(0);
    await barControl(page).getByRole("radio", { name: "Dark" }).check();
    await expect.poll(async () => (await seen(page)).background).toBe(DARK_BACKGROUND);
    expect((await seen(page)).colorScheme).toBe("dark");
    release();

    await page.getByRole("banner").getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(barControl(page).getByRole("radio", { name: "Dark" })).toBeChecked();
    expect((await seen(page)).background).toBe(DARK_BACKGROUND);

    await page.reload();
    await expect(barControl(page).getByRole("radio", { name: "Dark" })).toBeChecked();
    expect((await seen(page)).background).toBe(DARK_BACKGROUND);

    await barControl(page).getByRole("radio", { name: "System" }).check();
    await expect.poll(async () => (await seen(page)).background).toBe(LIGHT_BACKGROUND);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test("the first paint already has a stored theme: the page is dark before a script has loaded", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("rrr-theme", "dark"));
    await holdScripts(page);
    // A page with an island that hydrates on load (the contact form), whose scripts are held back.
    await page.goto("/contact/", { waitUntil: "commit" });
    // As soon as the body exists and the stylesheet applies: the first moment anything is painted.
    await page.waitForFunction(() => {
      const body = document.querySelector("body");
      return body !== null && getComputedStyle(body).backgroundColor !== "rgba(0, 0, 0, 0)";
    });
    expect((await seen(page)).background).toBe(DARK_BACKGROUND);
    await expect(hydratedDocument(page)).toHaveCount(0);
  });

  test("works by keyboard: Tab reaches the checked choice, the arrow keys choose, focus stays visible", async ({ page }) => {
    await page.goto("/about/");
    await page.getByRole("banner").getByRole("link", { name: "Contact" }).focus();
    await page.keyboard.press("Tab");
    const system = barControl(page).getByRole("radio", { name: "System" });
    await expect(system).toBeFocused();
    await page.keyboard.press("ArrowRight");
    const light = barControl(page).getByRole("radio", { name: "Light" });
    await expect(light).toBeFocused();
    await expect(light).toBeChecked();
    await page.keyboard.press("ArrowRight");
    await expect(barControl(page).getByRole("radio", { name: "Dark" })).toBeChecked();
    await expect.poll(async () => (await seen(page)).background).toBe(DARK_BACKGROUND);
    const ring = await page.evaluate(() => {
      const face = document.activeElement?.nextElementSibling;
      return face ? getComputedStyle(face).outlineStyle : "none";
    });
    expect(ring).toBe("solid");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: "Request a free consultation" })).toBeFocused();
  });

  test("a choice made in one tab reaches the others", async ({ page, context }) => {
    await page.goto("/learning/faqs/");
    const other = await context.newPage();
    await other.goto("/learning/glossary/");
    await barControl(page).getByRole("radio", { name: "Dark" }).check();
    await expect.poll(async () => (await seen(other)).background).toBe(DARK_BACKGROUND);
    await expect(barControl(other).getByRole("radio", { name: "Dark" })).toBeChecked();
  });
});

test.describe("on a phone with a system set to dark", () => {
  test.use({ colorScheme: "dark", viewport: { width: 375, height: 812 } });

  test("the menu's theme control pins Light, and the open menu passes axe in both themes", async ({ page, makeAxeBuilder }) => {
    await page.goto("/services/");
    expect((await seen(page)).background).toBe(DARK_BACKGROUND);
    // The page runs no React: the menu is a native popover and the theme's inline script does the rest.
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    const menuControl = page.locator("#site-menu").getByRole("group", { name: "Theme" });
    await expect(menuControl.getByRole("radio", { name: "System" })).toBeChecked();
    expect((await makeAxeBuilder().include("#site-menu").analyze()).violations).toEqual([]);
    await menuControl.getByRole("radio", { name: "Light" }).check();
    await expect.poll(async () => (await seen(page)).background).toBe(LIGHT_BACKGROUND);
    expect((await seen(page)).colorScheme).toBe("light");
    expect((await makeAxeBuilder().include("#site-menu").analyze()).violations).toEqual([]);
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing scrolls smoothly or animates", async ({ page }) => {
    await page.goto("/learning/faqs/");
    await page.getByRole("navigation", { name: "Categories" }).getByRole("link").first().focus();
    const motion = await page.evaluate(() => {
      const face = document.querySelector("[data-theme-choice] + span");
      return {
        scroll: getComputedStyle(document.documentElement).scrollBehavior,
        transition: face ? getComputedStyle(face).transitionDuration : "missing",
      };
    });
    expect(motion).toEqual({ scroll: "auto", transition: "0s, 0s" });
  });

  test("without the preference, in-page jumps scroll smoothly (the check above can fail)", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "no-preference" });
    const page = await context.newPage();
    await page.goto("/learning/faqs/");
    await page.getByRole("navigation", { name: "Categories" }).getByRole("link").first().focus();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
    // A page without an in-page index never does, focus in it or not (docs/decisions/063 and 064).
    await page.goto("/contact/");
    await page.getByRole("button", { name: "Send message" }).focus();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    await context.close();
  });
});
