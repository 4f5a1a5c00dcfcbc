import { Fragment, type Ref } from "react";
import { isRequired } from "../../../machines/reputationCheck";
import { type CheckAnswers, type CheckQuestion, QUESTION_IDS } from "../../content/reputationCheck/questions";
import { Choice, ChoiceList } from "../Choice/Choice";
import { Fieldset } from "../Fieldset/Fieldset";
import styles from "./ReputationCheck.module.css";

/** The `id` of an option's control: question and value (the error summary links to the first). */
export const optionId = (question: string, value: string) => `check-${question}-${value}`;

interface QuestionProps {
  question: CheckQuestion;
  answers: CheckAnswers;
  /** The question's error message, when a required answer is missing. */
  error?: string | undefined;
  /** Every value now chosen for the question (one for radio buttons). */
  onChange: (values: string[]) => void;
  /** On the question shown: the heading that takes focus. */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  /** Shown only without scripts (the other questions of the all-on-one-page form). */
  fallback?: boolean;
}

/**
 * One question of the reputation check as a `Fieldset` (GOV.UK radios and checkboxes; WCAG 1.3.1
 * Info and Relationships): the legend holds the step's heading, "Step 2 of 6" first so that the
 * heading says the progress when it takes focus (docs/decisions/022); the hint (with "This
 * question is optional." once the safety screen has made it so, `isRequired`) and the error
 * message describe the group. An exclusive option ("Nothing yet") comes after an "or" (GOV.UK
 * checkboxes' "none" option).
 *
 * @returns `<fieldset>` with `<legend><h2>`, the hint, the error message and one row per option,
 *   each an `<input id="check-{question}-{value}">` with its `<label>`.
 */
export function Question({ question, answers, error, onChange, headingRef, fallback = false }: QuestionProps) {
  const step = QUESTION_IDS.indexOf(question.id) + 1;
  const chosen = answers[question.id] ?? [];
  const required = isRequired(question.id, answers);
  const legend = (
    <h2 className={styles.stepHeading} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
      <span className={styles.progress}>
        Step {step} of {QUESTION_IDS.length}
      </span>{" "}
      <span className={styles.question}>{question.question}</span>
    </h2>
  );
  const hint = (
    <>
      {question.hint}
      {required ? null : " This question is optional."}
    </>
  );
  return (
    <Fieldset
      idPrefix={`check-${question.id}`}
      legend={legend}
      legendIsHeading
      hint={hint}
      error={error}
      // Not offered at all without scripts, where a tick could only come back with Back (docs/decisions/054).
      className={fallback ? `${styles.card} script-notice fields-need-script` : `${styles.card} fields-need-script`}
    >
      <ChoiceList>
        {question.options.map((option) => {
          const id = optionId(question.id, option.value);
          return (
            <Fragment key={option.value}>
              {option.exclusive ? <p className={styles.divider}>or</p> : null}
              <Choice
                id={id}
                type={question.kind === "multiple" ? "checkbox" : "radio"}
                name={question.id}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(on) => {
                  if (question.kind === "single") onChange(on ? [option.value] : []);
                  else onChange(on ? [...chosen, option.value] : chosen.filter((value) => value !== option.value));
                }}
              >
                {option.label}
              </Choice>
            </Fragment>
          );
        })}
      </ChoiceList>
    </Fieldset>
  );
}
