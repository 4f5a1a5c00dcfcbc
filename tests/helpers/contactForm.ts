/**
 * What the contact form's unit, component and screen-reader tests share (docs/decisions/005): the
 * real EmailJS SDK as the form's send, answered by the MSW node server (`fixtures/node.ts`), the
 * captcha read from the rendered label as a visitor reads it, the visitor's words and the way they
 * type them, and what the visitor does at each step of the journey model.
 */
import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { type EventFromLogic, fromPromise } from "xstate";
import type { EmailScenario } from "../../fixtures/emailjs";
import { setEmailScenario } from "../../fixtures/node";
import type { ContactTemplateParams } from "../../machines/contactForm";
import { emailSettings } from "../../src/config/email";
import { sendWithEmailjs } from "../../src/email/send";
import type { contactFormModel } from "./journeyModels";

/** The events of `contactFormModel`: the things a visitor does with the form. */
type ContactFormEvent = EventFromLogic<typeof contactFormModel>["type"];

/** The real SDK against the MSW node server; the browser build adds only the worker start. */
export const sendThroughSdk = fromPromise<unknown, ContactTemplateParams>(({ input }) => sendWithEmailjs(emailSettings.templateId, input));

/**
 * The captcha's two numbers, read from its label ("Security question: what is 3 + 4?").
 * @throws Error when the form shows no question (before hydration, or a changed label).
 */
export function captchaNumbers(): readonly [number, number] {
  const id = screen.getByLabelText(/Security question/).getAttribute("id") ?? "";
  const text = document.querySelector(`label[for="${id}"]`)?.textContent ?? "";
  const match = /what is (\d+) \+ (\d+)\?/.exec(text);
  if (!match) throw new Error(`No captcha question in "${text}"`);
  return [Number(match[1]), Number(match[2])];
}

/** The right answer to the captcha on screen. */
export function captchaSum(): number {
  const [a, b] = captchaNumbers();
  return a + b;
}

/** What the visitor of the contact form journeys types in its required fields. */
export const CONTACT_VALUES = { fullName: "Ada Lovelace", email: "ada@example.com", message: "A forum thread posts my home address." } as const;

/**
 * Types `CONTACT_VALUES` into the form's required fields and the captcha's sum into its answer,
 * as a visitor does (user-event, one key at a time).
 * @param answerOffset - added to the right sum: 0 answers the captcha, another number gets it wrong.
 */
export async function fillContactForm(user: UserEvent, answerOffset = 0): Promise<void> {
  await user.type(screen.getByLabelText(/Full Name/), CONTACT_VALUES.fullName);
  await user.type(screen.getByLabelText(/Email Address/), CONTACT_VALUES.email);
  await user.type(screen.getByLabelText(/How can we help/), CONTACT_VALUES.message);
  await user.type(screen.getByLabelText(/Security question/), String(captchaSum() + answerOffset));
}

/**
 * What the visitor of the "phone only" journeys answers to "How can we reach you safely?"
 * (docs/decisions/038): the labels they choose and what they type.
 */
export const SAFE_CONTACT_VALUES = {
  phone: "+1 (214) 555-0100",
  channel: "Phone only",
  voicemail: "No, do not leave a voicemail or message",
  safeTimes: "Weekdays after 6 pm",
  timeZone: "Central Time",
  neutralSender: /Keep our name out of the subject line/,
} as const;

/**
 * Fills the form for a visitor who may only be called: name, "Phone only", no voicemail, the
 * safe times and time zone, a neutral sender, the message and the captcha; no e-mail address.
 * @param withNumber - false leaves the phone number blank (the form must ask for it).
 */
export async function fillPhoneOnly(user: UserEvent, withNumber = true): Promise<void> {
  await user.type(screen.getByLabelText(/Full Name/), CONTACT_VALUES.fullName);
  if (withNumber) await user.type(screen.getByLabelText(/Phone Number/), SAFE_CONTACT_VALUES.phone);
  await user.click(screen.getByRole("radio", { name: SAFE_CONTACT_VALUES.channel }));
  await user.click(screen.getByRole("radio", { name: SAFE_CONTACT_VALUES.voicemail }));
  await user.type(screen.getByLabelText(/When is it safe to call/), SAFE_CONTACT_VALUES.safeTimes);
  await user.selectOptions(screen.getByLabelText(/Your time zone/), SAFE_CONTACT_VALUES.timeZone);
  await user.click(screen.getByRole("checkbox", { name: SAFE_CONTACT_VALUES.neutralSender }));
  await user.type(screen.getByLabelText(/How can we help/), CONTACT_VALUES.message);
  await user.type(screen.getByLabelText(/Security question/), String(captchaSum()));
}

/**
 * The sends of `contactFormModel` (./journeyModels.ts) and the answer of the fake EmailJS endpoint
 * each meets (`fixtures/emailjs.ts`): `late` answers after the form's timeout, at
 * `NODE_LATE_ANSWER_MS` (`fixtures/node.ts`).
 */
const SEND_SCENARIOS = {
  SEND_OK: "ok",
  SEND_ANOTHER: "ok",
  SEND_400: "400",
  SEND_403: "403",
  SEND_429: "429",
  SEND_451: "451",
  SEND_500: "500",
  SEND_NETWORK_ERROR: "network-error",
  SEND_NO_ANSWER: "late",
} as const satisfies Partial<Record<ContactFormEvent, EmailScenario>>;

/** What the visitor does for each event of `contactFormModel`, but waiting, which each test acts its own way. */
type ContactFormActs = Record<Exclude<ContactFormEvent, "WAIT_FOR_ANSWER">, () => Promise<void>>;

/**
 * The visitor's acts for the events of `contactFormModel`, one table for the component and the
 * screen-reader journeys, so that both walk the same steps and meet the same answers.
 * @param submit - sends the form the test's way (a click, or the screen reader's "activate").
 */
export function contactFormActs(user: UserEvent, submit: () => Promise<void>): ContactFormActs {
  const send = (scenario: EmailScenario) => async () => {
    setEmailScenario(scenario);
    await fillContactForm(user);
    await submit();
  };
  return {
    ...(Object.fromEntries(Object.entries(SEND_SCENARIOS).map(([event, scenario]) => [event, send(scenario)])) as Record<keyof typeof SEND_SCENARIOS, () => Promise<void>>),
    SUBMIT_EMPTY: submit,
    SUBMIT_WRONG_CAPTCHA: async () => {
      await fillContactForm(user, 1);
      await submit();
    },
    FIX_CAPTCHA_AND_SEND: async () => {
      const answer = screen.getByLabelText(/Security question/);
      await user.clear(answer);
      await user.type(answer, String(captchaSum()));
      await submit();
    },
    RETRY_OK: async () => {
      setEmailScenario("ok");
      await submit();
    },
    SEND_PHONE_ONLY: async () => {
      setEmailScenario("ok");
      await fillPhoneOnly(user);
      await submit();
    },
    SUBMIT_PHONE_ONLY_WITHOUT_NUMBER: async () => {
      await fillPhoneOnly(user, false);
      await submit();
    },
  };
}
