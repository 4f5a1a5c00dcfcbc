/**
 * What a screen-reader user hears of the newsletter sign-up (docs/spec.md §2 "Learning Center";
 * docs/product-decisions.md, decision 5; WCAG 1.3.1, 3.3.1, 3.3.2, 4.1.2, 4.1.3), phrase by phrase,
 * with Guidepup's virtual screen reader (docs/decisions/018): the block and its labelled field,
 * the inline error that takes focus, and the send in progress and its outcome, each announced
 * once. The hidden honeypot field is never heard.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { EmailScenario } from "../../fixtures/emailjs";
import { acceptedRequests, setEmailScenario } from "../../fixtures/node";
import { NewsletterForm } from "../../src/components/NewsletterForm/NewsletterForm";
import { site } from "../../src/content/site";
import { expectConsoleErrors } from "../helpers/console";
import { type ScreenReader, paragraph, readPage } from "../helpers/screenReader";

// The form sends as the demo build does (`sendEmail`), which first starts MSW's service worker;
// happy-dom has none, so that start is a no-op here and the real SDK meets the MSW node server of
// tests/setup.ts, as the contact form's tests do.
vi.mock("../../fixtures/browser", () => ({ startMockEndpoint: () => Promise.resolve() }));

const BLOCK = "Get new guides in your inbox";
const FIELD = "textbox, Email address, placeholder Enter your email address, required";
const SUBSCRIBING = "polite: Subscribing...";
const SUBSCRIBED = "polite: Check your inbox. Thank you. We'll email you to confirm your address, and add you once you confirm.";
const SUBSCRIBED_ON_PAGE = "Thank you. We'll email you to confirm your address, and add you once you confirm.";
const FAILED = "assertive: Error. We could not subscribe you. Your address is still here: please try again in a moment.";

/** Renders the block with the toast provider (its outcomes raise toasts) and starts the reader on a clear log. */
const openNewsletter = () => readPage(<NewsletterForm />, { toasts: true });

/** Focuses the Subscribe button, waits for it to be said, forgets the log and activates it. */
async function pressSubscribe(reader: ScreenReader): Promise<void> {
  screen.getByRole("button", { name: "Subscribe" }).focus();
  await expect.poll(() => reader.lastPhrase()).toBe("button, Subscribe");
  await reader.clear();
  await reader.virtual.act();
}

async function typeAddress(address: string): Promise<void> {
  await userEvent.setup().type(screen.getByLabelText("Email address"), address);
}

describe("the newsletter sign-up, heard through a screen reader", () => {
  it("reads the block's name and heading, the intro with its double opt-in, then the field by its label with its placeholder and required state, and the button", async () => {
    const reader = await openNewsletter();
    expect(await reader.readUntil("button, Subscribe")).toEqual([
      `region, ${BLOCK}`,
      `heading, ${BLOCK}, level 2`,
      ...paragraph(
        `One short email when we publish something useful. Before we add you, we'll send you an email to confirm your address. No spam, and to unsubscribe at any time, write to us at ${site.email}.`,
      ),
      "form",
      "Email address",
      FIELD,
      "button, Subscribe",
    ]);
  });

  it("never reads the hidden honeypot field, from the button to the end of the block", async () => {
    const reader = await openNewsletter();
    // The honeypot comes right after the button and is not heard; the empty live region reads as a
    // bare paragraph, then the privacy note.
    expect(await reader.readAfter("button, Subscribe", `end of region, ${BLOCK}`)).toEqual([
      "paragraph",
      ...paragraph("We only use your address to confirm your subscription and send the newsletter. See our", "link, privacy policy", "."),
      "end of form",
      `end of region, ${BLOCK}`,
    ]);
  });

  it("reads the field by its label when tabbed to, then the Subscribe button", async () => {
    const reader = await openNewsletter();
    await reader.virtual.press("Tab");
    await reader.virtual.press("Tab");
    // The reader's cursor starts on the document, which it names again as Tab leaves it.
    expect(await reader.heard()).toEqual(["document", FIELD, "button, Subscribe"]);
  });

  it("moves focus to the field on an empty send, which reads its error and invalid state, and announces nothing", async () => {
    const reader = await openNewsletter();
    await pressSubscribe(reader);
    const invalid = "textbox, Email address, Error: Enter your email address to subscribe., invalid, placeholder Enter your email address, required";
    await expect.poll(() => reader.heard()).toEqual([invalid]);
    expect(await reader.announcements()).toEqual([]);
    expect(acceptedRequests).toHaveLength(0);
  });

  it("reads the format error with the typed address on a malformed one", async () => {
    const reader = await openNewsletter();
    await typeAddress("not-an-address");
    await pressSubscribe(reader);
    await expect
      .poll(() => reader.heard())
      .toEqual(["textbox, Email address, not-an-address, Error: Enter an email address in the correct format, like name@example.com., invalid, required"]);
    expect(await reader.announcements()).toEqual([]);
  });

  // Before: nothing while sending (the button's label changed, unspoken), and the toast as
  // "polite: You're subscribedThank you. New articles and guides will arrive in your inbox."
  it("announces 'Subscribing...', then 'Check your inbox' with the confirmation step once, as two sentences, and keeps it on the page", async () => {
    const reader = await openNewsletter();
    await typeAddress("reader@example.com");
    await pressSubscribe(reader);
    await expect.poll(() => reader.announcements(), { timeout: 5000 }).toEqual([SUBSCRIBING, SUBSCRIBED]);
    expect(await screen.findByText(SUBSCRIBED_ON_PAGE, { selector: "form > p" })).toHaveProperty("tagName", "P");
    expect(await reader.announcements()).toEqual([SUBSCRIBING, SUBSCRIBED]);
    expect(acceptedRequests.map((request) => request.template_params)).toEqual([
      { subscriber_email: "reader@example.com", spam_check: "Passed: the hidden field was empty." },
    ]);
  });

  it("sends a sign-up whose hidden field is filled, marked for the firm, and announces it as any other (docs/decisions/057)", async () => {
    const reader = await openNewsletter();
    const user = userEvent.setup();
    // A bot fills every input, the hidden one included (people cannot reach it); so can an
    // autofill tool or a password manager, so the sign-up is sent with a mark, never dropped.
    await user.type(screen.getByLabelText("Leave this field empty"), "https://spam.example");
    await typeAddress("reader@example.com");
    await pressSubscribe(reader);
    await expect.poll(() => reader.announcements(), { timeout: 5000 }).toEqual([SUBSCRIBING, SUBSCRIBED]);
    expect(await screen.findByText(SUBSCRIBED_ON_PAGE, { selector: "form > p" })).toHaveProperty("tagName", "P");
    expect(acceptedRequests.map((request) => request.template_params)).toEqual([
      { subscriber_email: "reader@example.com", spam_check: "Possible automated submission: the hidden field was filled." },
    ]);
  });

  for (const [scenario, cause] of [
    ["500", "the service answers 500"],
    ["429", "the service answers 429"],
    ["network-error", "the network fails"],
  ] as const satisfies readonly (readonly [EmailScenario, string])[]) {
    // Before: "assertive: ErrorWe could not subscribe you. Please try again in a moment."
    it(`announces 'Subscribing...', then the failure once, as two sentences, and keeps it on the page, when ${cause}`, async () => {
      expectConsoleErrors();
      setEmailScenario(scenario);
      const reader = await openNewsletter();
      await typeAddress("reader@example.com");
      await pressSubscribe(reader);
      await expect.poll(() => reader.announcements(), { timeout: 5000 }).toEqual([SUBSCRIBING, FAILED]);
      expect(await screen.findByText("We could not subscribe you. Your address is still here: please try again in a moment.", { selector: "form > p" })).toHaveProperty("tagName", "P");
      expect(await reader.announcements()).toEqual([SUBSCRIBING, FAILED]);
      expect(screen.getByLabelText("Email address")).toHaveProperty("value", "reader@example.com");
    });
  }
});
