import { useMachine } from "@xstate/react";
import { CircleAlert, CircleCheck } from "lucide-react";
import { type MouseEvent, type SyntheticEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { fromPromise } from "xstate";
import {
  type ContactField,
  type ContactTemplateParams,
  CONTACT_FIELDS,
  INQUIRY_TYPES,
  MAX_LENGTH,
  contactFormMachine,
} from "../../../machines/contactForm";
import { emailSettings } from "../../config/email";
import { sendEmail } from "../../email/send";
import { Button } from "../Button/Button";
import { ScriptNotice } from "../ScriptNotice/ScriptNotice";
import { useToast } from "../Toast/ToastProvider";
import styles from "./ContactForm.module.css";
import { readTypedValues } from "../../hooks/typedBeforeHydration";
import { HONEYPOT_NAME, readContactDraft, typedContactValues, writeContactDraft } from "./draft";
import { TOASTS, failureMessage } from "./messages";

/**
 * A count with thousands separators (5000 → "5,000"), written out rather than through
 * `toLocaleString`, whose first call sets up ICU number formatting on the main thread during
 * hydration (Total Blocking Time, docs/decisions/009).
 */
const formatCount = (count: number): string => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** Visible labels of the fields, also used in the error summary. */
const LABELS: Record<ContactField, string> = {
  fullName: "Full Name",
  email: "Email Address",
  phone: "Phone Number",
  inquiryType: "I'm inquiring about",
  message: "How can we help?",
  captchaAnswer: "Security question",
};

/** The send the form uses in the browser: the contact template through EmailJS (docs/spec.md §7). */
const sendContactMessage = fromPromise<unknown, ContactTemplateParams>(({ input }) =>
  sendEmail(emailSettings.templateId, input),
);

interface ContactFormProps {
  /** Replaces the EmailJS send, for tests (`machine.provide({ actors })`). */
  sendMessage?: typeof sendContactMessage;
  /** Replaces the 15 s send timeout, in ms, for tests. */
  sendTimeoutMs?: number;
}

/**
 * The contact form (docs/spec.md §2 "Contact", §3, §4, §5, §7, §8; docs/product-decisions.md, decisions 4 and 5), driven by
 * `machines/contactForm`.
 *
 * Accessibility (GOV.UK Frontend error pattern; WCAG 3.3.1, 3.3.3, 4.1.3): on a failed
 * validation an error summary lists every problem as a link and takes focus; each field's message
 * is tied to it with `aria-describedby` and the field gets `aria-invalid`. After a send the
 * persistent status message takes focus, and the toast announces the outcome. The captcha
 * question is made after hydration, so the prerendered form shows a neutral label until the page
 * is interactive. A draft is kept in sessionStorage until the message is sent.
 *
 * Before and without scripts (docs/product-decisions.md, decision 11): the form's `method="dialog"` makes a native
 * submit do nothing (outside a `<dialog>`, HTML's form submission algorithm stops there), so what
 * was typed never lands in a URL; a press of Send before hydration is carried over by the
 * hydration loader (`data-replay-submit`) and validated once the form is live. The Send button is
 * disabled only while sending, when its label says so. Without scripts the captcha and the button
 * give way to a notice with the e-mail address and phone number.
 */
export function ContactForm({ sendMessage = sendContactMessage, sendTimeoutMs }: ContactFormProps) {
  const showToast = useToast();
  const [state, send, actor] = useMachine(
    contactFormMachine.provide({
      actors: { sendMessage },
      ...(sendTimeoutMs === undefined ? {} : { delays: { sendTimeout: sendTimeoutMs } }),
    }),
  );
  const { values, errors, captcha, failure } = state.context;
  const formId = useId();
  const fieldId = (field: ContactField) => `${formId}-${field}`;
  const summaryRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: "summary" | "status"; serial: number } | null>(null);
  const draftRestored = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // After hydration: restore the draft and make the first captcha question (no storage or
  // randomness during the prerender: docs/toolchain.md "React Router 7 framework mode").
  // What the visitor typed before hydration wins over the stored draft; the captcha answer is
  // dropped (its question did not exist yet).
  useEffect(() => {
    const typed = formRef.current ? readTypedValues(formRef.current) : new Map<string, string>();
    const values = { ...readContactDraft(), ...typedContactValues(typed) };
    if (Object.keys(values).length > 0) send({ type: "DRAFT.RESTORE", values });
    const honeypot = typed.get(HONEYPOT_NAME);
    if (honeypot !== undefined) send({ type: "HONEYPOT.CHANGE", value: honeypot });
    send({ type: "CAPTCHA.GENERATE" });
    draftRestored.current = true;
  }, [send]);

  useEffect(() => {
    if (draftRestored.current) writeContactDraft(values);
  }, [values]);

  useEffect(() => {
    const subscription = actor.on("feedback", (event) => {
      switch (event.outcome) {
        case "invalid":
          setFocusRequest((previous) => ({ target: "summary", serial: (previous?.serial ?? 0) + 1 }));
          break;
        case "captcha-rejected":
          showToast(TOASTS.captchaRejected);
          setFocusRequest((previous) => ({ target: "summary", serial: (previous?.serial ?? 0) + 1 }));
          break;
        case "sent":
          showToast(TOASTS.sent);
          setFocusRequest((previous) => ({ target: "status", serial: (previous?.serial ?? 0) + 1 }));
          break;
        case "failed":
          showToast(TOASTS.sendFailed);
          setFocusRequest((previous) => ({ target: "status", serial: (previous?.serial ?? 0) + 1 }));
          break;
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, showToast]);

  useEffect(() => {
    if (!focusRequest) return;
    const element = focusRequest.target === "summary" ? summaryRef.current : statusRef.current;
    element?.focus();
  }, [focusRequest]);

  const sending = state.matches("sending");
  const showSummary = (state.matches("invalid") || state.matches("captchaRejected")) && Object.keys(errors).length > 0;
  const summaryFields = CONTACT_FIELDS.filter((field) => errors[field]);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: "SUBMIT" });
  };

  const change = (field: ContactField) => (event: { currentTarget: { value: string } }) =>
    send({ type: "FIELD.CHANGE", field, value: event.currentTarget.value });

  const focusField = (field: ContactField) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const element = document.getElementById(fieldId(field));
    element?.focus();
    element?.scrollIntoView({ block: "center" });
  };

  /** Props that tie a field to its hint and error message. */
  const describe = (field: ContactField, hintId?: string) => {
    const ids = [hintId, errors[field] ? `${fieldId(field)}-error` : undefined].filter(Boolean);
    return {
      id: fieldId(field),
      name: field,
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
    } as const;
  };

  const errorText = (field: ContactField) =>
    errors[field] ? (
      <p id={`${fieldId(field)}-error`} className={styles.error}>
        <span className="visually-hidden">Error: </span>
        {errors[field]}
      </p>
    ) : null;

  const failureText = failure ? failureMessage(failure) : null;

  return (
    <form
      ref={formRef}
      method="dialog"
      data-replay-submit=""
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`} className={styles.title}>
        Send us a message
      </h2>
      <p className={styles.required}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>

      {showSummary ? (
        <div ref={summaryRef} tabIndex={-1} className={styles.summary} aria-labelledby={`${formId}-summary-title`} role="group">
          <h3 id={`${formId}-summary-title`} className={styles.summaryTitle}>
            <CircleAlert aria-hidden="true" size={20} /> There is a problem
          </h3>
          <ul className={styles.summaryList}>
            {summaryFields.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`} onClick={focusField(field)}>
                  {errors[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {state.matches("success") ? (
        <div
          ref={statusRef}
          tabIndex={-1}
          role="group"
          aria-labelledby={`${formId}-status-title`}
          className={[styles.status, styles.statusSuccess].join(" ")}
        >
          <CircleCheck aria-hidden="true" size={20} />
          <div>
            <p id={`${formId}-status-title`} className={styles.statusTitle}>
              Your message was sent
            </p>
            <p>Thank you for your inquiry. We'll contact you within 1-2 business hours.</p>
          </div>
        </div>
      ) : null}

      {state.matches("failure") && failureText ? (
        <div
          ref={statusRef}
          tabIndex={-1}
          role="group"
          aria-labelledby={`${formId}-status-title`}
          className={[styles.status, styles.statusError].join(" ")}
        >
          <CircleAlert aria-hidden="true" size={20} />
          <div>
            <p id={`${formId}-status-title`} className={styles.statusTitle}>
              {failureText.title}
            </p>
            <p>{failureText.body}</p>
          </div>
        </div>
      ) : null}

      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={fieldId("fullName")} className={styles.label}>
            {LABELS.fullName} <span aria-hidden="true" className={styles.star}>*</span>
          </label>
          {errorText("fullName")}
          <input
            {...describe("fullName")}
            className={styles.input}
            type="text"
            autoComplete="name"
            required
            value={values.fullName}
            onChange={change("fullName")}
          />
        </div>

        <div className={styles.field}>
          <label htmlFor={fieldId("email")} className={styles.label}>
            {LABELS.email} <span aria-hidden="true" className={styles.star}>*</span>
          </label>
          {errorText("email")}
          <input
            {...describe("email")}
            className={styles.input}
            type="email"
            autoComplete="email"
            spellCheck={false}
            required
            value={values.email}
            onChange={change("email")}
          />
        </div>

        <div className={styles.field}>
          <label htmlFor={fieldId("phone")} className={styles.label}>
            {LABELS.phone} <span className={styles.optional}>(optional)</span>
          </label>
          {errorText("phone")}
          <input
            {...describe("phone")}
            className={styles.input}
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={change("phone")}
          />
        </div>

        <div className={styles.field}>
          <label htmlFor={fieldId("inquiryType")} className={styles.label}>
            {LABELS.inquiryType}
          </label>
          <select {...describe("inquiryType")} className={styles.select} value={values.inquiryType} onChange={change("inquiryType")}>
            {INQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId("message")} className={styles.label}>
          {LABELS.message} <span aria-hidden="true" className={styles.star}>*</span>
        </label>
        <p id={`${fieldId("message")}-hint`} className={styles.hint}>
          A few lines about what is happening is enough. Please do not include passwords or account numbers. Up to{" "}
          {formatCount(MAX_LENGTH.message)} characters.
        </p>
        {errorText("message")}
        <textarea
          {...describe("message", `${fieldId("message")}-hint`)}
          className={styles.textarea}
          rows={5}
          required
          value={values.message}
          onChange={change("message")}
        />
      </div>

      <div className={`needs-script ${styles.field}`}>
        <label htmlFor={fieldId("captchaAnswer")} className={styles.label}>
          {captcha ? `Security question: what is ${captcha.a} + ${captcha.b}?` : "Security question (it appears when the page has loaded)"}{" "}
          <span aria-hidden="true" className={styles.star}>*</span>
        </label>
        <p id={`${fieldId("captchaAnswer")}-hint`} className={styles.hint}>
          This simple sum helps us keep automated spam out.
        </p>
        {errorText("captchaAnswer")}
        <input
          {...describe("captchaAnswer", `${fieldId("captchaAnswer")}-hint`)}
          className={[styles.input, styles.captchaInput].join(" ")}
          type="number"
          inputMode="numeric"
          autoComplete="off"
          required
          value={values.captchaAnswer}
          onChange={change("captchaAnswer")}
        />
      </div>

      {/* Honeypot: invisible and unreachable for people and assistive technology; bots fill it. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${formId}-website`}>Leave this field empty</label>
        <input
          id={`${formId}-website`}
          name={HONEYPOT_NAME}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={state.context.honeypot}
          onChange={(event) => send({ type: "HONEYPOT.CHANGE", value: event.currentTarget.value })}
        />
      </div>

      <ScriptNotice
        action="Sending this form"
        advice="Your words are still in the boxes above: copy them into your e-mail if that helps."
      />

      <div className={styles.actions}>
        <Button type="submit" size="lg" className="needs-script" disabled={sending}>
          {sending ? "Sending..." : "Send Message"}
        </Button>
        <p className={styles.privacy}>
          We use your details only to answer this inquiry. Read our <Link to="/privacy/">privacy policy</Link>.
        </p>
      </div>
    </form>
  );
}
