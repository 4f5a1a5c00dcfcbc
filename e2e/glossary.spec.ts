/**
 * The glossary's letter index built as the browser does it (docs/spec.md §2 "Glossary";
 * docs/decisions/040), walked as its model says: every shortest path of `machines/glossary` (XState,
 * docs/product-decisions.md, decision 14; `xstate/graph`) is one test on the built page, and each
 * state a path passes is checked there: which letter is current (`aria-current`, set by the in-page
 * index module), and, after a letter is chosen, focus on its section, the section in view clear of
 * the sticky letter index, and the letter in the address.
 *
 * LETTER.SELECT is sent for two letters with terms, one chosen by pointer and one with Enter, and
 * for a letter without terms, which the machine ignores (it is text, not a link). LETTER.ADOPT is
 * the page opened at a letter's address, its own test below. The letters come from the content
 * file (tests/helpers/glossaryLetters.ts).
 */
import type { Page } from "@playwright/test";
import type { SnapshotFrom } from "xstate";
import { createTestModel } from "xstate/graph";
import { type GlossaryEvent, glossaryMachine } from "../machines/glossary";
import { letterId } from "../src/content/glossary";
import { glossaryJourneyLetters as letters, lettersWithTerms } from "../tests/helpers/glossaryLetters";
import { expect, test } from "./helpers/test";

type GlossarySnapshot = SnapshotFrom<typeof glossaryMachine>;

const EVENTS: GlossaryEvent[] = [
  { type: "LETTER.SELECT", letter: letters.byPointer },
  { type: "LETTER.SELECT", letter: letters.byKeyboard },
  { type: "LETTER.SELECT", letter: letters.empty },
];

const index = (page: Page) => page.getByRole("navigation", { name: "Glossary letters" });
const letterLink = (page: Page, letter: string) => index(page).getByRole("link", { name: `Letter ${letter}`, exact: true });

/** What the visitor does for an event. */
async function act(page: Page, event: GlossaryEvent): Promise<void> {
  if (event.type === "LETTER.ADOPT") throw new Error("Not sent: the page opened at a letter's address is its own test.");
  if (event.letter === letters.empty) {
    // Text, not a link: a press does nothing.
    await index(page).getByText(`${letters.empty}, no terms`).click();
  } else if (event.letter === letters.byKeyboard) {
    await letterLink(page, event.letter).focus();
    await page.keyboard.press("Enter");
  } else {
    await letterLink(page, event.letter).click();
  }
}

/** What a state promises on the page. */
async function check(page: Page, state: GlossarySnapshot, chosen: boolean): Promise<void> {
  const { activeLetter } = state.context;
  for (const letter of lettersWithTerms) {
    if (letter === activeLetter) await expect(letterLink(page, letter)).toHaveAttribute("aria-current", "true");
    else await expect(letterLink(page, letter)).not.toHaveAttribute("aria-current");
  }
  if (!chosen) return;
  const section = page.locator(`section[id="${letterId(activeLetter)}"]`);
  await expect(section).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`#${letterId(activeLetter)}$`));
  const heading = section.getByRole("heading", { level: 2 });
  await expect(heading).toBeInViewport();
  const indexBottom = await index(page).evaluate((element) => element.getBoundingClientRect().bottom);
  await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(indexBottom);
}

test.describe("the glossary, walked as its model", () => {
  for (const path of createTestModel(glossaryMachine, { input: { availableLetters: lettersWithTerms } }).getShortestPaths({ events: EVENTS })) {
    const steps = path.steps.slice(1);
    test(steps.map((step) => `${step.event.type} ${"letter" in step.event ? step.event.letter : ""}`).join(" → ") || "the page as it opens", async ({ page }) => {
      await page.goto("/learning/glossary/");
      await check(page, path.steps[0]?.state ?? path.state, false);
      let chosen = false;
      for (const step of steps) {
        await act(page, step.event);
        chosen ||= "letter" in step.event && step.event.letter !== letters.empty;
        await check(page, step.state, chosen);
      }
    });
  }

  test("a letter without terms is text, not a link: pressing it changes nothing (the machine's guard)", async ({ page }) => {
    await page.goto("/learning/glossary/");
    await expect(index(page).getByRole("link", { name: new RegExp(`^Letter ${letters.empty}`) })).toHaveCount(0);
    await act(page, { type: "LETTER.SELECT", letter: letters.empty });
    await expect(letterLink(page, letters.first)).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(/\/learning\/glossary\/$/);
  });

  test("the page opened at a letter's address makes it current (LETTER.ADOPT), and axe passes", async ({ page, makeAxeBuilder }) => {
    await page.goto(`/learning/glossary/#${letterId(letters.byKeyboard)}`);
    await expect(letterLink(page, letters.byKeyboard)).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("heading", { level: 2, name: letters.byKeyboard, exact: true })).toBeInViewport();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
  });
});
