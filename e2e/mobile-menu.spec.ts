/**
 * The header's phone menu on the built pages (docs/spec.md §4 "Mobile menu"; docs/decisions/040),
 * walked as its model says: every shortest path of `machines/mobileMenu` (XState,
 * docs/product-decisions.md, decision 14; `xstate/graph`) is one test, which together take every
 * transition of the model, and each state a path passes is checked against the page: what is shown, where focus is, and the expanded state Chromium gives assistive technology
 * (its accessibility tree, read over the DevTools protocol, as a screen reader reads it).
 *
 * The menu is a native popover (`<button popovertarget>`): no script runs on the home page, so no
 * step waits for one.
 */
import type { Locator, Page } from "@playwright/test";
import { type MobileMenuEvent, mobileMenuMachine } from "../machines/mobileMenu";
import { exposedExpanded, modelJourneys } from "./helpers/disclosure";
import { expect, test } from "./helpers/test";


const toggle = (page: Page): Locator => page.getByRole("banner").getByRole("button", { name: "Menu" });
const panel = (page: Page): Locator => page.locator("#site-menu");


/** What each state of the model promises on the page. */
const STATE_CHECKS: Record<string, (page: Page) => Promise<void>> = {
  closed: async (page) => {
    await expect(panel(page)).toBeHidden();
    if (await toggle(page).isVisible()) expect(await exposedExpanded(page, "Menu")).toBe(false);
  },
  open: async (page) => {
    await expect(panel(page).getByRole("link", { name: "About us" })).toBeVisible();
    await expect(panel(page).getByRole("link", { name: "Request a free consultation" })).toBeVisible();
    expect(await exposedExpanded(page, "Menu")).toBe(true);
  },
};

/** What the visitor does for each event of the model. */
const EVENT_ACTIONS: Record<MobileMenuEvent["type"], (page: Page) => Promise<void>> = {
  // Enter on the focused button, as a keyboard user; a tap is the same activation.
  TOGGLE: async (page) => {
    await toggle(page).focus();
    await page.keyboard.press("Enter");
  },
  // A link in the panel loads its page, which starts with the menu closed.
  "LINK.CHOSEN": async (page) => {
    await panel(page).getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveURL(/\/about\/$/);
  },
  // From inside the panel (Tab moves from the button into it), Escape closes it; the check after
  // it is that focus is back on the button (the model's `focusToggle`).
  ESCAPE: async (page) => {
    await toggle(page).focus();
    await page.keyboard.press("Tab");
    await expect(panel(page).getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle(page)).toBeFocused();
  },
  // Another page loads (an address typed, a bookmark): a new document, with the menu closed.
  "ROUTE.CHANGED": async (page) => {
    await page.goto("/privacy/");
  },
  // Tab from the panel's last control walks on into the page behind it: the panel closes rather
  // than leave focus under it (WCAG 2.4.11 Focus Not Obscured).
  "FOCUS.LEFT": async (page) => {
    await panel(page).getByRole("link", { name: "Request a free consultation" }).focus();
    await page.keyboard.press("Tab");
    await expect(panel(page).locator(":focus")).toHaveCount(0);
  },
  // From 1024 px the bar shows the links and the panel is not drawn.
  "VIEWPORT.WIDE": async (page) => {
    await page.setViewportSize({ width: 1024, height: 800 });
  },
};


test.describe("the phone menu, walked as its model @mobile", () => {
  for (const journey of modelJourneys(mobileMenuMachine)) {
    test(journey.name, async ({ page }) => {
      await page.goto("/");
      await STATE_CHECKS.closed?.(page);
      for (const step of journey.steps) {
        await EVENT_ACTIONS[step.event.type](page);
        const check = STATE_CHECKS[step.state.value];
        if (!check) throw new Error(`no check for the state ${step.state.value}`);
        await check(page);
      }
    });
  }

  test("Space toggles it too, and a press outside closes it", async ({ page }) => {
    await page.goto("/");
    await toggle(page).focus();
    await page.keyboard.press("Space");
    await STATE_CHECKS.open?.(page);
    await page.keyboard.press("Space");
    await STATE_CHECKS.closed?.(page);
    await toggle(page).click();
    await STATE_CHECKS.open?.(page);
    // Below the panel, at the foot of the screen: the page, not the menu.
    await page.mouse.click(20, 790);
    await STATE_CHECKS.closed?.(page);
  });

  test("open, it passes axe and covers nothing of the bar", async ({ page, makeAxeBuilder }) => {
    await page.goto("/");
    await toggle(page).click();
    await STATE_CHECKS.open?.(page);
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    const bar = await page.getByRole("banner").boundingBox();
    const drawn = await panel(page).boundingBox();
    expect(bar && drawn && drawn.y >= bar.y + bar.height - 1).toBe(true);
  });
});
