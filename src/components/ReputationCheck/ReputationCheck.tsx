import { type SyntheticEvent, Suspense, lazy, useEffect } from "react";
import { reputationCheckContent as content } from "../../content/reputationCheck/copy";
import { CHECK_QUESTIONS, QUESTION_IDS, checkQuestion } from "../../content/reputationCheck/questions";
import { replaySubmit } from "../../config/enhancement";
import { Button } from "../Button/Button";
import { ErrorSummary } from "../ErrorSummary/ErrorSummary";
import { ScriptNotice } from "../ScriptNotice/ScriptNotice";
import styles from "./ReputationCheck.module.css";
import { Question, optionId } from "./Question";
import { SafetyStep } from "./SafetyStep";
import { useReputationCheck } from "./useReputationCheck";

/** The result's module: its rules, its links and the brief for the contact form. */
const loadResult = () => import("./Result");
const Result = lazy(() => loadResult().then((module) => ({ default: module.Result })));

/**
 * The reputation check (docs/decisions/022), driven by `machines/reputationCheck`.
 *
 * - One question at a time (`Question`), each a fieldset with its legend; Continue (or Enter) and Back move
 *   between them keeping every answer; focus moves to the new step's heading, which starts with
 *   "Step 2 of 6" (WCAG 2.4.3 Focus Order, 4.1.3 Status Messages through focus). A missing
 *   required answer shows the error summary, which takes focus, and the error in the group.
 * - Safety first: an answer of under 18, threats, intimate images or doxxing shows the urgent-help
 *   guidance (`src/content/urgentHelp.ts`) right after that question, the minors' services first
 *   for anyone under 18, then the rest is optional. "Nothing yet" is exclusive (GOV.UK checkboxes'
 *   "none" option): the machine clears the other answers when it is chosen, and it when another is.
 * - The result (`Result`; data in `src/content/reputationCheck/`): summary, answers with
 *   "Change", services, steps for today, reading, the removal-versus-suppression note and "Send
 *   this to a specialist", which writes the contact form's draft and opens /contact/.
 * - The answers and the position are kept in sessionStorage for the tab; nothing is sent
 *   (`useReputationCheck`, which also wires the machine and moves focus).
 *
 * The result is a module of its own (`lazy`: its rules, links and the brief), fetched once the
 * visitor has answered something, well before it can show (docs/decisions/041). Until it has
 * arrived its Suspense boundary shows nothing, and the focus the result asks for waits for its
 * heading (`useFocusRequest`). The safety step is not: the urgent-help block is in the island's
 * first load, so a safety answer never waits for a network request (docs/decisions/024).
 *
 * Before and without scripts (docs/product-decisions.md, decision 11): the HTML holds every
 * question as native radio buttons and checkboxes, the first shown and the others shown only when
 * the page's scripts failed to load (`script-notice`), with a notice that the check needs
 * JavaScript and the contact details. In a browser that runs no scripts at all the questions are
 * not offered (`fields-need-script`), since a tick there could only come back with Back; the
 * notice stands alone (docs/decisions/054). The form's `method="dialog"` keeps a native submit from doing anything; a
 * Continue pressed before hydration is replayed by the islands loader (`data-replay-submit`),
 * and the answers already ticked are adopted by the machine.
 */
export function ReputationCheck() {
  const { state, send, hydrated, formRef, headingRef, summaryRef, change, sharedDevice, setSharedDevice } = useReputationCheck();
  const { answers, current, missing, editing } = state.context;
  const answered = Object.keys(answers).length > 0;
  useEffect(() => {
    if (!answered) return;
    void loadResult();
  }, [answered]);

  if (state.matches("safety")) {
    return <SafetyStep answers={answers} headingRef={headingRef} send={send} />;
  }

  if (state.matches("result")) {
    return (
      <Suspense fallback={null}>
        <Result
          answers={answers}
          headingRef={headingRef}
          onEdit={(question) => send({ type: "EDIT", question })}
          onRestart={() => send({ type: "RESTART" })}
          sharedDevice={sharedDevice}
          onSharedDeviceChange={setSharedDevice}
        />
      </Suspense>
    );
  }

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: "NEXT" });
  };
  const shown = hydrated ? [checkQuestion(current)] : CHECK_QUESTIONS;
  const step = QUESTION_IDS.indexOf(current);
  const missingQuestion = missing ? checkQuestion(missing) : null;
  const lastStep = step === QUESTION_IDS.length - 1;

  return (
    <form ref={formRef} method="dialog" {...replaySubmit} autoComplete="off" noValidate onSubmit={onSubmit} className={styles.view} aria-label="Reputation check">
      <ol className={`${styles.meter} fields-need-script`} aria-hidden="true">
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
