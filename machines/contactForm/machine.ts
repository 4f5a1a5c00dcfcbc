import { assign, emit, fromPromise, setup } from "xstate";
import {
  CAPTCHA_WRONG_MESSAGE,
  type Captcha,
  type ContactField,
  type ContactValues,
  type FieldErrors,
  createCaptcha,
  emptyContactValues,
  isCaptchaSolved,
  validateContactValues,
} from "./fields";
import { type SendFailure, SendTimeoutError, classifySendFailure } from "./failure";
import { type ContactTemplateParams, toContactTemplateParams } from "./templateParams";

/** How long a send may take before it counts as failed (docs/product-decisions.md, decision 4), in ms. */
export const SEND_TIMEOUT_MS = 15_000;

export interface ContactFormContext {
  values: ContactValues;
  /** `null` until the first `CAPTCHA.GENERATE` (sent after hydration: the prerender has none). */
  captcha: Captcha | null;
  errors: FieldErrors;
  /** Why the last send failed, while in `failure`. */
  failure: SendFailure | null;
  /** Hidden honeypot field, out of sight and out of the accessibility tree; a person never fills it. */
  honeypot: string;
}

export type ContactFormEvent =
  | { type: "CAPTCHA.GENERATE" }
  | { type: "FIELD.CHANGE"; field: ContactField; value: string }
  | { type: "HONEYPOT.CHANGE"; value: string }
  | { type: "DRAFT.RESTORE"; values: Partial<ContactValues> }
  | { type: "SUBMIT" };

/**
 * What the form tells the page, for toasts and focus (docs/spec.md §8). The machine never touches
 * the DOM; `ContactForm` listens with `actor.on("feedback", …)`.
 */
export type ContactFormEmitted =
  | { type: "feedback"; outcome: "invalid" }
  | { type: "feedback"; outcome: "captcha-rejected" }
  | { type: "feedback"; outcome: "sent" }
  | { type: "feedback"; outcome: "failed"; failure: SendFailure };

/**
 * The contact form (docs/spec.md §4 "Contact form", §5, §7, §8; docs/product-decisions.md, decision 4).
 *
 * States: `idle` -> SUBMIT -> `validating` (transient) -> `invalid` | `captchaRejected` |
 * `sending` | `success`; `sending` -> `success` | `failure` (error or `sendTimeout`).
 * SUBMIT is ignored while `sending`, so a double click sends one request.
 * Success resets the values and the captcha answer and makes a new captcha question; failure
 * keeps every value. Side effects are injected with `machine.provide`: the `sendMessage` actor
 * (receives `ContactTemplateParams`), the `generateCaptcha` action and the `sendTimeout` delay.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    emitted: {} as ContactFormEmitted,
  },
  actors: {
    sendMessage: fromPromise<unknown, ContactTemplateParams>(() =>
      Promise.reject(new Error("contactFormMachine: provide a sendMessage actor with machine.provide().")),
    ),
  },
  delays: {
    sendTimeout: SEND_TIMEOUT_MS,
  },
  actions: {
    generateCaptcha: assign({ captcha: () => createCaptcha() }),
    assignField: assign({
      values: ({ context, event }) =>
        event.type === "FIELD.CHANGE" ? { ...context.values, [event.field]: event.value } : context.values,
      errors: ({ context, event }) => {
        if (event.type !== "FIELD.CHANGE" || !(event.field in context.errors)) return context.errors;
        // Once the visitor edits a field its old message is out of date; the summary keeps the rest.
        const field = event.field;
        const remaining: FieldErrors = Object.fromEntries(Object.entries(context.errors).filter(([key]) => key !== field));
        return remaining;
      },
    }),
    assignHoneypot: assign({ honeypot: ({ event }) => (event.type === "HONEYPOT.CHANGE" ? event.value : "") }),
    restoreDraft: assign({
      values: ({ context, event }) => (event.type === "DRAFT.RESTORE" ? { ...context.values, ...event.values } : context.values),
    }),
    assignValidationErrors: assign({
      errors: ({ context }) => {
        const errors = validateContactValues(context.values);
        if (!errors.captchaAnswer && !isCaptchaSolved(context.captcha, context.values.captchaAnswer)) {
          errors.captchaAnswer = CAPTCHA_WRONG_MESSAGE;
        }
        return errors;
      },
      failure: null,
    }),
    resetForm: assign({ values: () => emptyContactValues(), errors: {}, failure: null, honeypot: "" }),
    logSendError: (_, params: { error: unknown }) => {
      console.error("Contact form: the message could not be sent.", params.error);
    },
  },
  guards: {
    hasFieldErrors: ({ context }) =>
      Object.keys(context.errors).some((field) => field !== "captchaAnswer") ||
      (context.errors.captchaAnswer !== undefined && context.errors.captchaAnswer !== CAPTCHA_WRONG_MESSAGE),
    captchaWrong: ({ context }) => context.errors.captchaAnswer === CAPTCHA_WRONG_MESSAGE,
    isBot: ({ context }) => context.honeypot.trim() !== "",
  },
}).createMachine({
  id: "contactForm",
  context: {
    values: emptyContactValues(),
    captcha: null,
    errors: {},
    failure: null,
    honeypot: "",
  },
  on: {
    "CAPTCHA.GENERATE": { actions: "generateCaptcha" },
    "FIELD.CHANGE": { actions: "assignField" },
    "HONEYPOT.CHANGE": { actions: "assignHoneypot" },
  },
  initial: "idle",
  states: {
    idle: {
      on: {
        "DRAFT.RESTORE": { actions: "restoreDraft" },
        SUBMIT: "validating",
      },
    },
    validating: {
      entry: "assignValidationErrors",
      always: [
        { guard: "hasFieldErrors", target: "invalid" },
        { guard: "captchaWrong", target: "captchaRejected" },
        // A filled honeypot looks sent to the bot, but nothing is sent.
        { guard: "isBot", target: "success" },
        { target: "sending" },
      ],
    },
    invalid: {
      entry: emit({ type: "feedback", outcome: "invalid" } as const),
      on: { SUBMIT: "validating" },
    },
    captchaRejected: {
      entry: emit({ type: "feedback", outcome: "captcha-rejected" } as const),
      on: { SUBMIT: "validating" },
    },
    sending: {
      invoke: {
        src: "sendMessage",
        input: ({ context }) => toContactTemplateParams(context.values),
        onDone: { target: "success" },
        onError: {
          target: "failure",
          actions: [
            assign({
              failure: ({ event }) =>
                classifySendFailure(event.error, typeof navigator === "undefined" ? true : navigator.onLine),
            }),
            { type: "logSendError", params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      after: {
        sendTimeout: {
          target: "failure",
          actions: [
            assign({ failure: "timeout" as const }),
            { type: "logSendError", params: () => ({ error: new SendTimeoutError() }) },
          ],
        },
      },
    },
    success: {
      entry: ["resetForm", "generateCaptcha", emit({ type: "feedback", outcome: "sent" } as const)],
      on: { SUBMIT: "validating" },
    },
    failure: {
      entry: emit(({ context }) => ({ type: "feedback", outcome: "failed", failure: context.failure ?? "unavailable" }) as const),
      on: { SUBMIT: "validating" },
    },
  },
});

export type ContactFormMachine = typeof contactFormMachine;
