import { type SyntheticEvent, useId } from "react";
import {
  type ContactField,
  CONTACT_FIELDS,
  INQUIRY_TYPES,
  NEUTRAL_SENDER_ON,
  SAFE_CHANNELS,
  TIME_ZONES,
  VOICEMAIL_CHOICES,
  contactRequirement,
} from "../../../machines/contactForm";
import { Choice, ChoiceList } from "../Choice/Choice";
import { Fieldset } from "../Fieldset/Fieldset";
import { CLEARS_STORED_ATTRIBUTE, type StoredItemName } from "../../config/storage";
import { PRIVACY_PATH, canonicalPath } from "../../site/paths";
import { Button, buttonClassName } from "../Button/Button";
import { ErrorSummary } from "../ErrorSummary/ErrorSummary";
import { Field } from "../Field/Field";
import { LiveAnnouncement } from "../LiveAnnouncement/LiveAnnouncement";
import { ScriptNotice } from "../ScriptNotice/ScriptNotice";
import { StatusPanel } from "../StatusPanel/StatusPanel";
import styles from "./ContactForm.module.css";
import { Honeypot } from "../Honeypot/Honeypot";
import { ChallengeField } from "./ChallengeField";
import {
  CHALLENGE_MISSING_MESSAGE,
  HINTS,
  LABELS,
  OVERDUE_MESSAGE,
  SAFE_CONTACT,
  SENDING_ANNOUNCEMENT,
  STILL_WAITING_LABEL,
  captchaLabel,
  failureMessage,
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
 * In a build with the optional "I'm not a robot" challenge (`VITE_EMAILJS_RECAPTCHA_SITE_KEY`;
 * docs/toolchain.md "reCAPTCHA v2") the check is drawn under the captcha (`ChallengeField`) once
 * the visitor first focuses or types in the form; a send without it lists it in the error summary
 * and loses nothing. Other builds drop it (the build-time constant is tested where it is used).
 */
export function ContactForm(options: ContactFormOptions) {
  const { state, send, actor, formRef, summaryRef, statusRef, challenge, change } = useContactForm(options);
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
  /** The `Field` props of a field: its ids, name, label and error message. */
  const field = (name: ContactField) => ({ id: fieldId(name), name, label: LABELS[name], error: errors[name] });
  /** Sends a field's new value, after the checks the page makes before any change (`change`). */
  const changeField = (name: ContactField, value: string) => {
    quiet();
    change(name, value);
  };
  /** The control's value and change handler. */
  const bind = (name: ContactField) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => changeField(name, event.currentTarget.value),
  });
  /** A radio button of `name` for `value`: ticked when it is the field's value. */
  const radio = (name: "safeChannel" | "voicemail", value: string) => ({
    id: `${fieldId(name)}-${value}`,
    type: "radio" as const,
    name,
    value,
    checked: values[name] === value,
    onChange: (on: boolean) => {
      if (on) changeField(name, value);
    },
  });

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
      <p className={styles.required}>
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

      <div className={styles.grid}>
        <Field {...field("fullName")} required>
          {(control) => <input {...control} ref={firstFieldRef} className={styles.input} type="text" autoComplete="name" {...bind("fullName")} />}
        </Field>
        <Field {...field("email")} required={requirement.email} optional={!requirement.email} hint={HINTS.email}>
          {(control) => <input {...control} className={styles.input} type="email" autoComplete="email" spellCheck={false} {...bind("email")} />}
        </Field>
        <Field {...field("phone")} required={requirement.phone} optional={!requirement.phone}>
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

      <div className={styles.safeContact} role="group" aria-labelledby={`${formId}-safe-title`} aria-describedby={`${formId}-safe-intro`}>
        <h3 id={`${formId}-safe-title`} className={styles.safeTitle}>
          {SAFE_CONTACT.heading}
        </h3>
        <p id={`${formId}-safe-intro`} className={styles.safeIntro}>
          {SAFE_CONTACT.intro}
        </p>
        <Fieldset idPrefix={fieldId("safeChannel")} id={fieldId("safeChannel")} legend={LABELS.safeChannel}>
          <ChoiceList>
            {SAFE_CHANNELS.map((channel) => (
              <Choice key={channel} {...radio("safeChannel", channel)}>
                {SAFE_CONTACT.channels[channel]}
              </Choice>
            ))}
          </ChoiceList>
        </Fieldset>
        <Fieldset idPrefix={fieldId("voicemail")} id={fieldId("voicemail")} legend={LABELS.voicemail} hint={SAFE_CONTACT.voicemailHint}>
          <ChoiceList>
            {VOICEMAIL_CHOICES.map((choice) => (
              <Choice key={choice} {...radio("voicemail", choice)}>
                {SAFE_CONTACT.voicemail[choice]}
              </Choice>
            ))}
          </ChoiceList>
        </Fieldset>
        <Field {...field("safeTimes")} optional hint={SAFE_CONTACT.safeTimesHint}>
          {(control) => <input {...control} className={styles.input} type="text" autoComplete="off" {...bind("safeTimes")} />}
        </Field>
        <Field {...field("timeZone")} optional hint={SAFE_CONTACT.timeZoneHint} className={styles.timeZone}>
          {(control) => (
            <select {...control} className={styles.select} {...bind("timeZone")}>
              <option value="">{SAFE_CONTACT.timeZonePrompt}</option>
              {TIME_ZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Fieldset idPrefix={fieldId("neutralSender")} id={fieldId("neutralSender")} legend={LABELS.neutralSender} hint={SAFE_CONTACT.neutralSenderHint}>
          <Choice
            id={`${fieldId("neutralSender")}-on`}
            type="checkbox"
            name="neutralSender"
            value={NEUTRAL_SENDER_ON}
            checked={values.neutralSender === NEUTRAL_SENDER_ON}
            onChange={(on) => changeField("neutralSender", on ? NEUTRAL_SENDER_ON : "")}
          >
            {SAFE_CONTACT.neutralSender}
          </Choice>
        </Fieldset>
      </div>

      <Field {...field("message")} required hint={HINTS.message}>
        {(control) => <textarea {...control} className={styles.textarea} rows={5} {...bind("message")} />}
      </Field>

      <Field {...field("captchaAnswer")} label={captchaLabel(captcha)} className="needs-script" required hint={HINTS.captchaAnswer}>
        {(control) => (
          <input {...control} className={`${styles.input} ${styles.captchaInput}`} type="number" inputMode="numeric" autoComplete="off" {...bind("captchaAnswer")} />
        )}
      </Field>

      {__RECAPTCHA_SITE_KEY__ !== "" && challenge.status !== "off" ? (
        <ChallengeField id={challengeId} status={challenge.status} missing={challengeMissing} containerRef={challenge.containerRef} />
      ) : null}

      {/* Honeypot: invisible and unreachable for people and assistive technology; bots fill it. */}
      <Honeypot id={`${formId}-website`} value={state.context.honeypot} onChange={(value) => send({ type: "HONEYPOT.CHANGE", value })} />

      <ScriptNotice
        action="Sending this form"
        advice="Your words are still in the boxes above: copy them into your e-mail if that helps."
      />

      <div className={styles.actions}>
        <Button type="submit" size="lg" className="needs-script" disabled={sending}>
          {overdue ? STILL_WAITING_LABEL : sending ? "Sending..." : "Send message"}
        </Button>
        {/* Said once as the send starts; the overdue panel that takes focus says the rest. */}
        <LiveAnnouncement text={sending && !overdue ? SENDING_ANNOUNCEMENT : ""} />
        {/* A native reset before hydration; CLEAR with Undo after (useClearForm). */}
        <button ref={clearRef} type="reset" className={buttonClassName({ variant: "secondary", size: "lg" })} disabled={sending}>
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
        <p className={`${styles.storageNote} needs-script`}>{DRAFT_NOTICE}</p>
      </div>
    </form>
  );
}
