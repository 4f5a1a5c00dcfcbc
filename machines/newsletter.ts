import { assign, emit, fromPromise, not, setup } from "xstate";
import { EMAIL_MAX_LENGTH, emailError } from "./rules";

export interface NewsletterContext {
  email: string;
  /** The inline error, when the address is missing or malformed. */
  error: string | null;
  /**
   * The hidden honeypot field (`src/components/Honeypot`). A person does not fill it, but an
   * autofill tool or a password manager may: it goes to `subscribe`, which marks the sign-up
   * (`spam_check`, src/email/newsletter.ts) and sends it all the same (docs/decisions/057).
   */
  honeypot: string;
}

/** What the `subscribe` actor receives: the address as typed and the hidden field's value. */
export interface SubscribeInput {
  email: string;
  honeypot: string;
}

export type NewsletterEvent = { type: "EMAIL.CHANGE"; value: string } | { type: "HONEYPOT.CHANGE"; value: string } | { type: "SUBMIT" };
export type NewsletterEmitted = { type: "feedback"; outcome: "invalid" | "subscribed" | "failed" };

/** Validates the newsletter address (docs/spec.md §5 "Newsletter email"); `null` when it may be sent. */
export function newsletterEmailError(email: string): string | null {
  return emailError(email, {
    missing: "Enter your email address to subscribe.",
    tooLong: () => `Email address must be ${EMAIL_MAX_LENGTH} characters or fewer.`,
  });
}

/**
 * SUBMIT outside `sending`: a missing or malformed address shows its error and stays; a valid one
 * is sent, the honeypot filled or not (docs/decisions/057).
 */
const submit = [
  { guard: not("isValid"), actions: ["assignError" as const, "notifyInvalid" as const] },
  { target: "#newsletter.sending" },
];

/**
 * The newsletter sign-up (docs/product-decisions.md, decision 2; docs/decisions/007): SUBMIT with a
 * missing or malformed address sets the inline error and emits `invalid`; a valid one goes to
 * `sending` (the injected `subscribe` actor, 15 s timeout), then `subscribed` (the field is
 * cleared) or `failed` (the address is kept and the error logged). SUBMIT is ignored while sending.
 * The honeypot's value (`HONEYPOT.CHANGE`) goes to `subscribe` with the address
 * (`SubscribeInput`), which marks a sign-up whose hidden field was filled; it never stops one
 * (docs/decisions/057, as the contact form's machine does).
 */
export const newsletterMachine = setup({
  types: { context: {} as NewsletterContext, events: {} as NewsletterEvent, emitted: {} as NewsletterEmitted },
  actors: {
    subscribe: fromPromise<unknown, SubscribeInput>(() =>
      Promise.reject(new Error("newsletterMachine: provide a subscribe actor with machine.provide().")),
    ),
  },
  delays: { sendTimeout: 15_000 },
  guards: {
    isValid: ({ context }) => newsletterEmailError(context.email) === null,
  },
  actions: {
    assignError: assign({ error: ({ context }) => newsletterEmailError(context.email) }),
    notifyInvalid: emit({ type: "feedback", outcome: "invalid" } as const),
    logError: (_, params: { error: unknown }) => {
      console.error("Newsletter: the subscription could not be sent.", params.error);
    },
  },
}).createMachine({
  id: "newsletter",
  context: { email: "", error: null, honeypot: "" },
  initial: "idle",
  on: {
    "EMAIL.CHANGE": { actions: assign({ email: ({ event }) => event.value, error: null }) },
    "HONEYPOT.CHANGE": { actions: assign({ honeypot: ({ event }) => event.value }) },
  },
  states: {
    idle: { on: { SUBMIT: submit } },
    sending: {
      invoke: {
        src: "subscribe",
        input: ({ context }): SubscribeInput => ({ email: context.email.trim(), honeypot: context.honeypot }),
        onDone: { target: "subscribed" },
        onError: { target: "failed", actions: { type: "logError", params: ({ event }) => ({ error: event.error }) } },
      },
      after: {
        sendTimeout: { target: "failed", actions: { type: "logError", params: () => ({ error: new Error("No answer within 15 s.") }) } },
      },
    },
    subscribed: {
      entry: [assign({ email: "" }), emit({ type: "feedback", outcome: "subscribed" } as const)],
      on: { SUBMIT: submit },
    },
    failed: {
      entry: emit({ type: "feedback", outcome: "failed" } as const),
      on: { SUBMIT: submit },
    },
  },
});
