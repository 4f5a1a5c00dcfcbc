import type { Ref } from "react";
import type { ReputationCheckEvent } from "../../../machines/reputationCheck";
import { reputationCheckContent as content } from "../../content/reputationCheck/copy";
import type { CheckAnswers } from "../../content/reputationCheck/questions";
import { urgentFocusOf } from "../../content/reputationCheck/safety";
import { Button } from "../Button/Button";
import { UrgentHelp } from "../UrgentHelp/UrgentHelp";
import styles from "./ReputationCheck.module.css";

/** What the safety step needs from the check. */
interface SafetyStepProps {
  /** The answers so far: they choose the urgent help's focus (`urgentFocusOf`). */
  answers: CheckAnswers;
  /** Goes on the urgent help's heading, which takes focus when the step shows. */
  headingRef: Ref<HTMLHeadingElement>;
  /** The check machine's `send`. */
  send: (event: ReputationCheckEvent) => void;
}

/**
 * The check's safety step (docs/decisions/022): the short urgent-help block for the answers (for
 * anyone under 18 the teen's three steps and their services; the rest behind its link to the
 * "Get help now" page), the note that the rest is optional, and Continue, See my result and Back,
 * within the first screen's reach (docs/product-decisions.md, decision 17). Part of the check's first load, so that a safety answer never waits for
 * a network request (docs/decisions/024).
 */
export function SafetyStep({ answers, headingRef, send }: SafetyStepProps) {
  return (
    <div className={styles.view}>
      <UrgentHelp inline focus={urgentFocusOf(answers)} headingRef={headingRef} />
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
