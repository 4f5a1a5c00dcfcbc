import { useMachine } from "@xstate/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { type ContactField, type ContactTemplateParams, type ContactValues, contactFormMachine, emptyContactValues } from "../../../machines/contactForm";
import { IDLE_EXPIRY_MS, STORED_ITEMS, removeStored } from "../../config/storage";
import { emailSettings } from "../../config/email";
import { sendEmail } from "../../email/send";
import { readChangedValue, readTypedValues } from "../../hooks/typedBeforeHydration";
import { useFocusRequest } from "../../hooks/useFocusRequest";
import { useToast } from "../Toast/ToastProvider";
import { HONEYPOT_NAME } from "../Honeypot/Honeypot";
import { forgetSentMessage, readContactDraftStamped, typedContactValues, writeContactDraft } from "./draft";
import { TOASTS, failureToast } from "./messages";
import { useChallenge } from "./useChallenge";
import { SHARED_DEVICE_NAME } from "../SharedDeviceQuestion/SharedDeviceQuestion";
import { TYPED_ATTRIBUTE } from "../../config/enhancement";

/** How long after the draft's limit the open-tab timer fires, in ms: past the limit, never before it. */
const EXPIRY_SLACK_MS = 1_000;

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
 * - holds the visitor's answer to "Could someone else use this device, or see or hear what you do on it?"
 *   (`sharedDevice`; docs/product-decisions.md, decision 16): while it is yes, no draft is written
 *   and the one there is deleted; the answer is React state only, so it is kept nowhere and each
 *   page load asks again;
 * - runs the optional "I'm not a robot" challenge (`useChallenge`): loads it when a send is asked
 *   for without it (focus then goes to the error summary that says so), and clears it after each
 *   send, whose token is spent.
 *
 * A success that arrives after the send was overdue is a success: the values are reset, which
 * removes the draft (the effect below), and the success toast and panel are shown.
 *
 * The draft's limit holds in an open tab too (docs/decisions/038): `IDLE_EXPIRY_MS` (30 minutes)
 * after the last change, the words are deleted from storage and from the form (`DRAFT.EXPIRE`),
 * checked by a timer at the limit, when the tab is shown again (`visibilitychange`), when the page
 * comes back from the back/forward cache (`pageshow`), and before each change is saved (`change`), so a keystroke
 * after the limit never stores the old words with a fresh stamp. A draft read back from storage is
 * not a change: it keeps its own time and is not written again. Only what the visitor typed
 * before hydration counts as typed (`readTypedValues`), never what the browser restored.
 *
 * @returns the machine's `state`, `send` and `actor` (for its emitted events), the refs for the
 *   `<form>`, the error summary and the status panel, the `challenge` (see `useChallenge`), and
 *   `change(field, value)`, which the controls call instead of sending `FIELD.CHANGE` themselves,
 *   and `sharedDevice` with `setSharedDevice(answer)`, the device question's answer.
 */
export function useContactForm({ sendMessage = sendContactMessage, sendTimeoutMs }: ContactFormOptions) {
  const showToast = useToast();
  // Made once: `provide` builds a new machine (every state node again), and `useMachine` keeps the
  // first it is given, so making one on each render only cost a render 0.2-0.7 ms (docs/decisions/053).
  const [machine] = useState(() =>
    contactFormMachine.provide({
      actors: { sendMessage },
      ...(sendTimeoutMs === undefined ? {} : { delays: { sendTimeout: sendTimeoutMs } }),
    }),
  );
  const [state, send, actor] = useMachine(machine);
  const formRef = useRef<HTMLFormElement>(null);
  const challenge = useChallenge(send, formRef);
  const { retry: retryChallenge, reset: resetChallenge } = challenge;
  const [summaryRef, focusSummary] = useFocusRequest<HTMLDivElement>();
  const [statusRef, focusStatus] = useFocusRequest<HTMLDivElement>();
  const draftRestored = useRef(false);
  // The visitor's answer to "Could someone else use this device, or see or hear what you do on it?" (SHARED_DEVICE):
  // held here only, never in the machine's values, so no draft or storage ever holds it.
  const [sharedDevice, setSharedDeviceState] = useState(false);
  const sharedDeviceRef = useRef(false);
  /** Records the answer; a yes deletes the draft at once, a no keeps the words from now on. */
  const setSharedDevice = useCallback(
    (shared: boolean) => {
      sharedDeviceRef.current = shared;
      setSharedDeviceState(shared);
      if (shared) removeStored(STORED_ITEMS.contactDraft);
      else if (draftRestored.current) writeContactDraft(actor.getSnapshot().context.values);
    },
    [actor],
  );
  /** The values the visitor did not change: the empty form, and a draft read back from storage. */
  const unchanged = useRef<readonly ContactValues[]>([]);
  /** When the words in the form last changed, in ms since the epoch; `null` while it holds none. */
  const lastChange = useRef<number | null>(null);

  useEffect(() => {
    unchanged.current = [actor.getSnapshot().context.values];
    const typed = formRef.current ? readTypedValues(formRef.current) : new Map<string, string>();
    const stored = readContactDraftStamped();
    const typedValues = typedContactValues(typed);
    const values = { ...stored?.values, ...typedValues };
    if (Object.keys(values).length > 0) {
      send({ type: "DRAFT.RESTORE", values });
      if (Object.keys(typedValues).length === 0 && stored) {
        unchanged.current = [...unchanged.current, actor.getSnapshot().context.values];
        lastChange.current = stored.savedAt;
      }
    }
    // A tick of the device question before hydration counts, as any other typed value does.
    const sharedField = formRef.current?.elements.namedItem(SHARED_DEVICE_NAME);
    if (sharedField instanceof HTMLInputElement && sharedField.hasAttribute(TYPED_ATTRIBUTE) && sharedField.checked) {
      sharedDeviceRef.current = true;
      setSharedDeviceState(true);
      removeStored(STORED_ITEMS.contactDraft);
    }
    const honeypotField = formRef.current?.elements.namedItem(HONEYPOT_NAME);
    const honeypot = honeypotField instanceof HTMLInputElement ? readChangedValue(honeypotField) : null;
    if (honeypot !== null) send({ type: "HONEYPOT.CHANGE", value: honeypot });
    send({ type: "CAPTCHA.GENERATE" });
    draftRestored.current = true;
  }, [send, actor]);

  const { values } = state.context;
  useEffect(() => {
    if (!draftRestored.current || unchanged.current.includes(values)) return;
    if (!sharedDeviceRef.current) writeContactDraft(values);
    const empty = emptyContactValues();
    const holdsWords = (Object.keys(empty) as ContactField[]).some((key) => key !== "captchaAnswer" && values[key] !== empty[key]);
    lastChange.current = holdsWords ? Date.now() : null;
  }, [values]);

  /** Deletes the words once `IDLE_EXPIRY_MS` have passed since the last change. @returns whether it did. */
  const expireIfIdle = useCallback((): boolean => {
    if (lastChange.current === null || Date.now() - lastChange.current <= IDLE_EXPIRY_MS) return false;
    lastChange.current = null;
    removeStored(STORED_ITEMS.contactDraft);
    send({ type: "DRAFT.EXPIRE" });
    return true;
  }, [send]);

  // A tab left open and visible: a timer at the limit (a hidden tab's timers may be throttled, so
  // `visibilitychange` checks again when it is shown).
  useEffect(() => {
    if (lastChange.current === null) return;
    const timer = window.setTimeout(expireIfIdle, Math.max(0, lastChange.current + IDLE_EXPIRY_MS + EXPIRY_SLACK_MS - Date.now()));
    return () => window.clearTimeout(timer);
  }, [values, expireIfIdle]);

  useEffect(() => {
    const check = () => {
      if (document.visibilityState === "visible") expireIfIdle();
    };
    document.addEventListener("visibilitychange", check);
    window.addEventListener("pageshow", check);
    return () => {
      document.removeEventListener("visibilitychange", check);
      window.removeEventListener("pageshow", check);
    };
  }, [expireIfIdle]);

  const change = useCallback(
    (field: ContactField, value: string) => {
      if (expireIfIdle()) return;
      send({ type: "FIELD.CHANGE", field, value });
    },
    [expireIfIdle, send],
  );

  useEffect(() => {
    const subscription = actor.on("feedback", (feedback) => {
      switch (feedback.outcome) {
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
          // One message per outcome: the toast keeps docs/spec.md §8's title and says what the
          // status panel says (its title), not a second, different instruction (docs/decisions/060).
          showToast(failureToast(feedback.failure));
          resetChallenge();
          focusStatus();
          break;
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, showToast, focusSummary, focusStatus, retryChallenge, resetChallenge]);

  return { state, send, actor, formRef, summaryRef, statusRef, challenge, change, sharedDevice, setSharedDevice };
}
