/**
 * Nothing sensitive left behind (docs/product-decisions.md, decision 13: "nothing a visitor types
 * or answers is kept in the browser longer than a documented limit, and the visitor can clear
 * it"), against the demo build. Playwright's clock (`page.clock`, installed before the page loads)
 * stands in for a visitor who leaves the tab: the draft and the check's answers are stamped with
 * `Date.now()` and expire `IDLE_EXPIRY_MS` (30 minutes) after the last change
 * (src/config/storage.ts); "Clear this form" empties the form and the draft, with "Undo" for
 * `UNDO_WINDOW_MS` (15 s, machines/contactForm/machine.ts).
 */
import type { Page } from "@playwright/test";
import { STORED_ITEMS } from "../src/config/storage";
import { sessionItem } from "./helpers/storage";
import { expect, holdScripts, hydratedDocument, test, waitForHydration } from "./helpers/test";

const VALUES = {
  name: "Dana Whitfield",
  email: "dana@example.org",
  message: "Someone keeps posting my home address under my photos.",
};

const draftIn = (page: Page) => sessionItem(page, STORED_ITEMS.contactDraft.key);

/** Opens the contact page with the clock installed and waits for the script that keeps and restores the draft. */
async function openWithClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto("/contact/");
  await waitForHydration(page, "the draft is written, restored and cleared by the contact form's script");
}

/** Types the visitor's words (no captcha answer: nothing here is sent) and waits until the draft holds them. */
async function typeWords(page: Page): Promise<void> {
  await page.getByLabel("Full Name").fill(VALUES.name);
  await page.getByLabel("Email Address").fill(VALUES.email);
  await page.getByLabel("How can we help?").fill(VALUES.message);
  await expect.poll(() => draftIn(page)).toContain("Dana Whitfield");
}

async function expectWords(page: Page): Promise<void> {
  await expect(page.getByLabel("Full Name")).toHaveValue(VALUES.name);
  await expect(page.getByLabel("Email Address")).toHaveValue(VALUES.email);
  await expect(page.getByLabel("How can we help?")).toHaveValue(VALUES.message);
}

async function expectEmpty(page: Page): Promise<void> {
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  await expect(page.getByLabel("Email Address")).toHaveValue("");
  await expect(page.getByLabel("How can we help?")).toHaveValue("");
}

test.describe("the contact draft expires after 30 minutes without a change", () => {
  for (const { idle, restored } of [
    { idle: "29:00", restored: true },
    { idle: "31:00", restored: false },
  ]) {
    test(`a draft left ${idle} minutes ${restored ? "is restored after a reload" : "is not restored, and the page deletes it"}`, async ({ page }) => {
      await openWithClock(page);
      await typeWords(page);
      await page.clock.fastForward(idle);
      await page.reload();
      await waitForHydration(page, "reading the draft, which restores or deletes it, is the contact form's script");
      if (restored) {
        await expectWords(page);
      } else {
        await expectEmpty(page);
        await expect.poll(() => draftIn(page)).toBeNull();
      }
    });
  }
});

test("the note beside the form says what this browser keeps and for how long", async ({ page }) => {
  await page.goto("/contact/");
  await expect(page.getByText(/this tab keeps your words and choices for up to 30 minutes after your last change/)).toBeVisible();
});

test.describe("Clear this form", () => {
  test("empties the fields and the draft; Undo brings them back within its window", async ({ page, makeAxeBuilder }) => {
    await openWithClock(page);
    await typeWords(page);
    const clear = page.getByRole("button", { name: "Clear this form" });
    await clear.click();
    await expectEmpty(page);
    await expect.poll(() => draftIn(page)).toBeNull();
    await expect(clear).toBeFocused();
    await expect(page.getByText(/^The form is cleared\. You can select Undo within 15 seconds/)).toBeAttached();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    await page.getByRole("button", { name: "Undo" }).click();
    await expectWords(page);
    await expect.poll(() => draftIn(page)).toContain("Dana Whitfield");
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
  });

  test("after the undo window Undo is gone, focus is on Clear, and the words stay gone", async ({ page }) => {
    await openWithClock(page);
    await typeWords(page);
    const clear = page.getByRole("button", { name: "Clear this form" });
    await clear.click();
    const undo = page.getByRole("button", { name: "Undo" });
    await undo.focus();
    await page.clock.fastForward("00:16");
    await expect(undo).toHaveCount(0);
    await expect(clear).toBeFocused();
    await expectEmpty(page);
    await expect.poll(() => draftIn(page)).toBeNull();
    await page.reload();
    await waitForHydration(page, "a draft would be restored by the contact form's script");
    await expectEmpty(page);
  });

  test("works as plain HTML before the page's scripts run, and takes a draft kept from earlier with it", async ({ page }) => {
    await page.goto("/contact/");
    await waitForHydration(page, "the earlier visit's draft is written by the contact form's script");
    await typeWords(page);

    const release = await holdScripts(page);
    await page.reload();
    await page.getByLabel("Full Name").fill("Someone else");
    await page.getByRole("button", { name: "Clear this form" }).click();
    // The native reset emptied the fields before hydration (the marker is absent), and the inline
    // loader deleted the earlier draft, which hydration would otherwise restore over the empty
    // fields: the hydration marker is this test's subject.
    await expectEmpty(page);
    await expect(hydratedDocument(page)).toHaveCount(0);
    expect(await draftIn(page)).toBeNull();
    release();
    await expect(hydratedDocument(page)).toHaveCount(1);
    await expectEmpty(page);
    await expect.poll(() => draftIn(page)).toBeNull();
  });
});

test("the reputation check's answers older than the limit are not restored, and the check deletes them", async ({ page }) => {
  await page.clock.install();
  await page.goto("/reputation-check/");
  await waitForHydration(page, "the check's answers are kept and restored by its script");
  const form = page.getByRole("form", { name: "Reputation check" });
  await form.getByRole("radio", { name: "Me, personally", exact: true }).check();
  await form.getByRole("button", { name: "Continue", exact: true }).click();
  await expect.poll(() => sessionItem(page, STORED_ITEMS.reputationCheck.key)).toContain("myself");
  await page.clock.fastForward("31:00");
  await page.reload();
  await waitForHydration(page, "reading the stale answers, which deletes them, is the check's script");
  await expect(page.getByRole("heading", { level: 2, name: "Step 1 of 6 Who is affected?" })).toBeVisible();
  await expect(form.getByRole("radio", { name: "Me, personally", exact: true })).not.toBeChecked();
  await expect.poll(() => sessionItem(page, STORED_ITEMS.reputationCheck.key)).toBeNull();
});
