/**
 * What a screen-reader user hears of "Clear this form" and "Undo" on the contact form
 * (docs/product-decisions.md, decision 13; WCAG 4.1.3 Status Messages, 2.4.3 Focus Order), with
 * Guidepup's virtual screen reader (docs/decisions/018; harness in tests/helpers/screenReader.tsx): the clear
 * is announced once, politely, with how long Undo lasts; Undo is the next stop after Clear; the
 * undo is announced and focus lands on the first field, read with its restored words.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fromPromise } from "xstate";
import type { ContactTemplateParams } from "../../machines/contactForm";
import { ContactForm } from "../../src/components/ContactForm/ContactForm";
import { readPage } from "../helpers/screenReader";

const CLEARED = "polite: The form is cleared. You can select Undo within 15 seconds to bring your words back.";
const RESTORED = "polite: Your words are back in the form.";

describe("the contact form's Clear this form, heard through a screen reader", () => {
  it("announces the clear with the undo window, offers Undo next, and announces the undo as focus returns to the first field", { timeout: 15_000 }, async () => {
    const user = userEvent.setup();
    const reader = await readPage(<ContactForm sendMessage={fromPromise<unknown, ContactTemplateParams>(() => Promise.resolve("OK"))} />, { toasts: true });
    await screen.findByLabelText(/Security question: what is/);
    await user.type(screen.getByLabelText(/Full Name/), "Ada Lovelace");
    await reader.clear();

    screen.getByRole("button", { name: "Clear this form" }).focus();
    await expect.poll(() => reader.lastPhrase()).toBe("button, Clear this form");
    await reader.clear();
    await reader.virtual.act();
    await expect.poll(() => reader.announcements()).toEqual([CLEARED]);

    await reader.clear();
    await reader.virtual.press("Tab");
    expect(await reader.heard()).toEqual(["button, Undo"]);

    await reader.clear();
    await reader.virtual.act();
    await expect.poll(() => reader.heard()).toContain("textbox, Full Name, Ada Lovelace, required");
    expect(await reader.announcements()).toEqual([RESTORED]);
  });
});
