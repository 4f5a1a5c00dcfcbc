/**
 * What a screen-reader user hears in the reputation check (docs/decisions/022; WCAG 1.3.1 Info
 * and Relationships, 2.4.3 Focus Order, 3.3.1 Error Identification), with the virtual screen
 * reader (docs/decisions/018): each step's heading takes focus and says the progress first, the
 * group is named by its legend, and a missing answer is read from the error summary and with its
 * group.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReputationCheck } from "../../src/components/ReputationCheck/ReputationCheck";
import { type ScreenReader, readPage } from "../helpers/screenReader";

/** Moves the reading cursor back (the screen reader's "previous item") until a phrase matches, and returns it. */
async function readBackTo(reader: ScreenReader, phrase: RegExp, limit = 40): Promise<string> {
  for (let move = 0; move < limit; move += 1) {
    const last = await reader.lastPhrase();
    if (phrase.test(last)) return last;
    await reader.virtual.previous();
  }
  throw new Error(`The screen reader did not say ${String(phrase)} within ${String(limit)} moves back.`);
}

/** The check at its address, with the screen reader started on it. */
const openCheck = () => readPage(<ReputationCheck />, { url: "/reputation-check/" });

describe("the reputation check, read by a screen reader", () => {
  it("a visitor who answers the first step hears “Step 2 of 6” and the next question as the heading that takes focus", async () => {
    const reader = await openCheck();
    screen.getByRole("radio", { name: "Me, personally" }).click();
    await reader.clear();
    screen.getByRole("button", { name: "Continue" }).click();
    await expect.poll(() => reader.heard()).toContain("heading, Step 2 of 6 What kind of content is it?, level 2");
    await reader.clear();
    await reader.virtual.press("Tab");
    await expect.poll(() => reader.heard()).toEqual(["radio, A negative article or search result, not checked, position 1, set size 9"]);
    // The group around the choices is named by its legend and described by its hint.
    expect(await readBackTo(reader, /^group, /)).toBe(
      "group, Step 2 of 6 What kind of content is it?, If there is more than one thing, choose the one that worries you most. You can tell us about the rest later.",
    );
  });

  it("a visitor who continues without an answer hears the problem from the summary, and with the group", async () => {
    const reader = await openCheck();
    screen.getByRole("button", { name: "Continue" }).click();
    await expect.poll(() => reader.heard()).toContain("group, There is a problem, Select who is affected.");
    await reader.clear();
    screen.getByRole("link", { name: "Select who is affected." }).click();
    await expect.poll(() => reader.heard()).toEqual(["radio, Me, personally, not checked, position 1, set size 4"]);
    // The error is part of the group's description, after its hint (aria-describedby).
    expect(await readBackTo(reader, /^group, Step/)).toBe("group, Step 1 of 6 Who is affected?, Choose the one that fits best. Error: Select who is affected.");
  });
});
