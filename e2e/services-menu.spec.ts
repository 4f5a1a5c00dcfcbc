/**
 * The header's list of services on the built pages (docs/decisions/046), walked as its model says:
 * every shortest path of `machines/servicesMenu` (XState, docs/product-decisions.md, decision 14;
 * `xstate/graph`) is one test, which together take every transition of the model, and each state
 * a path passes is checked against the page: what is shown, where focus is, and the expanded state
 * Chromium gives assistive technology. From 1024 px the list is a native popover
 * (`<button popovertarget>`): no script runs on these pages, so no step waits for one. Below 1024 px
 * the same list is a `<details>` disclosure in the phone menu (@mobile).
 */
import type { Locator, Page } from "@playwright/test";
import { type ServicesMenuEvent, servicesMenuMachine } from "../machines/servicesMenu";
import { pageIndex } from "../src/content/generated/pageIndex";
import { FREE_OPTIONS_LINK } from "../src/components/SiteHeader/servicesMenu";
import { canonicalPath, servicePath } from "../src/site/paths";
import { exposedExpanded, modelJourneys } from "./helpers/disclosure";
import { expect, test } from "./helpers/test";


const toggle = (page: Page): Locator => page.getByRole("banner").getByRole("button", { name: "Services" });
const panel = (page: Page): Locator => page.locator("#services-menu");
/** A service the walks choose: the first of the page index. */
const firstService = pageIndex.services[0];
if (firstService === undefined) throw new Error("the site has no service pages");


/** What each state of the model promises on the page. */
const STATE_CHECKS: Record<string, (page: Page) => Promise<void>> = {
  closed: async (page) => {
    await expect(panel(page)).toBeHidden();
    if (await toggle(page).isVisible()) expect(await exposedExpanded(page, "Services")).toBe(false);
  },
  open: async (page) => {
    // Every service page is one step away, under its audience; then the two hubs' links, "All
    // services", the free options guide and "Before you decide" (how we charge, our standards).
    await expect(panel(page).getByRole("link")).toHaveCount(pageIndex.services.length + 6);
    await expect(panel(page).getByRole("link", { name: FREE_OPTIONS_LINK.label, exact: true })).toHaveAttribute("href", FREE_OPTIONS_LINK.href);
    await expect(panel(page).getByRole("link", { name: firstService.name, exact: true })).toBeVisible();
    expect(await exposedExpanded(page, "Services")).toBe(true);
  },
};

/** What the visitor does for each event of the model. */
const EVENT_ACTIONS: Record<ServicesMenuEvent["type"], (page: Page) => Promise<void>> = {
  // Enter on the focused button, as a keyboard user; a click is the same activation.
  TOGGLE: async (page) => {
    await toggle(page).focus();
    await page.keyboard.press("Enter");
  },
  // A service chosen loads its page, which starts with the list closed.
  "LINK.CHOSEN": async (page) => {
    await panel(page).getByRole("link", { name: firstService.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${canonicalPath(servicePath(firstService))}$`));
  },
  // From inside the list (Tab moves from the button into it), Escape closes it and focus returns
  // to the button (the model's `focusToggle`).
  ESCAPE: async (page) => {
    await toggle(page).focus();
    await page.keyboard.press("Tab");
    await expect(panel(page).getByRole("link", { name: "For individuals" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle(page)).toBeFocused();
  },
  // A press on the page below the list (light dismiss).
  "PRESS.OUTSIDE": async (page) => {
    await page.mouse.click(20, 790);
  },
  // Under 1024 px the bar's items give way to the menu.
  "VIEWPORT.NARROW": async (page) => {
    await page.setViewportSize({ width: 900, height: 800 });
  },
};


test.describe("the header's list of services, walked as its model @desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const journey of modelJourneys(servicesMenuMachine)) {
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

  test("open, it passes axe, hangs under the bar, and marks the page shown", async ({ page, makeAxeBuilder }) => {
    await page.goto(canonicalPath(servicePath(firstService)));
    await toggle(page).click();
    await STATE_CHECKS.open?.(page);
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    const bar = await page.getByRole("banner").boundingBox();
    const drawn = await panel(page).boundingBox();
    expect(bar && drawn && Math.abs(drawn.y - (bar.y + bar.height)) <= 1).toBe(true);
    await expect(panel(page).getByRole("link", { name: firstService.name, exact: true })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("the phone menu's list of services @mobile", () => {
  test("a disclosure in the menu lists every service", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    const menu = page.locator("#site-menu");
    const services = menu.locator("details", { has: page.locator("summary", { hasText: "Services" }) });
    await expect(services.getByRole("link", { name: firstService.name, exact: true })).toBeHidden();
    await services.locator("summary").click();
    await expect(services.getByRole("link")).toHaveCount(pageIndex.services.length + 6);
    await services.getByRole("link", { name: firstService.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${canonicalPath(servicePath(firstService))}$`));
  });
});
