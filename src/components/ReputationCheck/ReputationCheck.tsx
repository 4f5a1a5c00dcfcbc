import { useMachine } from "@xstate/react";
import { Fragment, type SyntheticEvent, useEffect, useRef } from "react";
import { Link } from "react-router";
import { type CheckPosition, cleanAnswers, isRequired, positionOf, reputationCheckMachine } from "../../../machines/reputationCheck";
import {
  type CheckAnswers,
  type CheckQuestion,
  CHECK_QUESTIONS,
  QUESTION_IDS,
  checkQuestion,
  checkResult,
  chosenOptions,
  reputationCheckContent as content,
  urgentFocusOf,
} from "../../content/reputationCheck";
import { useFocusRequest } from "../../hooks/useFocusRequest";
import { useHydrated } from "../../hooks/useHydrated";
import { CONTACT_PATH, canonicalPath } from "../../site/paths";
import { Button, ButtonLink } from "../Button/Button";
import { ErrorSummary } from "../ErrorSummary/ErrorSummary";
import { ScriptNotice } from "../ScriptNotice/ScriptNotice";
import { UrgentHelp } from "../UrgentHelp/UrgentHelp";
import styles from "./ReputationCheck.module.css";
import { readCheckProgress, writeCheckProgress, writeContactBrief } from "./storage";
import { replaySubmit } from "../../config/enhancement";

const STEP_COUNT = QUESTION_IDS.length;

/** The `id` of an option's control: question and value. */
const optionId = (question: string, value: string) => `check-${question}-${value}`;

/** The answers ticked in the form before the page hydrated (every box is unticked in the HTML). */
function tickedAnswers(form: HTMLFormElement): CheckAnswers {
  const data = new FormData(form);
  const raw: Record<string, string[]> = {};
  for (const id of QUESTION_IDS) {
    const values = data.getAll(id).filter((value): value is string => typeof value === "string");
    if (values.length > 0) raw[id] = values;
  }
  return cleanAnswers(raw);
}

interface QuestionProps {
  question: CheckQuestion;
  answers: CheckAnswers;
  /** The question's error message, when a required answer is missing. */
  error?: string;
  onChange: (values: string[]) => void;
  /** On the question shown: the heading that takes focus. */
  headingRef?: React.Ref<HTMLHeadingElement>;
  /** Shown only without scripts (the other questions of the all-on-one-page form). */
  fallback?: boolean;
}

/**
 * One question as a fieldset (WCAG 1.3.1 Info and Relationships; GOV.UK radios and checkboxes):
 * the legend holds the step's heading, "Step 2 of 6" first so that the heading says the progress
 * when it takes focus; the hint and the error message describe the group (`aria-describedby`,
 * hint first), the error starting with a hidden "Error: " (WCAG 3.3.1).
 */
function Question({ question, answers, error, onChange, headingRef, fallback = false }: QuestionProps) {
  const step = QUESTION_IDS.indexOf(question.id) + 1;
  const chosen = answers[question.id] ?? [];
  const hintId = `check-${question.id}-hint`;
  const errorId = `check-${question.id}-error`;
  const required = isRequired(question.id, answers);
  return (
    <fieldset
      className={[styles.fieldset, error ? styles.fieldsetError : "", fallback ? "script-notice" : ""].join(" ")}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend className={styles.legend}>
        <h2 className={styles.stepHeading} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          <span className={styles.progress}>
            Step {step} of {STEP_COUNT}
          </span>{" "}
          <span className={styles.question}>{question.question}</span>
        </h2>
      </legend>
      <p id={hintId} className={styles.hint}>
        {question.hint}
        {required ? null : " This question is optional."}
      </p>
      {error ? (
        <p id={errorId} className={styles.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <div className={styles.options}>
        {question.options.map((option) => {
          const id = optionId(question.id, option.value);
          const checked = chosen.includes(option.value);
          return (
            <Fragment key={option.value}>
              {option.exclusive ? <p className={styles.divider}>or</p> : null}
              <div className={styles.option}>
                <input
                  id={id}
                  className={styles.control}
                  type={question.kind === "multiple" ? "checkbox" : "radio"}
                  name={question.id}
                  value={option.value}
                  checked={checked}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    if (question.kind === "single") onChange(on ? [option.value] : []);
                    else onChange(on ? [...chosen, option.value] : chosen.filter((value) => value !== option.value));
                  }}
                />
                <label htmlFor={id} className={styles.label}>
                  {option.label}
                </label>
              </div>
            </Fragment>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The reputation check (docs/decisions/022), driven by `machines/reputationCheck`.
 *
 * - One question at a time, each a fieldset with its legend; Continue (or Enter) and Back move
 *   between them keeping every answer; focus moves to the new step's heading, which starts with
 *   "Step 2 of 6" (WCAG 2.4.3 Focus Order, 4.1.3 Status Messages through focus). A missing
 *   required answer shows the error summary, which takes focus, and the error in the group.
 * - Safety first: an answer of under 18, threats, intimate images or doxxing shows the urgent-help
 *   guidance (`src/content/urgentHelp.ts`) right after that question, the minors' services first
 *   for anyone under 18, then the rest is optional. "Nothing yet" is exclusive (GOV.UK checkboxes'
 *   "none" option): the machine clears the other answers when it is chosen, and it when another is.
 * - The result (`checkResult`, data in `src/content/reputationCheck.ts`): summary, answers with
 *   "Change", services, steps for today, reading, the removal-versus-suppression note and "Send
 *   this to a specialist", which writes the contact form's draft and opens /contact/.
 * - The answers and the position are kept in sessionStorage for the tab; nothing is sent.
 *
 * Before and without scripts (docs/product-decisions.md, decision 11): the HTML holds every
 * question as native radio buttons and checkboxes, the first shown and the others shown only when
 * scripts do not run (`script-notice`), with a notice that the result needs JavaScript and the
 * contact details. The form's `method="dialog"` keeps a native submit from doing anything; a
 * Continue pressed before hydration is replayed by the hydration loader (`data-replay-submit`),
 * and the answers already ticked are adopted by the machine.
 */
export function ReputationCheck() {
  const hydrated = useHydrated();
  const [state, send, actor] = useMachine(reputationCheckMachine);
  const formRef = useRef<HTMLFormElement>(null);
  const [headingRef, focusHeading] = useFocusRequest<HTMLHeadingElement>();
  const [summaryRef, focusSummary] = useFocusRequest<HTMLDivElement>();
  const adopted = useRef(false);
  const { answers, current, missing, editing } = state.context;
  const position: CheckPosition = positionOf(state);

  useEffect(() => {
    const kept = readCheckProgress();
    const ticked = formRef.current ? tickedAnswers(formRef.current) : {};
    const merged = cleanAnswers({ ...kept?.answers, ...ticked });
    if (kept || Object.keys(merged).length > 0) send({ type: "ADOPT", answers: merged, position: kept?.position });
    adopted.current = true;
  }, [send]);

  useEffect(() => {
    if (adopted.current) writeCheckProgress({ answers, position });
  }, [answers, position]);

  useEffect(() => {
    const subscription = actor.on("focus", ({ target }) => {
      if (target === "heading") focusHeading();
      else focusSummary();
    });
    return () => subscription.unsubscribe();
  }, [actor, focusHeading, focusSummary]);

  const change = (id: (typeof QUESTION_IDS)[number]) => (values: string[]) => send({ type: "ANSWER.CHANGE", question: id, values });

  if (state.matches("safety")) {
    return (
      <div className={styles.view}>
        <UrgentHelp inline focus={urgentFocusOf(answers)} preserve headingRef={headingRef} />
        <p className={styles.note}>{content.safety.optionalNote}</p>
        <div className={styles.actions}>
          <Button size="lg" onClick={() => send({ type: "SAFETY.CONTINUE" })}>
            {content.safety.continueLabel}
          </Button>
          <Button size="lg" variant="outline" onClick={() => send({ type: "SAFETY.RESULT" })}>
            {content.safety.resultLabel}
          </Button>
          <Button size="lg" variant="ghost" onClick={() => send({ type: "BACK" })}>
            {content.actions.back}
          </Button>
        </div>
      </div>
    );
  }

  if (state.matches("result")) {
    return <Result answers={answers} headingRef={headingRef} onEdit={(question) => send({ type: "EDIT", question })} onRestart={() => send({ type: "RESTART" })} />;
  }

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: "NEXT" });
  };
  const shown = hydrated ? [checkQuestion(current)] : CHECK_QUESTIONS;
  const step = QUESTION_IDS.indexOf(current);
  const missingQuestion = missing ? checkQuestion(missing) : null;
  const lastStep = step === STEP_COUNT - 1;

  return (
    <form ref={formRef} method="dialog" {...replaySubmit} noValidate onSubmit={onSubmit} className={styles.view} aria-label="Reputation check">
      <ol className={styles.meter} aria-hidden="true">
        {QUESTION_IDS.map((id, index) => (
          <li key={id} className={index <= step ? styles.meterDone : undefined} />
        ))}
      </ol>
      {missingQuestion ? (
        <ErrorSummary
          ref={summaryRef}
          level={2}
          titleId="check-error-summary-title"
          items={[{ controlId: optionId(missingQuestion.id, missingQuestion.options[0]?.value ?? ""), message: missingQuestion.missing }]}
        />
      ) : null}
      {shown.map((question, index) => (
        <Question
          key={question.id}
          question={question}
          answers={answers}
          error={missing === question.id ? question.missing : undefined}
          onChange={change(question.id)}
          headingRef={hydrated ? headingRef : undefined}
          fallback={!hydrated && index > 0}
        />
      ))}
      <ScriptNotice action={content.noScript.action} advice={content.noScript.advice} />
      <div className={`needs-script ${styles.actions}`}>
        <Button type="submit" size="lg">
          {lastStep || editing ? content.actions.result : content.actions.next}
        </Button>
        {step > 0 || editing ? (
          <Button size="lg" variant="outline" onClick={() => send({ type: "BACK" })}>
            {content.actions.back}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

interface ResultProps {
  answers: CheckAnswers;
  headingRef: React.Ref<HTMLHeadingElement>;
  onEdit: (question: (typeof QUESTION_IDS)[number]) => void;
  onRestart: () => void;
}

/** The result: urgent help first when it applies, then the summary, the answers, the help and the hand-over. */
function Result({ answers, headingRef, onEdit, onRestart }: ResultProps) {
  const result = checkResult(answers);
  const text = content.result;
  return (
    <section className={styles.view} aria-labelledby="check-result-heading">
      <h2 id="check-result-heading" ref={headingRef} tabIndex={-1} className={styles.resultHeading}>
        {text.heading}
      </h2>
      {result.safetyFirst ? (
        <UrgentHelp inline focus={result.focus} preserve />
      ) : null}

      <div className={styles.panel}>
        <h3>{text.summaryHeading}</h3>
        <p className={styles.summary}>{result.summary}</p>
      </div>

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

      {result.services.length > 0 ? (
        <div>
          <h3>{text.servicesHeading}</h3>
          <ul className={styles.linkCards}>
            {result.services.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div>
        <h3>{text.todayHeading}</h3>
        <ul className={styles.steps}>
          {result.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </div>

      <div>
        <h3>{text.readHeading}</h3>
        <ul className={styles.resources}>
          {result.resources.map((link) => (
            <li key={link.href}>
              <span className={styles.kind}>{link.kind}</span> <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>

      <div>
        <h3>{text.outlookHeading}</h3>
        {result.outlook.map((note) => (
          <p key={note}>{note}</p>
        ))}
        <p className={styles.legal}>{text.legal}</p>
      </div>

      <div className={styles.send}>
        <h3>{text.sendHeading}</h3>
        <p>{text.sendBody}</p>
        <div className={styles.actions}>
          <ButtonLink to={canonicalPath(CONTACT_PATH)} size="lg" onClick={() => writeContactBrief(answers)}>
            {text.sendLabel}
          </ButtonLink>
          <Button size="lg" variant="outline" onClick={onRestart}>
            {content.actions.restart}
          </Button>
        </div>
      </div>
    </section>
  );
}
