import type { Ref } from "react";
import { reputationCheckContent as content } from "../../content/reputationCheck/copy";
import type { CheckLink } from "../../content/reputationCheck/links";
import { type CheckAnswers, type QuestionId, CHECK_QUESTIONS, chosenOptions } from "../../content/reputationCheck/questions";
import { checkResult } from "../../content/reputationCheck/result";
import { CONTACT_PATH, canonicalPath } from "../../site/paths";
import { Button, ButtonAnchor } from "../Button/Button";
import { UrgentHelp } from "../UrgentHelp/UrgentHelp";
import styles from "./ReputationCheck.module.css";
import { writeContactBrief } from "./contactBrief";
import { SharedDeviceQuestion } from "../SharedDeviceQuestion/SharedDeviceQuestion";

/** Links of the result as list items: the page's kind before its name (the reading), or the name alone (the services). */
function linkItems(links: readonly CheckLink[], withKind: boolean) {
  return links.map((link) => (
    <li key={link.href}>
      {withKind ? (
        <>
          <span className={styles.kind}>{link.kind}</span>{" "}
        </>
      ) : null}
      <a href={link.href}>{link.label}</a>
    </li>
  ));
}

interface ResultProps {
  answers: CheckAnswers;
  /** The answer to "Could someone else use this device, or see or hear what you do on it?" above the request (`useReputationCheck`). */
  sharedDevice: boolean;
  onSharedDeviceChange: (sharedDevice: boolean) => void;
  /** The result's heading, which takes focus when the result is shown. */
  headingRef: Ref<HTMLHeadingElement>;
  /** "Change" beside an answer: back to that question. */
  onEdit: (question: QuestionId) => void;
  /** "Start again". */
  onRestart: () => void;
}

/**
 * The reputation check's result (docs/decisions/022; `checkResult` in
 * src/content/reputationCheck/result.ts): the urgent-help guidance first when an answer asks for
 * it, then the summary, "Send this to a specialist" (which writes the contact form's draft,
 * `writeContactBrief`, and opens /contact/, under the question whether someone else can see the
 * device, `SharedDeviceQuestion`), the answers with "Change" (GOV.UK summary list), the
 * services, the steps for today (for someone under 18, the steps before the services, whose
 * heading then speaks to a parent or carer), the reading, what is usually possible, and "Start
 * again". Where the steps for today must come first (`sendEarly` false), "Send this to a
 * specialist" follows the services and those steps instead.
 *
 * @returns `<section aria-labelledby="check-result-heading">` with an `<h2>` and one `<h3>` per part.
 */
export function Result({ answers, headingRef, onEdit, onRestart, sharedDevice, onSharedDeviceChange }: ResultProps) {
  const result = checkResult(answers);
  const text = content.result;
  // For someone under 18 the steps come before the services, which a parent or carer engages, and
  // the send note promises no confidence (docs/content/review.md, teen-3, teen-4 and teen-15).
  const minor = result.focus === "minor";
  // The way to a specialist comes right under the summary, on the result's first screen rather
  // than four phone screens down (docs/decisions/051), except where the steps for today must be
  // read first: for someone under 18, after an answer that calls for urgent help, and for personal
  // details on data broker sites (a device the other person never touched, an advocate first;
  // docs/content/review.md, teen-3 and advocate-1). Then it comes after those steps.
  const sendEarly = !minor && !result.safetyFirst && answers.content?.includes("personal-data") !== true;
  const send = (
    <div className={styles.send}>
      <h3>{text.sendHeading}</h3>
      <SharedDeviceQuestion idPrefix="check" copy={text.sharedDevice} sharedDevice={sharedDevice} onChange={onSharedDeviceChange} />
      <p>{minor ? text.minor.sendBody : text.sendBody}</p>
      <div className={styles.actions}>
        <ButtonAnchor href={canonicalPath(CONTACT_PATH)} size="lg" onClick={() => writeContactBrief(answers)}>
          {text.sendLabel}
        </ButtonAnchor>
      </div>
    </div>
  );
  const today = (
    <div>
      <h3>{text.todayHeading}</h3>
      <ul className={styles.steps}>
        {result.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
    </div>
  );
  return (
    <section className={styles.view} aria-labelledby="check-result-heading">
      <h2 id="check-result-heading" ref={headingRef} tabIndex={-1} className={styles.resultHeading}>
        {text.heading}
      </h2>
      {result.safetyFirst ? <UrgentHelp inline focus={result.focus} /> : null}

      <div className={styles.panel}>
        <h3>{text.summaryHeading}</h3>
        <p className={styles.summary}>{result.summary}</p>
      </div>

      {sendEarly ? send : null}

      <div>
        <h3>{text.answersHeading}</h3>
        <dl className={styles.answers}>
          {CHECK_QUESTIONS.map((question) => {
            const chosen = chosenOptions(answers, question.id);
            return (
              <div key={question.id} className={styles.answerRow}>
                <dt>{question.summaryLabel}</dt>
                <dd>{chosen.length > 0 ? chosen.map((option) => option.label).join("; ") : "Not answered"}</dd>
                <dd className={styles.change}>
                  <Button variant="link" onClick={() => onEdit(question.id)}>
                    {content.actions.change}
                    <span className="visually-hidden"> {question.summaryLabel.toLowerCase()}</span>
                  </Button>
                </dd>
              </div>
            );
          })}
        </dl>
      </div>

      {minor ? today : null}

      {result.services.length > 0 ? (
        <div>
          <h3>{minor ? text.minor.servicesHeading : text.servicesHeading}</h3>
          <ul className={styles.linkCards}>{linkItems(result.services, false)}</ul>
        </div>
      ) : null}

      {minor ? null : today}

      {sendEarly ? null : send}

      <div>
        <h3>{text.readHeading}</h3>
        <ul className={styles.resources}>{linkItems(result.resources, true)}</ul>
      </div>

      <div>
        <h3>{text.outlookHeading}</h3>
        {result.outlook.map((note) => (
          <p key={note}>{note}</p>
        ))}
        <p className={styles.legal}>{text.legal}</p>
      </div>

      <div className={styles.actions}>
        <Button size="lg" variant="outline" onClick={onRestart}>
          {content.actions.restart}
        </Button>
      </div>
    </section>
  );
}
