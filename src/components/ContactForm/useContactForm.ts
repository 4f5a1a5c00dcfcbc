import { useMachine } from "@xstate/react";
import { useEffect, useRef } from "react";
import { fromPromise } from "xstate";
import { type ContactTemplateParams, contactFormMachine } from "../../../machines/contactForm";
import { emailSettings } from "../../config/email";
import { sendEmail } from "../../email/send";
import { readTypedValues } from "../../hooks/typedBeforeHydration";
import { useFocusRequest } from "../../hooks/useFocusRequest";
import { useToast } from "../Toast/ToastProvider";
import { HONEYPOT_NAME } from "../Honeypot/Honeypot";
import { forgetSentMessage, readContactDraft, typedContactValues, writeContactDraft } from "./draft";
import { TOASTS } from "./messages";
import { useChallenge } from "./useChallenge";

/** The send the form uses in the browser: the contact template through EmailJS (docs/spec.md §7). */
export const sendContactMessage = fromPromise<unknown, ContactTemplateParams>(({ input }) =>
  sendEmail(emailSettings.templateId, input),
);

export interface ContactFormOptions {
  /** Replaces the EmailJS send, for tests (`machine.provide({ actors })`). */
  sendMessage?: typeof sendContactMessage;
  /** Replaces the 15 s send timeout, in ms, for tests. */
  sendTimeoutMs?: number;
}

/**
 * Runs `machines/contactForm` for the contact form and does what its events ask of the page
 * (docs/spec.md §4, §8; docs/product-decisions.md, decisions 4 and 11):
 * - after hydration, restores the sessionStorage draft, then what the visitor typed before
 *   hydration over it (the captcha answer is dropped: its question did not exist yet), and makes
 *   the first captcha question (no storage or randomness during the prerender: docs/toolchain.md
 *   "React Router 7 framework mode");
 * - keeps the draft up to date as the values change, and after a successful send removes it and
 *   the reputation check's answers it may hold (`forgetSentMessage`; decision 13);
 * - on each `feedback` event raises the toast of docs/spec.md §8 and moves focus: to the error
 *   summary after a failed validation or a wrong captcha answer (GOV.UK error summary pattern),
 *   to the status panel after a send (WCAG 4.1.3 Status Messages);
 * - when a send is overdue (no answer in 15 s) moves focus to the panel that says the form is
 *   still waiting, without a toast (nothing has failed), and again when Send is asked for while
 *   it waits; the answer, when it comes, raises its toast like every other answer (decision 4);
 * - runs the optional "I'm not a robot" challenge (`useChallenge`): loads it when a send is asked
 *   for without it (focus then goes to the error summary that says so), and clears it after each
 *   send, whose token is spent.
 *
 * A success that arrives after the send was overdue is a success: the values are reset, which
 * removes the draft (the effect below), and the success toast and panel are shown.
 *
 * @returns the machine's `state`, `send` and `actor` (for its emitted events), the refs for the `<form>`, the error summary and
 *   the status panel, and the `challenge` (see `useChallenge`).
 */
export function useContactForm({ sendMessage = sendContactMessage, sendTimeoutMs }: ContactFormOptions) {
  const showToast = useToast();
  const [state, send, actor] = useMachine(
    contactFormMachine.provide({
      actors: { sendMessage },
      ...(sendTimeoutMs === undefined ? {} : { delays: { sendTimeout: sendTimeoutMs } }),
    }),
  );
  const formRef = useRef<HTMLFormElement>(null);
  const challenge = useChallenge(send, formRef);
  const { retry: retryChallenge, reset: resetChallenge } = challenge;
  const [summaryRef, focusSummary] = useFocusRequest<HTMLDivElement>();
  const [statusRef, focusStatus] = useFocusRequest<HTMLDivElement>();
  const draftRestored = useRef(false);

  useEffect(() => {
    const typed = formRef.current ? readTypedValues(formRef.current) : new Map<string, string>();
    const values = { ...readContactDraft(), ...typedContactValues(typed) };
    if (Object.keys(values).length > 0) send({ type: "DRAFT.RESTORE", values });
    const honeypot = typed.get(HONEYPOT_NAME);
    if (honeypot !== undefined) send({ type: "HONEYPOT.CHANGE", value: honeypot });
    send({ type: "CAPTCHA.GENERATE" });
    draftRestored.current = true;
  }, [send]);

  const { values } = state.context;
  useEffect(() => {
    if (draftRestored.current) writeContactDraft(values);
  }, [values]);

  useEffect(() => {
    const subscription = actor.on("feedback", ({ outcome }) => {
      switch (outcome) {
        case "invalid":
          focusSummary();
          break;
        case "captcha-rejected":
          showToast(TOASTS.captchaRejected);
          focusSummary();
          break;
        case "challenge-missing":
          retryChallenge();
          focusSummary();
          break;
        case "overdue":
        case "still-waiting":
          focusStatus();
          break;
        case "sent":
          showToast(TOASTS.sent);
          forgetSentMessage();
          resetChallenge();
          focusStatus();
          break;
        case "failed":
          showToast(TOASTS.sendFailed);
          resetChallenge();
          focusStatus();
          break;
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, showToast, focusSummary, focusStatus, retryChallenge, resetChallenge]);

  return { state, send, actor, formRef, summaryRef, statusRef, challenge };
}
