import { assign, emit, enqueueActions, fromPromise, not, setup, stateIn } from "xstate";
import {
  CAPTCHA_WRONG_MESSAGE,
  type Captcha,
  type ContactField,
  type ContactValues,
  type FieldErrors,
  contactFieldValue,
  createCaptcha,
  emptyContactValues,
  isCaptchaSolved,
  validateContactValues,
} from "./fields";
import { type SendFailure, classifySendFailure } from "./failure";
import { type ContactTemplateParams, toContactTemplateParams } from "./templateParams";

/**
 * How long a send may take before the form says it is overdue, in ms (docs/product-decisions.md,
 * decision 4). The send is not given up: its answer, when it comes, is the outcome.
 */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * How long "Undo" is offered after "Clear this form" (`CLEAR`), in ms: 15 seconds
 * (docs/product-decisions.md, decision 13: "the visitor can clear it"). WCAG 2.2.1 Timing
 * Adjustable: this window is not a time limit on the visitor's task. Clearing is complete the
 * moment it is chosen; undo is a convenience on top of that completed action, and a visitor who
 * misses the window loses nothing they cannot type again. It is kept short because the cleared
 * words stay in memory (never in storage) while it is open, and the point of clearing is that
 * they are gone.
 */
export const UNDO_WINDOW_MS = 15_000;

/** The id of the delayed `UNDO.EXPIRE` event, so that `UNDO` and a new `CLEAR` can cancel it. */
const UNDO_WINDOW_ID = "undoWindow";

/** Whether some value differs from the empty form's (`emptyContactValues`), the captcha answer included. */
function hasTyped(values: ContactValues): boolean {
  const empty = emptyContactValues();
  return (Object.keys(empty) as (keyof ContactValues)[]).some((key) => values[key] !== empty[key]);
}

/**
 * The optional server-side challenge (docs/toolchain.md "reCAPTCHA v2"): `null` in a build
 * without one; otherwise the template parameters that prove it was passed (the page names them),
 * empty while it is not passed, and emptied again after each send, since a token verifies once.
 */
export type ChallengeParams = Readonly<Record<string, string>> | null;

export interface ContactFormContext {
  values: ContactValues;
  /** `null` until the first `CAPTCHA.GENERATE` (sent after hydration: the prerender has none). */
  captcha: Captcha | null;
  errors: FieldErrors;
  /** Why the last send failed, while in `failure`. */
  failure: SendFailure | null;
  /**
   * The hidden honeypot field, out of sight and out of the accessibility tree. A person does not
   * fill it, but an autofill tool or a password manager may: a filled one marks the message
   * (`spam_check`) and never stops it (docs/decisions/057).
   */
  honeypot: string;
  /**
   * The values `CLEAR` emptied, while `UNDO` can bring them back (`UNDO_WINDOW_MS`, in `idle`);
   * `null` otherwise. Memory only: the page never stores them.
   */
  cleared: ContactValues | null;
  /** The server-side challenge: `null` (off) until the page reports one with `CHALLENGE.CHANGE`. */
  challenge: ChallengeParams;
}

export type ContactFormEvent =
  | { type: "CAPTCHA.GENERATE" }
  | { type: "FIELD.CHANGE"; field: ContactField; value: string }
  | { type: "HONEYPOT.CHANGE"; value: string }
  | { type: "DRAFT.RESTORE"; values: Partial<ContactValues> }
  /** "Clear this form" (the form's `reset` event): ignored while sending. */
  | { type: "CLEAR" }
  /** "Undo" after a clear, within `UNDO_WINDOW_MS`. */
  | { type: "UNDO" }
  /** Internal: the undo window has ended (raised with a delay by `CLEAR`). */
  | { type: "UNDO.EXPIRE" }
  /**
   * The draft's idle limit has passed in an open tab (`IDLE_EXPIRY_MS`, src/config/storage.ts;
   * the page checks when the tab is shown again and before it saves a change): the words are
   * deleted, as the form's note promises. Ignored while sending.
   */
  | { type: "DRAFT.EXPIRE" }
  /**
   * The page's challenge widget changed: `params` are the template parameters to send with the
   * message once it is passed (e.g. its token), `{}` while it is shown but not passed or expired.
   */
  | { type: "CHALLENGE.CHANGE"; params: Readonly<Record<string, string>> }
  | { type: "SUBMIT" };

/**
 * What the form tells the page, for toasts and focus (docs/spec.md §8). The machine never touches
 * the DOM; `ContactForm` listens with `actor.on("feedback", …)`.
 */
export type ContactFormEmitted =
  | { type: "feedback"; outcome: "invalid" }
  | { type: "feedback"; outcome: "captcha-rejected" }
  /** A send asked for while the challenge is on and not passed: nothing is sent. */
  | { type: "feedback"; outcome: "challenge-missing" }
  /** No answer within `sendTimeout`: the send goes on, the page says it is still waiting. */
  | { type: "feedback"; outcome: "overdue" }
  /** SUBMIT while overdue: nothing new is sent (the first request may still arrive). */
  | { type: "feedback"; outcome: "still-waiting" }
  | { type: "feedback"; outcome: "sent" }
  | { type: "feedback"; outcome: "failed"; failure: SendFailure }
  /**
   * After `CLEAR`, `UNDO` and the end of the undo window, for the page's announcement and focus:
   * `cleared` (values emptied, undo offered), `nothing` (the form was already empty; an undo
   * already offered stays), `restored` (undone), `expired` (the undo window ended).
   */
  | { type: "clear"; outcome: "cleared" | "nothing" | "restored" | "expired" }
  /** After `DRAFT.EXPIRE` emptied a form that held words (nothing is emitted for an empty one). */
  | { type: "clear"; outcome: "timed-out" };

/**
 * The contact form (docs/spec.md §4 "Contact form", §5, §7, §8; docs/product-decisions.md, decision 4).
 *
 * States: `idle` -> SUBMIT -> `validating` (transient) -> `invalid` | `captchaRejected` |
 * `challengeMissing` | `sending`; `sending` -> `success` | `failure`. A filled honeypot changes
 * nothing here: the message is sent with the mark in `spam_check` (docs/decisions/057).
 * `sending` invokes the send once and keeps it running until it settles: it starts in `waiting`
 * and moves to `overdue` after `sendTimeout` (15 s) without an answer, which only changes what the
 * page says; a success that arrives later is a success, and a failure is a failure. SUBMIT is
 * ignored while `waiting` (a double click sends one request) and answered with a `still-waiting`
 * feedback while `overdue`, so a retry never sends the message twice.
 * Success resets the values and the captcha answer and makes a new captcha question; failure
 * keeps every value. Both empty a passed challenge (a token verifies once).
 * Side effects are injected with `machine.provide`: the `sendMessage` actor (receives
 * `ContactTemplateParams`, built and cleaned by `toContactTemplateParams` from the values, the
 * honeypot and the challenge; the values in context stay as typed), the `generateCaptcha` action
 * and the `sendTimeout` delay.
 *
 * Clearing (docs/product-decisions.md, decision 13): `CLEAR` from every state but `sending` goes to
 * `idle` with the values, errors and failure emptied and emits `clear` (`cleared`, or `nothing`
 * when nothing was typed); the emptied values wait in `cleared` for `UNDO` during `undoWindow`
 * (`UNDO_WINDOW_MS`), then `UNDO.EXPIRE` forgets them. Leaving `idle` forgets them too.
 * `DRAFT.EXPIRE` (the draft's idle limit passed in an open tab; docs/decisions/038) empties the
 * form the same way but offers no undo, and emits `clear` `timed-out` when words were there.
 *
 * Choice fields (the inquiry type and the "How can we reach you safely?" answers) keep only a
 * value of their list (`contactFieldValue`); which contact details are required follows the safe
 * channel chosen (`contactRequirement`, docs/decisions/038).
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
    undoWindow: UNDO_WINDOW_MS,
  },
  actions: {
    generateCaptcha: assign({ captcha: () => createCaptcha() }),
    assignField: assign({
      values: ({ context, event }) =>
        event.type === "FIELD.CHANGE"
          ? { ...context.values, [event.field]: contactFieldValue(event.field, event.value, context.values[event.field]) }
          : context.values,
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
    /**
     * `CLEAR`: empties the values, errors and failure and offers `UNDO` for `undoWindow`, keeping
     * what was emptied in `cleared`; with nothing typed it only empties the errors, and an undo
     * already offered stays (a second press must not lose the first clear's words).
     */
    clearForm: enqueueActions(({ context, enqueue }) => {
      if (!hasTyped(context.values)) {
        enqueue.assign({ errors: {}, failure: null });
        enqueue.emit({ type: "clear", outcome: "nothing" });
        return;
      }
      enqueue.cancel(UNDO_WINDOW_ID);
      enqueue.assign({ cleared: context.values, values: emptyContactValues(), errors: {}, failure: null });
      enqueue.raise({ type: "UNDO.EXPIRE" }, { delay: "undoWindow", id: UNDO_WINDOW_ID });
      enqueue.emit({ type: "clear", outcome: "cleared" });
    }),
    /**
     * `DRAFT.EXPIRE`: forgets the values, errors and failure, and any words an undo could bring
     * back, with no undo offered (the limit is the point); emits `timed-out` when words were there.
     */
    expireDraft: enqueueActions(({ context, enqueue }) => {
      const hadWords = hasTyped(context.values) || context.cleared !== null;
      enqueue.cancel(UNDO_WINDOW_ID);
      enqueue.assign({ values: emptyContactValues(), errors: {}, failure: null, cleared: null });
      if (hadWords) enqueue.emit({ type: "clear", outcome: "timed-out" });
    }),
    /** `UNDO`: puts the cleared values back, over anything typed since the clear. */
    undoClear: enqueueActions(({ context, enqueue }) => {
      enqueue.cancel(UNDO_WINDOW_ID);
      enqueue.assign({ values: context.cleared ?? context.values, cleared: null, errors: {} });
      enqueue.emit({ type: "clear", outcome: "restored" });
    }),
    expireUndo: enqueueActions(({ enqueue }) => {
      enqueue.assign({ cleared: null });
      enqueue.emit({ type: "clear", outcome: "expired" });
    }),
    /** Leaving `idle` (a send is asked for) ends an undo offer without a word. */
    dropUndo: enqueueActions(({ enqueue }) => {
      enqueue.cancel(UNDO_WINDOW_ID);
      enqueue.assign({ cleared: null });
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
    assignChallenge: assign({
      challenge: ({ context, event }) => (event.type === "CHALLENGE.CHANGE" ? { ...event.params } : context.challenge),
    }),
    /** After a send the token is spent: a challenge that is on must be passed again. */
    resetChallenge: assign({ challenge: ({ context }) => (context.challenge === null ? null : {}) }),
    logSendError: (_, params: { error: unknown }) => {
      console.error("Contact form: the message could not be sent.", params.error);
    },
  },
  guards: {
    hasFieldErrors: ({ context }) =>
      Object.keys(context.errors).some((field) => field !== "captchaAnswer") ||
      (context.errors.captchaAnswer !== undefined && context.errors.captchaAnswer !== CAPTCHA_WRONG_MESSAGE),
    captchaWrong: ({ context }) => context.errors.captchaAnswer === CAPTCHA_WRONG_MESSAGE,
    canUndo: ({ context }) => context.cleared !== null,
    challengePending: ({ context }) => context.challenge !== null && Object.keys(context.challenge).length === 0,
  },
}).createMachine({
  id: "contactForm",
  context: {
    values: emptyContactValues(),
    captcha: null,
    errors: {},
    failure: null,
    honeypot: "",
    cleared: null,
    challenge: null,
  },
  on: {
    "CAPTCHA.GENERATE": { actions: "generateCaptcha" },
    "FIELD.CHANGE": { actions: "assignField" },
    "HONEYPOT.CHANGE": { actions: "assignHoneypot" },
    // From a state with a summary or a status panel (not `idle`, which handles CLEAR itself, and
    // never while sending): back to the empty form.
    CLEAR: { guard: not(stateIn("sending")), target: ".idle", actions: "clearForm" },
    "DRAFT.EXPIRE": { guard: not(stateIn("sending")), target: ".idle", actions: "expireDraft" },
    "CHALLENGE.CHANGE": { actions: "assignChallenge" },
  },
  initial: "idle",
  states: {
    idle: {
      exit: "dropUndo",
      on: {
        "DRAFT.RESTORE": { actions: "restoreDraft" },
        SUBMIT: "validating",
        CLEAR: { actions: "clearForm" },
        UNDO: { guard: "canUndo", actions: "undoClear" },
        "UNDO.EXPIRE": { actions: "expireUndo" },
      },
    },
    validating: {
      entry: "assignValidationErrors",
      always: [
        { guard: "hasFieldErrors", target: "invalid" },
        { guard: "captchaWrong", target: "captchaRejected" },
        { guard: "challengePending", target: "challengeMissing" },
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
    challengeMissing: {
      entry: emit({ type: "feedback", outcome: "challenge-missing" } as const),
      on: { SUBMIT: "validating" },
    },
    sending: {
      invoke: {
        src: "sendMessage",
        input: ({ context }): ContactTemplateParams =>
          toContactTemplateParams(context.values, { honeypot: context.honeypot, challenge: context.challenge }),
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
      initial: "waiting",
      states: {
        waiting: {
          after: { sendTimeout: "overdue" },
        },
        // The request is still out: it may yet be delivered, so a new send could deliver the
        // message twice (docs/product-decisions.md, decision 4, "a double click sends one request").
        overdue: {
          entry: emit({ type: "feedback", outcome: "overdue" } as const),
          on: { SUBMIT: { actions: emit({ type: "feedback", outcome: "still-waiting" } as const) } },
        },
      },
    },
    success: {
      entry: ["resetForm", "resetChallenge", "generateCaptcha", emit({ type: "feedback", outcome: "sent" } as const)],
      on: { SUBMIT: "validating" },
    },
    failure: {
      entry: [
        "resetChallenge",
        emit(({ context }) => ({ type: "feedback", outcome: "failed", failure: context.failure ?? "unavailable" }) as const),
      ],
      on: { SUBMIT: "validating" },
    },
  },
});

export type ContactFormMachine = typeof contactFormMachine;
