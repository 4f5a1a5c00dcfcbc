/**
 * What a screen-reader user hears of the contact form (docs/spec.md §4 "Contact form", §8;
 * docs/product-decisions.md, decisions 4 and 5; WCAG 1.3.1, 3.3.1, 3.3.2, 3.3.3, 4.1.2, 4.1.3),
 * phrase by phrase, with Guidepup's virtual screen reader (docs/decisions/018).
 *
 * The journeys are generated from `contactFormModel` (tests/helpers/journeyModels.ts, shared
 * with tests/components/contactForm.model.test.tsx) with XState's `createTestModel` (docs/decisions/005): one test per shortest path,
 * named after what QA checks at its last state. Each event clears the spoken log, acts the way a
 * keyboard and screen-reader user does (focus the Send button, activate it), and the state's check
 * reads what was spoken since: the phrases said on focus, and the live-region announcements, which
 * are counted (one outcome per send, never two).
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { SnapshotFrom } from "xstate";
import { createTestModel } from "xstate/graph";
import { ContactForm } from "../../src/components/ContactForm/ContactForm";
import { HINTS, SAFE_CONTACT, SHARED_DEVICE, failureMessage } from "../../src/components/ContactForm/messages";
import type { SendFailure } from "../../machines/contactForm/failure";
import { PHONE_MISSING_MESSAGE } from "../../machines/contactForm";
import { site } from "../../src/content/site";
import { NODE_LATE_ANSWER_MS } from "../../fixtures/node";
import { expectConsoleErrors } from "../helpers/console";
import { type ScreenReader, readPage } from "../helpers/screenReader";
import { contactFormModel } from "../helpers/journeyModels";
import { captchaNumbers, captchaSum, contactFormActs, sendThroughSdk } from "../helpers/contactForm";

/** The model's states (its state values: the model is flat). */
type ModelState = SnapshotFrom<typeof contactFormModel>["value"];

/**
 * What QA hears at each state a journey reaches after the empty form; a test's name is the
 * clauses of its journey, in order. (Every journey starts by tabbing through the empty form.)
 */
const HEARD: Record<Exclude<ModelState, "empty">, string> = {
  invalid:
    "an empty send reads every problem with the error summary as it takes focus, then each invalid field's label, hint, error and invalid state",
  captchaRejected:
    "a wrong sum announces 'Verification Failed' once and reads the problem with the error summary, then the captcha's error and invalid state",
  sentAfterCorrection: "the corrected sum announces sending, then the success once, and reads the status panel with what happens next",
  sent: "a send announces sending, then the success once, and reads the status panel with what happens next",
  sentTwice: "a second send while the first toast is up announces its success once, not twice",
  failedUnavailable400: "a 400 answer announces sending, then the failure once, and reads 'Your message was not sent' with what to do next",
  failedUnavailable403: "a 403 answer announces sending, then the failure once, and reads 'Your message was not sent' with what to do next",
  failedRateLimited: "a 429 answer announces sending, then the failure once, and reads 'Too many messages in a short time' with what to do next",
  failedUnavailable451: "a 451 answer announces sending, then the failure once, and reads 'Your message was not sent' with what to do next",
  failedUnavailable500: "a 500 answer announces sending, then the failure once, and reads 'Your message was not sent' with what to do next",
  failedBlocked:
    "a network error while online announces sending, then the failure once, and reads 'Your message could not reach the email service' with what to do next",
  overdue: "a send unanswered in time announces sending, then no failure, and reads 'Still waiting for the email service' with what to do next",
  sentLate: "the late answer announces the success once, and reads the status panel with what happens next",
  retriedAndSent: "the retry announces its success once, and nothing as the error toast leaves",
  sentPhoneOnly: "a send by a visitor who may only be called, with no e-mail address, announces sending, then the success once",
  phoneMissing:
    "phone only without a number reads that one problem with the error summary, then the phone field, now required, with its error and invalid state",
};

/** A journey's test name: the clauses of the states it reaches, in order. */
function journeyName(states: readonly ModelState[]): string {
  return states.flatMap((state) => (state === "empty" ? [] : [HEARD[state]])).join("; then ");
}

/** The hints read with their fields (WCAG 3.3.2 Labels or Instructions). */
const MESSAGE_HINT =
  "A few lines about what is happening is enough. Please do not include passwords, account numbers or patients' health information, and do not send intimate images or links to them: we will ask what we need and how to share it safely. Up to 5,000 characters.";
const CAPTCHA_HINT = "This simple sum helps us keep automated spam out.";
const EMAIL_HINT = HINTS.email;
/** The legend of the neutral-sender question. */
const LABELS_HEARD = { neutralSender: "Leave our name out" } as const;
const SAFE_TIMES_HINT = SAFE_CONTACT.safeTimesHint;

/** What the polite live region says once per send. */
const SENDING = "polite: Sending your message...";

/** The toasts' announcements (docs/spec.md §8 "Error catalogue"), title and description as two sentences. */
const ANNOUNCED = {
  sent: "polite: Message Sent Successfully. Thank you for your inquiry. We'll contact you within 1-2 business hours.",
  /** A failed send's toast: docs/spec.md §8's title and the status panel's own title (docs/decisions/060). */
  failed: (failure: SendFailure) => `assertive: Error. ${failureMessage(failure).title}.`,
  captchaRejected: "assertive: Verification Failed. Please solve the math problem correctly.",
} as const;

const KEPT = "Everything you typed is still here.";

/** The status panel as heard when it takes focus: its title, then what to do next. */
const PANEL = {
  sent: "group, Your message was sent, Thank you for your inquiry. We'll contact you within 1-2 business hours.",
  rateLimited: `group, Too many messages in a short time, The email service is limiting messages from this connection. Wait about a minute, then select Send message again. ${KEPT}`,
  blocked: `group, Your message could not reach the email service, This browser is online, but the request got no answer. A browser extension, a privacy tool or a network filter may be blocking the email service. Write to us at ${site.email} or call ${site.phone.display}, or allow the email service and select Send message again. ${KEPT}`,
  overdue: `group, Still waiting for the email service, The email service has not answered after 15 seconds. Your message may still be on its way, so we are still waiting for the answer, and this page will say when it comes. So that it is not sent twice, Send message stays unavailable until then. If you would rather not wait, write to us at ${site.email} or call ${site.phone.display}. ${KEPT}`,
  unavailable: `group, Your message was not sent, The email service could not accept it. Select Send message to try again, or write to us at ${site.email} or call ${site.phone.display}. ${KEPT}`,
} as const;

/** The captcha field as heard on focus, before the hint and the state. */
function captchaName(): string {
  const [a, b] = captchaNumbers();
  return `spinbutton, Security question: what is ${a} + ${b}?`;
}

/** The phrases said since the last `clear()` on focus and by the cursor, without the announcements. */
async function spoken(reader: ScreenReader): Promise<string[]> {
  const announcements = new Set(await reader.announcements());
  return (await reader.heard()).filter((phrase) => !announcements.has(phrase));
}

/** Waits until `phrase` has been said, within `timeout` ms (polled, no fixed sleep). */
async function hear(reader: ScreenReader, phrase: string, timeout = 5000): Promise<void> {
  await expect.poll(() => reader.heard(), { timeout }).toContain(phrase);
}

/**
 * Moves focus to the Send button, waits for the screen reader to say it, forgets the log and
 * activates the button with the screen reader's "activate" command.
 */
async function pressSend(reader: ScreenReader): Promise<void> {
  screen.getByRole("button", { name: "Send message" }).focus();
  await expect.poll(() => reader.lastPhrase()).toBe("button, Send message");
  await reader.clear();
  await reader.virtual.act();
}

/**
 * After a send: the status panel takes focus and is read with what happens next, and the live
 * regions say "Sending your message..." then the outcome, each exactly once.
 */
async function expectOutcome(reader: ScreenReader, panel: string, outcome: string, timeout = 5000): Promise<void> {
  await hear(reader, panel, timeout);
  await hear(reader, outcome);
  expect(await spoken(reader)).toEqual([panel]);
  expect(await reader.announcements()).toEqual([SENDING, outcome]);
}

/**
 * Focuses the error summary as the form does (unless it has focus already), tabs through its
 * links to the one of `problems[index]`, each link read by its problem, follows it with the screen
 * reader's "activate" command, and returns what is heard as focus lands on the field.
 */
async function followSummaryLink(reader: ScreenReader, problems: readonly string[], index: number): Promise<string[]> {
  const summary = screen.getByRole("group", { name: "There is a problem" });
  if (document.activeElement !== summary) {
    summary.focus();
    await expect.poll(() => reader.lastPhrase()).toMatch(/^group, There is a problem, /);
  }
  await reader.clear();
  for (let link = 0; link <= index; link += 1) await reader.virtual.press("Tab");
  expect(await reader.heard()).toEqual(problems.slice(0, index + 1).map((problem) => `link, ${problem}`));
  await reader.clear();
  await reader.virtual.act();
  await expect.poll(async () => (await reader.heard()).length).toBeGreaterThan(0);
  return reader.heard();
}

const model = createTestModel(contactFormModel);

describe("the contact form, heard through a screen reader (each journey first tabs through its fields: label, required state, hint)", () => {
  for (const path of model.getShortestPaths()) {
    const states = path.steps.map((step) => step.state.value);
    it(journeyName(states), { timeout: 15_000 }, async () => {
      const user = userEvent.setup();
      // A journey through a failed send logs the error on purpose (docs/spec.md §8).
      if (path.steps.some((step) => /failed/.test(JSON.stringify(step.state.value)))) expectConsoleErrors();
      const reader = await readPage(<ContactForm sendMessage={sendThroughSdk} sendTimeoutMs={1500} />, { toasts: true });
      await screen.findByLabelText(/Security question: what is/);
      const failedWith = (panel: string, failure: SendFailure) => () => expectOutcome(reader, panel, ANNOUNCED.failed(failure));

      await path.test({
        events: {
          ...contactFormActs(user, () => pressSend(reader)),
          // The visitor waits; the log starts afresh for the answer.
          WAIT_FOR_ANSWER: () => reader.clear(),
        },
        states: {
          empty: async () => {
            for (let field = 0; field < 15; field += 1) await reader.virtual.press("Tab");
            expect(await reader.heard()).toEqual([
              // The reader's cursor starts on the document, which it names again as Tab leaves it.
              "document",
              // "Could someone else use this device, or see or hear what you do on it?", above the fields.
              `checkbox, ${SHARED_DEVICE.choice}, not checked`,
              "textbox, Full Name, required",
              `textbox, Email Address, ${EMAIL_HINT}, required`,
              "textbox, Phone Number (optional)",
              "combobox, I'm inquiring about, Myself (Personal Reputation), has popup listbox, not expanded",
              // "How can we reach you safely?": one stop per group of radio buttons, none ticked.
              "radio, Email only, not checked, position 1, set size 3",
              "radio, Yes, a voicemail is fine, not checked, position 1, set size 2",
              `textbox, When is it safe to call? (optional), ${SAFE_TIMES_HINT}`,
              `combobox, Your time zone (optional), ${SAFE_CONTACT.timeZoneHint}, has popup listbox, not expanded`,
              `checkbox, ${SAFE_CONTACT.neutralSender}, not checked`,
              `textbox, How can we help?, ${MESSAGE_HINT}, required`,
              `${captchaName()}, ${CAPTCHA_HINT}, required`,
              "button, Send message",
              "button, Clear this form",
              "link, privacy policy",
            ]);
          },
          invalid: async () => {
            // Before: "group, There is a problem" and nothing else; the problems were only
            // heard by tabbing through the summary's links.
            const problems = [
              "Enter your full name.",
              "Enter your email address.",
              "Enter a message telling us how we can help.",
              "Enter the answer to the math question.",
            ];
            await hear(reader, `group, There is a problem, ${problems.join(" ")}`);
            expect(await reader.heard()).toEqual([`group, There is a problem, ${problems.join(" ")}`]);
            const fields = [
              "textbox, Full Name, Error: Enter your full name., invalid, required",
              `textbox, Email Address, ${EMAIL_HINT} Error: Enter your email address., invalid, required`,
              `textbox, How can we help?, ${MESSAGE_HINT} Error: Enter a message telling us how we can help., invalid, required`,
              `${captchaName()}, ${CAPTCHA_HINT} Error: Enter the answer to the math question., invalid, required`,
            ];
            for (const [index, field] of fields.entries()) {
              expect(await followSummaryLink(reader, problems, index)).toEqual([field]);
            }
            // A failed validation says nothing by itself: the summary that takes focus is heard.
            expect(await reader.announcements()).toEqual([]);
          },
          captchaRejected: async () => {
            const problem = "That answer is not right. Add the two numbers and try again.";
            await hear(reader, `group, There is a problem, ${problem}`);
            await hear(reader, ANNOUNCED.captchaRejected);
            expect(await spoken(reader)).toEqual([`group, There is a problem, ${problem}`]);
            // Before: "assertive: Verification FailedPlease solve the math problem correctly."
            expect(await reader.announcements()).toEqual([ANNOUNCED.captchaRejected]);
            expect(await followSummaryLink(reader, [problem], 0)).toEqual([
              `${captchaName()}, ${String(captchaSum() + 1)}, ${CAPTCHA_HINT} Error: ${problem}, invalid, required`,
            ]);
          },
          // Before: "group, Your message was sent" without its body, and "polite: Message Sent
          // SuccessfullyThank you for your inquiry…"; "Sending..." was never said.
          sent: () => expectOutcome(reader, PANEL.sent, ANNOUNCED.sent),
          sentAfterCorrection: () => expectOutcome(reader, PANEL.sent, ANNOUNCED.sent),
          // Before: "polite: Message Sent SuccessfullyThank you…" twice in a row, the new toast
          // replacing the old one read again as the old one left the atomic region.
          sentTwice: () => expectOutcome(reader, PANEL.sent, ANNOUNCED.sent),
          // Before: "group, Too many messages in a short time" (the panel's title alone) and
          // "assertive: ErrorFailed to send message. Please try again or contact us directly."
          failedRateLimited: failedWith(PANEL.rateLimited, "rate-limited"),
          failedBlocked: failedWith(PANEL.blocked, "blocked"),
          // Focus moves to the panel that says the form is still waiting; no toast, nothing failed.
          overdue: async () => {
            await hear(reader, PANEL.overdue);
            expect(await spoken(reader)).toEqual([PANEL.overdue]);
            expect(await reader.announcements()).toEqual([SENDING]);
          },
          sentLate: async () => {
            await hear(reader, PANEL.sent, NODE_LATE_ANSWER_MS + 3000);
            await hear(reader, ANNOUNCED.sent);
            expect(await spoken(reader)).toEqual([PANEL.sent]);
            expect(await reader.announcements()).toEqual([ANNOUNCED.sent]);
          },
          failedUnavailable400: failedWith(PANEL.unavailable, "unavailable"),
          failedUnavailable403: failedWith(PANEL.unavailable, "unavailable"),
          failedUnavailable451: failedWith(PANEL.unavailable, "unavailable"),
          failedUnavailable500: failedWith(PANEL.unavailable, "unavailable"),
          // Before: an empty "assertive: " as the error toast left its region for the success.
          retriedAndSent: () => expectOutcome(reader, PANEL.sent, ANNOUNCED.sent),
          sentPhoneOnly: () => expectOutcome(reader, PANEL.sent, ANNOUNCED.sent),
          phoneMissing: async () => {
            const problems = [PHONE_MISSING_MESSAGE];
            await hear(reader, `group, There is a problem, ${PHONE_MISSING_MESSAGE}`);
            expect(await followSummaryLink(reader, problems, 0)).toEqual([
              `textbox, Phone Number, Error: ${PHONE_MISSING_MESSAGE}, invalid, required`,
            ]);
            expect(await reader.announcements()).toEqual([]);
          },
        },
      });
    });
  }

  it("reads 'How can we reach you safely?' in reading order: its heading and intro, each question's group named by its legend, with its hint", async () => {
    const reader = await readPage(<ContactForm sendMessage={sendThroughSdk} />, { toasts: true });
    await screen.findByLabelText(/Security question: what is/);
    // From the end of the field before it to the time zone's box, whose options a reader lists next.
    expect(await reader.readAfter(/^end of combobox, I'm inquiring about/, /^combobox, Your time zone/, 80)).toEqual([
      `group, ${SAFE_CONTACT.heading}, ${SAFE_CONTACT.intro}`,
      `heading, ${SAFE_CONTACT.heading}, level 3`,
      "paragraph",
      SAFE_CONTACT.intro,
      "end of paragraph",
      "group, Which ways are safe to contact you?",
      "Which ways are safe to contact you?",
      "radio, Email only, not checked, position 1, set size 3",
      "Email only",
      "radio, Phone only, not checked, position 2, set size 3",
      "Phone only",
      "radio, Email or phone, not checked, position 3, set size 3",
      "Email or phone",
      "end of group, Which ways are safe to contact you?",
      `group, May we leave a voicemail?, ${SAFE_CONTACT.voicemailHint}`,
      "May we leave a voicemail?",
      "paragraph",
      SAFE_CONTACT.voicemailHint,
      "end of paragraph",
      `radio, ${SAFE_CONTACT.voicemail.yes}, not checked, position 1, set size 2`,
      SAFE_CONTACT.voicemail.yes,
      `radio, ${SAFE_CONTACT.voicemail.no}, not checked, position 2, set size 2`,
      SAFE_CONTACT.voicemail.no,
      `end of group, May we leave a voicemail?, ${SAFE_CONTACT.voicemailHint}`,
      "When is it safe to call?",
      "(optional)",
      "paragraph",
      SAFE_TIMES_HINT,
      "end of paragraph",
      `textbox, When is it safe to call? (optional), ${SAFE_TIMES_HINT}`,
      "Your time zone",
      "(optional)",
      "paragraph",
      SAFE_CONTACT.timeZoneHint,
      "end of paragraph",
      `combobox, Your time zone (optional), ${SAFE_CONTACT.timeZoneHint}, has popup listbox, not expanded`,
    ]);
    expect(await reader.readAfter(/^end of combobox, Your time zone/, /^checkbox, Keep our name out of the subject line/, 20)).toEqual([
      `group, ${LABELS_HEARD.neutralSender}, ${SAFE_CONTACT.neutralSenderHint}`,
      LABELS_HEARD.neutralSender,
      "paragraph",
      SAFE_CONTACT.neutralSenderHint,
      "end of paragraph",
      `checkbox, ${SAFE_CONTACT.neutralSender}, not checked`,
    ]);
  });

  it("reads the device question first, with its hint; ticked, it says what the browser will keep, and the fields stop offering autofill", async () => {
    const reader = await readPage(<ContactForm sendMessage={sendThroughSdk} />, { toasts: true });
    await screen.findByLabelText(/Security question: what is/);
    expect(await reader.readUntil(`checkbox, ${SHARED_DEVICE.choice}, not checked`, 40)).toEqual(
      expect.arrayContaining([`group, ${SHARED_DEVICE.legend}, ${SHARED_DEVICE.hint}`, SHARED_DEVICE.legend, SHARED_DEVICE.hint]),
    );
    expect(screen.getByLabelText(/^Full Name/).getAttribute("autocomplete")).toBe("name");
    await reader.clear();
    await reader.virtual.act();
    await expect.poll(() => reader.heard()).toContain(`polite: ${SHARED_DEVICE.on}`);
    for (const label of [/^Full Name/, /^Email Address/, /^Phone Number/, /^When is it safe to call\?/]) {
      expect(screen.getByLabelText(label).getAttribute("autocomplete")).toBe("off");
    }
    // Unticked again, the fields get their WCAG 1.3.5 tokens back.
    await reader.virtual.act();
    expect(screen.getByLabelText(/^Full Name/).getAttribute("autocomplete")).toBe("name");
    expect(screen.getByLabelText(/^Email Address/).getAttribute("autocomplete")).toBe("email");
  });
});
