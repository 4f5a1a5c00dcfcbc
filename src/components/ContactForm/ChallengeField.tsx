import type { RefObject } from "react";
import { site } from "../../content/site";
import { Fieldset } from "../Fieldset/Fieldset";
import styles from "./ContactForm.module.css";
import { CHALLENGE_MISSING_MESSAGE } from "./messages";
import type { ChallengeStatus } from "./useChallenge";

/**
 * What the hint under the check's legend says, by status (WCAG 3.3.2 Labels or Instructions), with
 * what Google receives, as the privacy and cookie policies say (`challengePrivacyFact` in
 * src/content/siteFacts.ts).
 */
const HINT: Record<Exclude<ChallengeStatus, "off">, string> = {
  idle: "An 'I'm not a robot' check from Google appears here once you start filling in the form. It helps us keep automated spam out. When it loads, Google receives your IP address and may set a cookie of its own; our cookie policy explains it.",
  loading: "Loading the 'I'm not a robot' check...",
  ready:
    "Tick 'I'm not a robot'. The check comes from Google and helps us keep automated spam out. Google's privacy policy and terms, linked in the check, apply to it, and Google may set a cookie of its own.",
  failed: `The 'I'm not a robot' check could not load: a browser extension, a privacy tool or a network filter may be blocking it. Select Send message to try again, or write to us at ${site.email} or call ${site.phone.display}.`,
};

interface ChallengeFieldProps {
  /** The group's `id`, which the error summary links to; the hint and error message add `-hint` and `-error`. */
  id: string;
  status: Exclude<ChallengeStatus, "off">;
  /** Send was asked for without the check: the error message shows. */
  missing: boolean;
  /** The empty element the widget is drawn into (`useChallenge`). */
  containerRef: RefObject<HTMLDivElement | null>;
}

/**
 * The optional "I'm not a robot" check in the contact form (docs/toolchain.md "reCAPTCHA v2"),
 * drawn only in a build with `VITE_EMAILJS_RECAPTCHA_SITE_KEY`. It is a `Fieldset` (GOV.UK's
 * fieldset pattern, the group counterpart of `Field`): the legend "Confirm you are a person" names
 * the group, the hint and the error message ("Error: " for screen readers; WCAG 3.3.1 Error
 * Identification) describe it (WCAG 1.3.1 Info and Relationships), then comes the container
 * Google's widget is drawn into. The group itself takes focus (`tabIndex={-1}`) from the error
 * summary's link, so that its name, hint and error are heard. Hidden without scripts
 * (`needs-script`), like the captcha.
 *
 * @returns `<fieldset id={id} class="needs-script">` with the legend, the hint, the error message
 *   when `missing`, and the widget's `<div>`.
 */
export function ChallengeField({ id, status, missing, containerRef }: ChallengeFieldProps) {
  return (
    <Fieldset
      idPrefix={id}
      id={id}
      tabIndex={-1}
      legend="Confirm you are a person"
      required
      hint={HINT[status]}
      error={missing ? CHALLENGE_MISSING_MESSAGE : null}
      className={`${styles.challenge} needs-script`}
    >
      <div ref={containerRef} className={styles.challengeWidget} />
    </Fieldset>
  );
}
