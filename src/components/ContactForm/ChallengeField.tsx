import type { RefObject } from "react";
import { site } from "../../config/site";
import styles from "./ContactForm.module.css";
import { CHALLENGE_MISSING_MESSAGE } from "./messages";
import type { ChallengeStatus } from "./useChallenge";

/** What the hint under the check's label says, by status (WCAG 3.3.2 Labels or Instructions). */
const HINT: Record<Exclude<ChallengeStatus, "off">, string> = {
  idle: "An 'I'm not a robot' check from Google appears here once you start filling in the form. It helps us keep automated spam out.",
  loading: "Loading the 'I'm not a robot' check...",
  ready: "Tick 'I'm not a robot'. The check comes from Google and helps us keep automated spam out.",
  failed: `The 'I'm not a robot' check could not load: a browser extension, a privacy tool or a network filter may be blocking it. Select Send Message to try again, or write to us at ${site.email} or call ${site.phone.display}.`,
};

interface ChallengeFieldProps {
  /** The container's `id`, which the error summary links to; the label, hint and error add `-label`, `-hint`, `-error`. */
  id: string;
  status: Exclude<ChallengeStatus, "off">;
  /** Send was asked for without the check: the error message shows. */
  missing: boolean;
  /** The empty element the widget is drawn into (`useChallenge`). */
  containerRef: RefObject<HTMLDivElement | null>;
}

/**
 * The optional "I'm not a robot" check in the contact form (docs/toolchain.md "reCAPTCHA v2"),
 * drawn only in a build with `VITE_EMAILJS_RECAPTCHA_SITE_KEY`. It is laid out as a `Field`:
 * label, hint, error message ("Error: " for screen readers; WCAG 3.3.1 Error Identification),
 * then the container Google's widget is drawn into, which is a group named by the label and
 * described by the hint and the error (WCAG 1.3.1 Info and Relationships). The container can
 * take focus (`tabIndex={-1}`) for the error summary's link. Hidden without scripts
 * (`needs-script`), like the captcha.
 *
 * @returns `<div class="needs-script">` with two or three `<p>` and `<div role="group" id={id}>`.
 */
export function ChallengeField({ id, status, missing, containerRef }: ChallengeFieldProps) {
  const describedBy = missing ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <div className={`${styles.challenge} needs-script`}>
      <p id={`${id}-label`} className={styles.challengeLabel}>
        Confirm you are a person{" "}
        <span aria-hidden="true" className={styles.challengeStar}>
          *
        </span>
      </p>
      <p id={`${id}-hint`} className={styles.challengeHint}>
        {HINT[status]}
      </p>
      {missing ? (
        <p id={`${id}-error`} className={styles.challengeError}>
          <span className="visually-hidden">Error: </span>
          {CHALLENGE_MISSING_MESSAGE}
        </p>
      ) : null}
      <div
        id={id}
        ref={containerRef}
        role="group"
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        className={styles.challengeWidget}
      />
    </div>
  );
}
