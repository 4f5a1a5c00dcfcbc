/**
 * The FAQ page built as the browser does it (docs/spec.md §2 "FAQ"; docs/decisions/040), walked as
 * its model says: every shortest path of `machines/faq` (XState, docs/product-decisions.md,
 * decision 14; `xstate/graph`) is one test on the built page, and each state a path passes is
 * checked there: which category link is current (`aria-current`, set by the in-page index module),
 * which answers are open (`<details open>`), and, after a category is chosen, focus on its section
 * and its id in the address.
 *
 * The events are the visitor's: CATEGORY.SELECT follows the second category's link, PANEL.TOGGLE
 * presses a question's summary (a click event from the page, which does not scroll: a press that
 * scrolled would bring another category into view, an event of its own), CATEGORY.IN_VIEW scrolls
 * back to the top, and SCROLL.END waits for the scroll to end. While the page scrolls to a chosen
 * category, ending the scroll is the only event the test sends.
 */
import { LANDING_TOP_PX } from "./helpers/landing";
import type { Page } from "@playwright/test";
import type { SnapshotFrom } from "xstate";
import { createTestModel } from "xstate/graph";
import { type FaqEvent, faqMachine } from "../machines/faq";
import { faqCategories } from "../src/content/faq";
import { expect, test } from "./helpers/test";

const [first, second] = faqCategories;
if (!first || !second || first.questions.length < 2) throw new Error("The FAQ journeys need two categories and two questions in the first (src/content/data/faq.yml).");
/** The first category's first two questions' panels (`<details>` ids: the category's id and the position). */
const PANELS = [`${first.id}-1`, `${first.id}-2`] as const;

type FaqSnapshot = SnapshotFrom<typeof faqMachine>;

/** The events the journeys send in a state (see the file's comment). */
function eventsIn(state: FaqSnapshot): FaqEvent[] {
  if (state.matches("scrolling")) return [{ type: "SCROLL.END" }];
  return [
    { type: "CATEGORY.SELECT", id: second?.id ?? "" },
    { type: "CATEGORY.IN_VIEW", id: first?.id ?? "" },
    ...PANELS.map((id): FaqEvent => ({ type: "PANEL.TOGGLE", id })),
  ];
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Categories" });

/** What the visitor does for an event. */
async function act(page: Page, event: FaqEvent): Promise<void> {
  switch (event.type) {
    case "CATEGORY.SELECT":
      await nav(page).locator(`a[href="#${event.id}"]`).click();
      return;
    case "CATEGORY.IN_VIEW":
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      return;
    case "SCROLL.END":
      await expect.poll(async () => Math.round(await page.locator(`[id="${second?.id ?? ""}"]`).evaluate((element) => element.getBoundingClientRect().top))).toBe(LANDING_TOP_PX);
      return;
    case "PANEL.TOGGLE":
      await page.locator(`[id="${event.id}"] > summary`).dispatchEvent("click");
      return;
    case "PANELS.ADOPT":
      throw new Error("Not sent: the answers' open state is the page's own.");
  }
}

/** What a state promises on the page. */
async function check(page: Page, state: FaqSnapshot): Promise<void> {
  const { activeCategory, openPanels } = state.context;
  for (const category of faqCategories) {
    const link = nav(page).locator(`a[href="#${category.id}"]`);
    if (category.id === activeCategory) await expect(link).toHaveAttribute("aria-current", "true");
    else await expect(link).not.toHaveAttribute("aria-current");
  }
  for (const id of PANELS) await expect(page.locator(`[id="${id}"]`)).toHaveJSProperty("open", openPanels.includes(id));
  if (state.matches("scrolling")) {
    // The chosen category's section has focus and its id is in the address (HTML "scroll to the fragment").
    await expect(page.locator(`section[id="${activeCategory}"]`)).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`#${activeCategory}$`));
  }
}

test.describe("the FAQ, walked as its model", () => {
  const paths = createTestModel(faqMachine).getShortestPaths({ events: eventsIn });
  for (const path of paths) {
    const steps = path.steps.slice(1);
    test(steps.map((step) => `${step.event.type}${"id" in step.event ? ` ${step.event.id}` : ""}`).join(" → ") || "the page as it opens", async ({ page }) => {
      await page.goto("/learning/faqs/");
      await check(page, path.steps[0]?.state ?? path.state);
      for (const step of steps) {
        await act(page, step.event);
        await check(page, step.state);
      }
    });
  }

  test("scrolling to a category makes it current (CATEGORY.IN_VIEW)", async ({ page }) => {
    await page.goto("/learning/faqs/");
    await page.locator(`section[id="${second.id}"]`).evaluate((element) => element.scrollIntoView({ block: "start", behavior: "instant" }));
    await expect(nav(page).locator(`a[href="#${second.id}"]`)).toHaveAttribute("aria-current", "true");
    await expect(nav(page).locator(`a[href="#${first.id}"]`)).not.toHaveAttribute("aria-current");
  });

  test("a category chosen from the keyboard: the region is read next, and Tab goes on inside it", async ({ page }) => {
    await page.goto("/learning/faqs/");
    await nav(page).locator(`a[href="#${second.id}"]`).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("region", { name: second.name })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.locator(`[id="${second.id}-1"] > summary`)).toBeFocused();
  });
});
