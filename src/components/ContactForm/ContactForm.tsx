import { type SyntheticEvent, useCallback, useId } from "react";
import { type ContactField, CONTACT_FIELDS, contactRequirement } from "../../../machines/contactForm";
import { CLEARS_STORED_ATTRIBUTE, type StoredItemName } from "../../config/storage";
import { PRIVACY_PATH, canonicalPath } from "../../site/paths";
import { Button, buttonClassName } from "../Button/Button";
import { ErrorSummary } from "../ErrorSummary/ErrorSummary";
import { LiveAnnouncement } from "../LiveAnnouncement/LiveAnnouncement";
import { ScriptNotice } from "../ScriptNotice/ScriptNotice";
import { StatusPanel } from "../StatusPanel/StatusPanel";
import styles from "./ContactForm.module.css";
import { Honeypot } from "../Honeypot/Honeypot";
import { ChallengeField } from "./ChallengeField";
import { ContactFieldRow, type FieldChangeHandler, SafeContactGroup, controlsFor } from "./ContactFields";
import { SharedDeviceQuestion } from "../SharedDeviceQuestion/SharedDeviceQuestion";
import {
  CHALLENGE_MISSING_MESSAGE,
  HINTS,
  OVERDUE_MESSAGE,
  SENDING_ANNOUNCEMENT,
  STILL_WAITING_LABEL,
  captchaLabel,
  failureMessage,
  SHARED_DEVICE,
} from "./messages";
import { DRAFT_NOTICE } from "./draft";
import { useClearForm } from "./useClearForm";
import { type ContactFormOptions, useContactForm } from "./useContactForm";
import { replaySubmit } from "../../config/enhancement";

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
 * is kept in sessionStorage until the message is sent, the form is cleared, or `IDLE_EXPIRY_MS`
 * (30 minutes, src/config/storage.ts) pass without a change; a note beside the buttons says so
 * (`DRAFT_NOTICE`; docs/product-decisions.md, decision 13).
 *
 * "Clear this form" (`useClearForm`) is a `<button type="reset">`, so it empties the fields as
 * plain HTML before hydration; after it, the machine's `CLEAR` empties values, errors and draft,
 * and "Undo" is offered for `UNDO_WINDOW_MS` (15 s), both announced in a polite live region
 * (WCAG 4.1.3). It is disabled while sending, like Send.
 *
 * Before and without scripts (docs/product-decisions.md, decision 11): the form's `method="dialog"` makes a native
 * submit do nothing (outside a `<dialog>`, HTML's form submission algorithm stops there), so what
 * was typed never lands in a URL; a press of Send before hydration is carried over by the
 * islands loader (`data-replay-submit`) and validated once the form is live. The Send button is
 * disabled only while sending, when its label says so: "Sending...", then, after 15 s without an
 * answer, "Still waiting..." beside a panel that says the form waits for the email service's
 * answer (which may still deliver the message, so a second send is not offered) and gives the
 * e-mail address and phone number (docs/product-decisions.md, decision 4). Without scripts the
 * captcha and the button give way to a notice with the e-mail address and phone number.
 *
 * The fields are drawn by memoized components (`./ContactFields.tsx`), so a keystroke or a send with
 * errors renders only the fields whose value or message changed (the INP gate, docs/decisions/053).
 *
 * In a build with the optional "I'm not a robot" challenge (`VITE_EMAILJS_RECAPTCHA_SITE_KEY`;
 * docs/toolchain.md "reCAPTCHA v2") the check is drawn under the captcha (`ChallengeField`) once
 * the visitor first focuses or types in the form; a send without it lists it in the error summary
 * and loses nothing. Other builds drop it (the build-time constant is tested where it is used).
 */
export function ContactForm(options: ContactFormOptions) {
  const { state, send, actor, formRef, summaryRef, statusRef, challenge, change, sharedDevice, setSharedDevice } = useContactForm(options);
  const controls = controlsFor(sharedDevice);
  const { announcement, notice, onReset, onUndo, quiet, clearRef, undoRef, firstFieldRef } = useClearForm(actor, send);
  const { values, errors, captcha, failure } = state.context;
  const formId = useId();
  const fieldId = (field: ContactField) => `${formId}-${field}`;
  const sending = state.matches("sending");
  const overdue = state.matches({ sending: "overdue" });
  const challengeMissing = state.matches("challengeMissing");
  const challengeId = `${formId}-challenge`;
  const summaryItems = [
    ...CONTACT_FIELDS.flatMap((name) => (errors[name] ? [{ controlId: fieldId(name), message: errors[name] }] : [])),
    ...(challengeMissing ? [{ controlId: challengeId, message: CHALLENGE_MISSING_MESSAGE }] : []),
  ];
  const showSummary = (state.matches("invalid") || state.matches("captchaRejected") || challengeMissing) && summaryItems.length > 0;
  const failureText = failure ? failureMessage(failure) : null;

  const requirement = contactRequirement(values.safeChannel);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: "SUBMIT" });
  };
  /** Sends a field's new value, after the checks the page makes before each change (`change`); the same function every render, so unchanged fields are not drawn again. */
  const changeField = useCallback<FieldChangeHandler>(
    (name, value) => {
      quiet();
      change(name, value);
    },
    [quiet, change],
  );
  /** The `ContactFieldRow` props every field has: its id, name, value, error message and change handler. */
  const field = (name: ContactField) => ({ id: fieldId(name), name, value: values[name], error: errors[name], onFieldChange: changeField });

  return (
    <form
      ref={formRef}
      method="dialog"
      {...replaySubmit}
      {...{ [CLEARS_STORED_ATTRIBUTE]: "contactDraft" satisfies StoredItemName }}
      className={styles.form}
      autoComplete="off"
      noValidate
      onSubmit={onSubmit}
      onReset={onReset}
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`} className={styles.title}>
        Send us a message
      </h2>
      <p className={`${styles.required} fields-need-script`}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>

      {showSummary ? (
        <ErrorSummary
          ref={summaryRef}
          titleId={`${formId}-summary-title`}
          items={summaryItems}
        />
      ) : null}

      {notice ? <p className={styles.notice}>{notice}</p> : null}

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

      {overdue ? (
        <StatusPanel ref={statusRef} variant="error" titleId={`${formId}-status-title`} title={OVERDUE_MESSAGE.title}>
          {OVERDUE_MESSAGE.body}
        </StatusPanel>
      ) : null}

      <SharedDeviceQuestion idPrefix={formId} copy={SHARED_DEVICE} sharedDevice={sharedDevice} onChange={setSharedDevice} className="fields-need-script" />

      <div className={`${styles.grid} fields-need-script`}>
        <ContactFieldRow {...field("fullName")} required control={controls.fullName} inputRef={firstFieldRef} />
        <ContactFieldRow {...field("email")} required={requirement.email} optional={!requirement.email} hint={HINTS.email} control={controls.email} />
        <ContactFieldRow {...field("phone")} required={requirement.phone} optional={!requirement.phone} control={controls.phone} />
        <ContactFieldRow {...field("inquiryType")} control={controls.inquiryType} />
      </div>

      <SafeContactGroup
        formId={formId}
        sharedDevice={sharedDevice}
        safeChannel={values.safeChannel}
        voicemail={values.voicemail}
        safeTimes={values.safeTimes}
        timeZone={values.timeZone}
        neutralSender={values.neutralSender}
        safeTimesError={errors.safeTimes}
        timeZoneError={errors.timeZone}
        onFieldChange={changeField}
      />

      <ContactFieldRow {...field("message")} required hint={HINTS.message} control={controls.message} className="fields-need-script" />

      <ContactFieldRow {...field("captchaAnswer")} label={captchaLabel(captcha)} className="needs-script" required hint={HINTS.captchaAnswer} control={controls.captchaAnswer} />

      {__RECAPTCHA_SITE_KEY__ !== "" && challenge.status !== "off" ? (
        <ChallengeField id={challengeId} status={challenge.status} missing={challengeMissing} containerRef={challenge.containerRef} />
      ) : null}

      {/* Honeypot: invisible and unreachable for people and assistive technology; bots fill it. */}
      <Honeypot id={`${formId}-website`} value={state.context.honeypot} onChange={(value) => send({ type: "HONEYPOT.CHANGE", value })} />

      <ScriptNotice
        action="Sending this form"
        advice="An e-mail stays in the sent folder of the account you write from, and a call in the phone's call log, so use an account and a phone only you can open. In your message, say which ways of reaching you are safe, and when."
      />

      <div className={styles.actions}>
        <Button type="submit" size="lg" className="needs-script" disabled={sending}>
          {overdue ? STILL_WAITING_LABEL : sending ? "Sending..." : "Send message"}
        </Button>
        {/* Said once as the send starts; the overdue panel that takes focus says the rest. */}
        <LiveAnnouncement text={sending && !overdue ? SENDING_ANNOUNCEMENT : ""} />
        {/* A native reset before hydration; CLEAR with Undo after (useClearForm). */}
        <button ref={clearRef} type="reset" className={`${buttonClassName({ variant: "secondary", size: "lg" })} fields-need-script`} disabled={sending}>
          Clear this form
        </button>
        {state.context.cleared ? (
          <button ref={undoRef} type="button" className={buttonClassName({ variant: "outline", size: "lg" })} onClick={onUndo}>
            Undo
          </button>
        ) : null}
        <LiveAnnouncement text={announcement} />
        <p className={styles.privacy}>
          We use your details to answer this inquiry and arrange your consultation, and otherwise only as our <a href={canonicalPath(PRIVACY_PATH)}>privacy policy</a> describes.
        </p>
        {/* What this browser keeps (decision 13); without scripts it keeps nothing, so it is not said. */}
        <p className={`${styles.storageNote} needs-script`}>{sharedDevice ? SHARED_DEVICE.on : DRAFT_NOTICE}</p>
      </div>
    </form>
  );
}
