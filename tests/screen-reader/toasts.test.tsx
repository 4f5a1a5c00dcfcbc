/**
 * What a screen-reader user hears of the toasts (docs/product-decisions.md, decisions 4 and 5;
 * docs/spec.md §8 "Error catalogue"; WCAG 4.1.3 Status Messages, 2.2.1 Timing Adjustable), with
 * Guidepup's virtual screen reader (docs/decisions/018): each toast is announced once, its title
 * and description as two sentences, nothing is said when it leaves, and nothing a toast says is
 * lost when it goes: the same outcome stays on the page, in the contact form's status panel or
 * error summary and in the newsletter block.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { EmailScenario } from "../../fixtures/emailjs";
import { setEmailScenario } from "../../fixtures/node";
import { ContactForm } from "../../src/components/ContactForm/ContactForm";
import { TOASTS } from "../../src/components/ContactForm/messages";
import { NewsletterForm } from "../../src/components/NewsletterForm/NewsletterForm";
import { useToast } from "../../src/components/Toast/ToastProvider";
import { site } from "../../src/content/site";
import { expectConsoleErrors } from "../helpers/console";
import { type ScreenReader, paragraph, readPage } from "../helpers/screenReader";
import { fillContactForm, sendThroughSdk } from "../helpers/contactForm";

// The newsletter sends as the demo build does (`sendEmail`), which first starts MSW's service
// worker; happy-dom has none, so that start is a no-op here and the real SDK meets the MSW node
// server of tests/setup.ts.
vi.mock("../../fixtures/browser", () => ({ startMockEndpoint: () => Promise.resolve() }));

const ANNOUNCED = {
  sent: "polite: Message Sent Successfully. Thank you for your inquiry. We'll contact you within 1-2 business hours.",
  sendFailed: "assertive: Error. Failed to send message. Please try again or contact us directly.",
  captchaRejected: "assertive: Verification Failed. Please solve the math problem correctly.",
} as const;

/** Buttons that raise the contact form's toasts (docs/spec.md §8), as the forms do. */
function ToastButtons() {
  const showToast = useToast();
  return (
    <>
      <button type="button" onClick={() => showToast(TOASTS.sent)}>
        Show success
      </button>
      <button type="button" onClick={() => showToast(TOASTS.sendFailed)}>
        Show error
      </button>
    </>
  );
}

/**
 * Focuses `element` (unless it has focus already), waits for the reader to say `phrase`, forgets
 * the log and activates it.
 */
async function activate(reader: ScreenReader, element: HTMLElement, phrase: string): Promise<void> {
  if (document.activeElement !== element) {
    element.focus();
    await expect.poll(() => reader.lastPhrase()).toBe(phrase);
  }
  await reader.clear();
  await reader.virtual.act();
}

const openToastButtons = () => readPage(<ToastButtons />, { toasts: true });

/**
 * Raises a toast with its button, through the screen reader, and waits until the announcement is
 * all the page has said since the button was activated.
 */
async function showToast(reader: ScreenReader, button: "Show success" | "Show error", announced: string): Promise<void> {
  await activate(reader, screen.getByRole("button", { name: button }), `button, ${button}`);
  await expect.poll(() => reader.announcements()).toEqual([announced]);
}

const showSuccess = (reader: ScreenReader) => showToast(reader, "Show success", ANNOUNCED.sent);
const showError = (reader: ScreenReader) => showToast(reader, "Show error", ANNOUNCED.sendFailed);

/** Dismisses the toast on screen with its button, through the screen reader, and waits until it is gone. */
async function dismissToast(reader: ScreenReader): Promise<void> {
  await activate(reader, screen.getByRole("button", { name: "Dismiss notification" }), "button, Dismiss notification");
  await waitFor(() => expect(screen.queryByRole("button", { name: "Dismiss notification" })).toBeNull());
}

describe("a toast, heard through a screen reader", () => {
  // Before: "polite: Message Sent SuccessfullyThank you for your inquiry. …", title and
  // description run together.
  it("announces a success once, politely, its title and description as two sentences", async () => {
    const reader = await openToastButtons();
    await showSuccess(reader);
    // Sighted visitors see the same two lines: the separator is visually hidden.
    expect(screen.getByText("Message Sent Successfully").tagName).toBe("P");
    expect(screen.getByText(TOASTS.sent.description).tagName).toBe("P");
    expect(await reader.heard()).toEqual([ANNOUNCED.sent]);
  });

  // Before: "assertive: ErrorFailed to send message. Please try again or contact us directly."
  it("announces an error once, assertively, its title and description as two sentences", async () => {
    const reader = await openToastButtons();
    await showError(reader);
    expect(within(screen.getByRole("alert")).getByText("Error", { exact: true }).tagName).toBe("P");
    expect(await reader.heard()).toEqual([ANNOUNCED.sendFailed]);
  });

  // Before: "polite: Message Sent SuccessfullyThank you…" twice: the atomic region was read again
  // for the old toast's removal and for the new one's addition.
  it("announces a toast that replaces one of its kind once, not twice", async () => {
    const reader = await openToastButtons();
    await showSuccess(reader);
    await showSuccess(reader);
    expect(screen.getAllByRole("button", { name: "Dismiss notification" })).toHaveLength(1);
    expect(await reader.heard()).toEqual([ANNOUNCED.sent]);
  });

  // Before: an empty "assertive: " as the error toast left its region.
  it("announces a success that replaces an error once, and nothing for the error leaving", async () => {
    const reader = await openToastButtons();
    await showError(reader);
    await showSuccess(reader);
    expect(screen.queryByRole("alert")?.textContent).toBe("");
    expect(await reader.heard()).toEqual([ANNOUNCED.sent]);
  });

  // Before: "button, Dismiss notification", then an empty "assertive: ".
  it("says nothing when a toast is dismissed with its button or with Escape", async () => {
    const reader = await openToastButtons();
    await showError(reader);
    await dismissToast(reader);
    expect(await reader.announcements()).toEqual([]);

    await showSuccess(reader);
    screen.getByRole("button", { name: "Dismiss notification" }).focus();
    await expect.poll(() => reader.lastPhrase()).toBe("button, Dismiss notification");
    await reader.clear();
    await reader.virtual.press("Escape");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Dismiss notification" })).toBeNull());
    expect(await reader.announcements()).toEqual([]);
  });

  it("is named by its title when the visitor reaches it, so its dismiss button has a context", async () => {
    const reader = await openToastButtons();
    await showError(reader);
    await reader.clear();
    const read = await reader.readUntil("button, Dismiss notification");
    expect(read.slice(read.indexOf("group, Error"))).toEqual([
      "group, Error",
      ...paragraph("Error"),
      // The separator that makes the announcement two sentences, read on its own in browse mode.
      ".",
      ...paragraph("Failed to send message. Please try again or contact us directly."),
      "button, Dismiss notification",
    ]);
  });
});

/**
 * Reads the page with the screen reader's "next item" (it wraps from the end to the start) until
 * `phrase`, then the `count` phrases after it: what a visitor who missed the toast hears when
 * reading the page.
 */
async function readPageFor(reader: ScreenReader, phrase: string, count: number): Promise<string[]> {
  await reader.clear();
  await reader.readUntil(phrase);
  const after: string[] = [];
  for (let move = 0; move < count; move += 1) {
    await reader.virtual.next();
    after.push(await reader.lastPhrase());
  }
  return [phrase, ...after];
}

/** The status panel read item by item: the group with its title and body, then each paragraph. */
function panel(title: string, body: string): string[] {
  const group = `group, ${title}, ${body}`;
  return [group, ...paragraph(title), ...paragraph(body), `end of ${group}`];
}

describe("nothing is said only by a toast", () => {
  const KEPT = "Everything you typed is still here.";
  for (const { when, scenario, answerOffset, toast, page } of [
    {
      when: "a message is sent",
      scenario: "ok",
      answerOffset: 0,
      toast: ANNOUNCED.sent,
      page: panel("Your message was sent", "Thank you for your inquiry. We'll contact you within 1-2 business hours."),
    },
    {
      when: "the service answers 429",
      scenario: "429",
      answerOffset: 0,
      // The toast says the panel's title (docs/decisions/060).
      toast: "assertive: Error. Too many messages in a short time.",
      page: panel(
        "Too many messages in a short time",
        `The email service is limiting messages from this connection. Wait about a minute, then select Send message again. ${KEPT}`,
      ),
    },
    {
      when: "the network fails while the browser is online",
      scenario: "network-error",
      answerOffset: 0,
      toast: "assertive: Error. Your message could not reach the email service.",
      page: panel(
        "Your message could not reach the email service",
        `This browser is online, but the request got no answer. A browser extension, a privacy tool or a network filter may be blocking the email service. Write to us at ${site.email} or call ${site.phone.display}, or allow the email service and select Send message again. ${KEPT}`,
      ),
    },
    {
      when: "the captcha's sum is wrong",
      scenario: "ok",
      answerOffset: 1,
      toast: ANNOUNCED.captchaRejected,
      page: [
        "group, There is a problem, That answer is not right. Add the two numbers and try again.",
        "heading, There is a problem, level 3",
        "list",
        "listitem, level 1, position 1, set size 1",
        "link, That answer is not right. Add the two numbers and try again.",
      ],
    },
  ] as const satisfies readonly { when: string; scenario: EmailScenario; answerOffset: number; toast: string; page: readonly string[] }[]) {
    it(`keeps the contact form's outcome on the page, read after the toast is dismissed, when ${when}`, { timeout: 10_000 }, async () => {
      if (scenario !== "ok") expectConsoleErrors();
      setEmailScenario(scenario);
      const user = userEvent.setup();
      const reader = await readPage(<ContactForm sendMessage={sendThroughSdk} sendTimeoutMs={1500} />, { toasts: true });
      await screen.findByLabelText(/Security question: what is/);
      await fillContactForm(user, answerOffset);
      await activate(reader, screen.getByRole("button", { name: "Send message" }), "button, Send message");
      await expect.poll(() => reader.announcements(), { timeout: 5000 }).toContain(toast);
      await dismissToast(reader);
      expect(await reader.announcements()).toEqual([]);
      expect(await readPageFor(reader, page[0], page.length - 1)).toEqual(page);
    });
  }

  for (const { when, scenario, toast, page } of [
    {
      when: "the address is subscribed",
      scenario: "ok",
      toast: "polite: Check your inbox. Thank you. We'll email you to confirm your address, and add you once you confirm.",
      page: "Thank you. We'll email you to confirm your address, and add you once you confirm.",
    },
    {
      when: "the subscription fails",
      scenario: "500",
      toast: "assertive: Error. We could not subscribe you. Your address is still here: please try again in a moment.",
      page: "We could not subscribe you. Your address is still here: please try again in a moment.",
    },
  ] as const satisfies readonly { when: string; scenario: EmailScenario; toast: string; page: string }[]) {
    it(`keeps the newsletter's outcome on the page, read after the toast is dismissed, when ${when}`, async () => {
      if (scenario !== "ok") expectConsoleErrors();
      setEmailScenario(scenario);
      const reader = await readPage(<NewsletterForm />, { toasts: true });
      await userEvent.setup().type(screen.getByLabelText("Email address"), "reader@example.com");
      await activate(reader, screen.getByRole("button", { name: "Subscribe" }), "button, Subscribe");
      await expect.poll(() => reader.announcements(), { timeout: 5000 }).toContain(toast);
      await dismissToast(reader);
      expect(await reader.announcements()).toEqual([]);
      expect(await readPageFor(reader, page, 0)).toEqual([page]);
    });
  }
});
