import { useMachine } from "@xstate/react";
import { type SyntheticEvent, useEffect, useId, useRef, useState } from "react";
import { readChangedValue, useAdoptTypedValue } from "../../hooks/typedBeforeHydration";
import { useFocusRequest } from "../../hooks/useFocusRequest";
import { fromPromise } from "xstate";
import { type SubscribeInput, newsletterMachine } from "../../../machines/newsletter";
import { newsletterTemplateId } from "../../config/email";
import { site } from "../../content/site";
import { toNewsletterTemplateParams } from "../../email/newsletter";
import { sendEmail } from "../../email/send";
import { Button } from "../Button/Button";
import { Field } from "../Field/Field";
import { Honeypot } from "../Honeypot/Honeypot";
import { LiveAnnouncement } from "../LiveAnnouncement/LiveAnnouncement";
import { ScriptNotice } from "../ScriptNotice/ScriptNotice";
import { useToast } from "../Toast/ToastProvider";
import styles from "./NewsletterForm.module.css";
import { PRIVACY_PATH, canonicalPath } from "../../site/paths";
import { replaySubmit } from "../../config/enhancement";

/**
 * The newsletter sign-up block (docs/spec.md §2 "Learning Center", "Blog list"): one email
 * field (placeholder 'Enter your email address'); the address goes through the email service with
 * the newsletter template, answered by the fake endpoint in the demo build. An invalid address
 * gets an inline error tied to the field (`Field`; WCAG 3.3.1 Error Identification), which takes
 * focus once the error is drawn (`useFocusRequest`); the send in progress is announced by a polite
 * live region, the outcome by a toast, and the outcome is also shown inline. Renders nothing when
 * no newsletter template is configured.
 *
 * Sign-up is double opt-in: the block says before the send, and again on success, that a
 * confirmation e-mail follows and that the visitor is added only once they confirm (a commitment
 * listed in docs/content/claims.md; the firm sends and checks the confirmation, README "Before
 * going live"). The shared honeypot (`Honeypot`), when filled, marks the sign-up for the firm
 * (`spam_check`) and never stops it (docs/decisions/057); what was typed into either field
 * before hydration is adopted (docs/product-decisions.md, decision 11).
 */
/**
 * What a sign-up's outcome says, once: the toast shows the title and the text, and the form keeps
 * the same text on the page after the toast has gone (one message per outcome, as the contact
 * form's panel and toast; docs/decisions/060). Not in docs/spec.md §8, which lists the contact
 * form's toasts only.
 */
export const NEWSLETTER_OUTCOMES = {
  subscribed: { variant: "success", title: "Check your inbox", description: "Thank you. We'll email you to confirm your address, and add you once you confirm." },
  failed: { variant: "error", title: "Error", description: "We could not subscribe you. Your address is still here: please try again in a moment." },
} as const;

export function NewsletterForm() {
  const showToast = useToast();
  // Made once (`useMachine` keeps the first machine it is given; `provide` rebuilds every state node).
  const [machine] = useState(() =>
    newsletterMachine.provide({
      actors: {
        subscribe: fromPromise<unknown, SubscribeInput>(({ input }) => {
          if (!newsletterTemplateId) return Promise.reject(new Error("No newsletter template is configured."));
          return sendEmail(newsletterTemplateId, toNewsletterTemplateParams(input.email, input.honeypot));
        }),
      },
    }),
  );
  const [state, send, actor] = useMachine(machine);
  const [inputRef, focusInput] = useFocusRequest<HTMLInputElement>();
  const honeypotRef = useRef<HTMLInputElement>(null);
  const id = useId();
  useAdoptTypedValue(inputRef, (value) => send({ type: "EMAIL.CHANGE", value }));
  useAdoptTypedValue(honeypotRef, (value) => send({ type: "HONEYPOT.CHANGE", value }), readChangedValue);

  useEffect(() => {
    const subscription = actor.on("feedback", ({ outcome }) => {
      if (outcome === "invalid") focusInput();
      if (outcome === "subscribed") showToast(NEWSLETTER_OUTCOMES.subscribed);
      if (outcome === "failed") showToast(NEWSLETTER_OUTCOMES.failed);
    });
    return () => subscription.unsubscribe();
  }, [actor, showToast, focusInput]);

  if (!newsletterTemplateId) return null;
  const { email, error } = state.context;
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: "SUBMIT" });
  };

  return (
    <section className={styles.block} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Get new guides in your inbox</h2>
      {/* Placeholder (README "Before going live"): the firm confirms whether each newsletter carries a
          one-click unsubscribe link (then say so here and in the privacy policy), and how long it
          keeps sign-ups that are never confirmed. Writing to the firm is the route the privacy policy
          gives today. */}
      <p className={styles.intro}>
        {`One short email when we publish something useful. Before we add you, we'll send you an email to confirm your address. No spam, and to unsubscribe at any time, write to us at ${site.email}.`}
      </p>
      {/* `autocomplete="off"` on the form: the browser's form restoration then puts no address back
          when the page is loaded again from its history entry (after a quick exit evicted it), while
          the field keeps its `email` token for WCAG 1.3.5 (docs/decisions/054). */}
      <form method="dialog" {...replaySubmit} className={styles.form} autoComplete="off" noValidate onSubmit={onSubmit}>
        {/* The form's one field needs no asterisk; the input still says it is required. */}
        {/* Not offered without scripts, when it could only keep what was typed (docs/decisions/054). */}
        <div className={`${styles.field} fields-need-script`}>
        <Field id={`${id}-email`} name="email" label="Email address" error={error} wrap={false} onDark>
          {(control) => (
            <div className={styles.row}>
              <input
                ref={inputRef}
                {...control}
                type="email"
                autoComplete="email"
                required
                placeholder="Enter your email address"
                className={styles.input}
                value={email}
                onChange={(event) => send({ type: "EMAIL.CHANGE", value: event.currentTarget.value })}
              />
              <Button type="submit" onDark className="needs-script" disabled={state.matches("sending")}>
                {state.matches("sending") ? "Subscribing..." : "Subscribe"}
              </Button>
            </div>
          )}
        </Field>
        </div>
        <Honeypot ref={honeypotRef} id={`${id}-website`} value={state.context.honeypot} onChange={(value) => send({ type: "HONEYPOT.CHANGE", value })} />
        <LiveAnnouncement text={state.matches("sending") ? "Subscribing..." : ""} />
        <ScriptNotice action="Subscribing" advice="Ask us by e-mail to add you to the newsletter." />
        {state.matches("subscribed") ? <p className={styles.status}>{NEWSLETTER_OUTCOMES.subscribed.description}</p> : null}
        {state.matches("failed") ? <p className={styles.status}>{NEWSLETTER_OUTCOMES.failed.description}</p> : null}
        <p className={styles.note}>
          We only use your address to confirm your subscription and send the newsletter. See our <a href={canonicalPath(PRIVACY_PATH)}>privacy policy</a>.
        </p>
      </form>
    </section>
  );
}
