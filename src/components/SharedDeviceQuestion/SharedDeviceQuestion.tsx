import { memo } from "react";
import { Choice } from "../Choice/Choice";
import { Fieldset } from "../Fieldset/Fieldset";
import styles from "./SharedDeviceQuestion.module.css";

/** The words of the question, as each form says them (its own consequence in `on`). */
export interface SharedDeviceCopy {
  readonly legend: string;
  readonly hint: string;
  /** The checkbox's label: the answer "yes". */
  readonly choice: string;
  /** Shown and said while the answer is yes: what the browser will not keep. */
  readonly on: string;
}

export interface SharedDeviceQuestionProps {
  /** The start of the question's ids (the form's `useId`, or a fixed prefix). */
  idPrefix: string;
  copy: SharedDeviceCopy;
  /** The visitor's answer, held by the form's component state only (never stored). */
  sharedDevice: boolean;
  onChange: (sharedDevice: boolean) => void;
  /** More classes for the fieldset (`fields-need-script`). */
  className?: string;
}

/** The name of the question's checkbox, which a form reads if it was ticked before hydration. */
export const SHARED_DEVICE_NAME = "sharedDevice";

/**
 * "Could someone else see what you type on this device?" (docs/product-decisions.md, decision 16;
 * docs/decisions/054): a GOV.UK-style fieldset with one checkbox, above what it governs (the
 * contact form's fields, the reputation check's request). While it is ticked, a note under it says
 * what the browser will not keep, in a polite live region (WCAG 4.1.3 Status Messages), so a
 * screen-reader user hears the consequence of the answer. The answer is the form's React state:
 * stored nowhere, asked again on each page load.
 * @returns `<fieldset>` with the legend, the hint, the checkbox and the note.
 */
export const SharedDeviceQuestion = memo(function SharedDeviceQuestion({ idPrefix, copy, sharedDevice, onChange, className }: SharedDeviceQuestionProps) {
  const id = `${idPrefix}-${SHARED_DEVICE_NAME}`;
  return (
    <Fieldset idPrefix={id} id={id} legend={copy.legend} hint={copy.hint} className={className ? `${styles.question} ${className}` : styles.question}>
      <Choice id={`${id}-yes`} type="checkbox" name={SHARED_DEVICE_NAME} value="yes" checked={sharedDevice} onChange={onChange}>
        {copy.choice}
      </Choice>
      <p className={styles.note} aria-live="polite">
        {sharedDevice ? copy.on : ""}
      </p>
    </Fieldset>
  );
});
