/**
 * "Clear this form", "Undo" and what the contact form leaves in the browser, through the rendered
 * form (src/components/ContactForm/ContactForm.tsx, useClearForm.ts; docs/product-decisions.md,
 * decision 13): the fields and the stored draft are emptied, the cleared words come back with
 * Undo for `UNDO_WINDOW_MS`, both are announced in a polite live region, focus is never lost, and
 * a successful send removes the draft and the reputation check's answers.
 */
import { act, screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";
import { type ContactTemplateParams, UNDO_WINDOW_MS } from "../../machines/contactForm";
import { ContactForm } from "../../src/components/ContactForm/ContactForm";
import { CONTACT_DRAFT_KEY, DRAFT_NOTICE, readContactDraft } from "../../src/components/ContactForm/draft";
import { CLEAR_ANNOUNCEMENTS } from "../../src/components/ContactForm/useClearForm";
import { writeCheckProgress } from "../../src/components/ReputationCheck/storage";
import { STORED_ITEMS } from "../../src/config/storage";
import { expectFocusOn } from "../helpers/focus";
import { renderWithFrame } from "../helpers/renderWithFrame";

const VALUES = { fullName: "Ada Lovelace", email: "ada@example.com", message: "A forum thread posts my home address." };

const field = {
  fullName: () => screen.getByLabelText(/Full Name/),
  email: () => screen.getByLabelText(/Email Address/),
  message: () => screen.getByLabelText(/How can we help/),
  captcha: () => screen.getByLabelText(/Security question/),
};
const clearButton = () => screen.getByRole("button", { name: "Clear this form" });
const undoButton = () => screen.queryByRole("button", { name: "Undo" });

/** The polite live regions' text (the sending one and the clearing one). */
function politeText(): string {
  return Array.from(document.querySelectorAll('[aria-live="polite"]'))
    .map((region) => region.textContent)
    .join(" ")
    .trim();
}

async function renderForm(sendMessage = fromPromise<unknown, ContactTemplateParams>(() => Promise.resolve("OK"))) {
  renderWithFrame(<ContactForm sendMessage={sendMessage} />);
  await screen.findByLabelText(/Security question: what is/);
}

async function fill(user: UserEvent) {
  await user.type(field.fullName(), VALUES.fullName);
  await user.type(field.email(), VALUES.email);
  await user.type(field.message(), VALUES.message);
}

function expectFilled() {
  expect(field.fullName()).toHaveProperty("value", VALUES.fullName);
  expect(field.email()).toHaveProperty("value", VALUES.email);
  expect(field.message()).toHaveProperty("value", VALUES.message);
}

function expectEmpty() {
  for (const control of [field.fullName(), field.email(), field.message()]) expect(control).toHaveProperty("value", "");
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the contact form's Clear this form", () => {
  it("is a reset button beside Send, with a note of what this browser keeps and for how long", async () => {
    await renderForm();
    expect(clearButton().getAttribute("type")).toBe("reset");
    expect(screen.getByText(DRAFT_NOTICE).textContent).toMatch(/for up to 30 minutes after your last change/);
    expect(undoButton()).toBeNull();
  });

  it("empties the fields and the stored draft, says so, keeps focus on Clear, and Undo brings everything back", async () => {
    const user = userEvent.setup();
    await renderForm();
    await fill(user);
    expect(readContactDraft()).toMatchObject(VALUES);

    await user.click(clearButton());
    expectEmpty();
    expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
    expect(document.activeElement).toBe(clearButton());
    expect(politeText()).toBe(CLEAR_ANNOUNCEMENTS.cleared);
    expect(CLEAR_ANNOUNCEMENTS.cleared).toMatch(/within 15 seconds/);

    const undo = undoButton();
    expect(undo?.textContent).toBe("Undo");
    if (!undo) throw new Error("no Undo button");
    await user.click(undo);
    expectFilled();
    expect(readContactDraft()).toMatchObject(VALUES);
    expect(undoButton()).toBeNull();
    await expectFocusOn(() => field.fullName());
    expect(politeText()).toBe(CLEAR_ANNOUNCEMENTS.restored);
  });

  it("moves focus from Undo to Clear when the undo window ends, and the cleared words are gone", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await renderForm();
    await fill(user);
    await user.click(clearButton());
    const undo = undoButton();
    if (!undo) throw new Error("no Undo button");
    undo.focus();
    expect(document.activeElement).toBe(undo);

    act(() => {
      vi.advanceTimersByTime(UNDO_WINDOW_MS);
    });
    await waitFor(() => expect(undoButton()).toBeNull());
    await expectFocusOn(() => clearButton());
    expectEmpty();
    expect(politeText()).toBe("");
    expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it("says so when there is nothing to clear, and a typed letter quiets the region for the next clear", async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(clearButton());
    expect(politeText()).toBe(CLEAR_ANNOUNCEMENTS.nothing);
    expect(undoButton()).toBeNull();
    await user.type(field.fullName(), "A");
    expect(politeText()).toBe("");
    await user.click(clearButton());
    expect(politeText()).toBe(CLEAR_ANNOUNCEMENTS.cleared);
  });

  it("is disabled while sending, so a send in progress keeps its words", async () => {
    const user = userEvent.setup();
    await renderForm(fromPromise<unknown, ContactTemplateParams>(() => new Promise(() => undefined)));
    await fill(user);
    const [, a, b] = /what is (\d+) \+ (\d+)\?/.exec(document.querySelector(`label[for="${field.captcha().id}"]`)?.textContent ?? "") ?? [];
    await user.type(field.captcha(), String(Number(a) + Number(b)));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await screen.findByRole("button", { name: "Sending..." });
    expect(clearButton()).toHaveProperty("disabled", true);
    expectFilled();
  });
});

describe("after a successful send", () => {
  it("removes the draft and the reputation check's answers the message was made from", async () => {
    const user = userEvent.setup();
    writeCheckProgress({ answers: { who: ["myself"] }, position: "result" });
    await renderForm();
    await fill(user);
    const [, a, b] = /what is (\d+) \+ (\d+)\?/.exec(document.querySelector(`label[for="${field.captcha().id}"]`)?.textContent ?? "") ?? [];
    await user.type(field.captcha(), String(Number(a) + Number(b)));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await screen.findByText("Your message was sent");
    expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(STORED_ITEMS.reputationCheck.key)).toBeNull();
  });
});
