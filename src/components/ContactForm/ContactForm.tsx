import { type SyntheticEvent, useId } from "react";
import { Link } from "react-router";
import { type ContactField, CONTACT_FIELDS, INQUIRY_TYPES } from "../../../machines/contactForm";
import { PRIVACY_PATH, canonicalPath } from "../../routes/paths";
import { Button } from "../Button/Button";
import { ErrorSummary } from "../ErrorSummary/ErrorSummary";
import { Field } from "../Field/Field";
import { LiveAnnouncement } from "../LiveAnnouncement/LiveAnnouncement";
import { ScriptNotice } from "../ScriptNotice/ScriptNotice";
import { StatusPanel } from "../StatusPanel/StatusPanel";
import styles from "./ContactForm.module.css";
import { Honeypot } from "./Honeypot";
import { HINTS, LABELS, SENDING_ANNOUNCEMENT, captchaLabel, failureMessage } from "./messages";
import { type ContactFormOptions, useContactForm } from "./useContactForm";

/**
 * The contact form (docs/spec.md §2 "Contact", §3, §4, §5, §7, §8; docs/product-decisions.md, decisions 4 and 5), driven by
 * `machines/contactForm` through `useContactForm`.
 *
 * Accessibility (GOV.UK Frontend error pattern; WCAG 3.3.1, 3.3.3, 4.1.3): on a failed
 * validation an error summary lists every problem as a link and takes focus; each field's message
 * is tied to it with `aria-describedby` and the field gets `aria-invalid` (`Field`). After a send
 * the persistent status message takes focus, and the toast announces the outcome; while the
 * message is on its way, a polite live region says so. The captcha question is made after
 * hydration, so the prerendered form shows a neutral label until the page is interactive. A draft
 * is kept in sessionStorage until the message is sent.
 *
 * Before and without scripts (docs/product-decisions.md, decision 11): the form's `method="dialog"` makes a native
 * submit do nothing (outside a `<dialog>`, HTML's form submission algorithm stops there), so what
 * was typed never lands in a URL; a press of Send before hydration is carried over by the
 * hydration loader (`data-replay-submit`) and validated once the form is live. The Send button is
 * disabled only while sending, when its label says so. Without scripts the captcha and the button
 * give way to a notice with the e-mail address and phone number.
 */
export function ContactForm(options: ContactFormOptions) {
  const { state, send, formRef, summaryRef, statusRef } = useContactForm(options);
  const { values, errors, captcha, failure } = state.context;
  const formId = useId();
  const fieldId = (field: ContactField) => `${formId}-${field}`;
  const sending = state.matches("sending");
  const showSummary = (state.matches("invalid") || state.matches("captchaRejected")) && Object.keys(errors).length > 0;
  const failureText = failure ? failureMessage(failure) : null;

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: "SUBMIT" });
  };
  /** The `Field` props of a field: its ids, name, label and error message. */
  const field = (name: ContactField) => ({ id: fieldId(name), name, label: LABELS[name], error: errors[name] });
  /** The control's value and change handler. */
  const bind = (name: ContactField) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => send({ type: "FIELD.CHANGE", field: name, value: event.currentTarget.value }),
  });

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
        <ErrorSummary
          ref={summaryRef}
          titleId={`${formId}-summary-title`}
          items={CONTACT_FIELDS.flatMap((name) => (errors[name] ? [{ controlId: fieldId(name), message: errors[name] }] : []))}
        />
      ) : null}

      {state.matches("success") ? (
        <StatusPanel ref={statusRef} variant="success" titleId={`${formId}-status-title`} title="Your message was sent">
          Thank you for your inquiry. We&apos;ll contact you within 1-2 business hours.
        </StatusPanel>
      ) : null}

      {state.matches("failure") && failureText ? (
        <StatusPanel ref={statusRef} variant="error" titleId={`${formId}-status-title`} title={failureText.title}>
          {failureText.body}
        </StatusPanel>
      ) : null}

      <div className={styles.grid}>
        <Field {...field("fullName")} required>
          {(control) => <input {...control} className={styles.input} type="text" autoComplete="name" {...bind("fullName")} />}
        </Field>
        <Field {...field("email")} required>
          {(control) => <input {...control} className={styles.input} type="email" autoComplete="email" spellCheck={false} {...bind("email")} />}
        </Field>
        <Field {...field("phone")} optional>
          {(control) => <input {...control} className={styles.input} type="tel" autoComplete="tel" {...bind("phone")} />}
        </Field>
        <Field {...field("inquiryType")}>
          {(control) => (
            <select {...control} className={styles.select} {...bind("inquiryType")}>
              {INQUIRY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <Field {...field("message")} required hint={HINTS.message}>
        {(control) => <textarea {...control} className={styles.textarea} rows={5} {...bind("message")} />}
      </Field>

      <Field {...field("captchaAnswer")} label={captchaLabel(captcha)} className="needs-script" required hint={HINTS.captchaAnswer}>
        {(control) => (
          <input {...control} className={`${styles.input} ${styles.captchaInput}`} type="number" inputMode="numeric" autoComplete="off" {...bind("captchaAnswer")} />
        )}
      </Field>

      {/* Honeypot: invisible and unreachable for people and assistive technology; bots fill it. */}
      <Honeypot id={`${formId}-website`} value={state.context.honeypot} onChange={(value) => send({ type: "HONEYPOT.CHANGE", value })} />

      <ScriptNotice
        action="Sending this form"
        advice="Your words are still in the boxes above: copy them into your e-mail if that helps."
      />

      <div className={styles.actions}>
        <Button type="submit" size="lg" className="needs-script" disabled={sending}>
          {sending ? "Sending..." : "Send Message"}
        </Button>
        <LiveAnnouncement text={sending ? SENDING_ANNOUNCEMENT : ""} />
        <p className={styles.privacy}>
          We use your details only to answer this inquiry. Read our <Link to={canonicalPath(PRIVACY_PATH)}>privacy policy</Link>.
        </p>
      </div>
    </form>
  );
}
