import { memo, useState } from "react";
import { Choice } from "../Choice/Choice";
import { Fieldset } from "../Fieldset/Fieldset";
import styles from "./SharedDeviceQuestion.module.css";
import type { SharedDeviceCopy } from "../../content/sharedDevice";

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
 * "Could someone else use this device, or see or hear what you do on it?" (docs/product-decisions.md, decision 16;
 * docs/decisions/054): a GOV.UK-style fieldset with one checkbox, above what it governs (the
 * contact form's fields, the reputation check's request). While it is ticked, a note under it says
 * what the browser will not keep, and after an untick what it keeps again, in a polite live region
 * (WCAG 4.1.3 Status Messages), so a screen-reader user hears the consequence of each change; the
 * note describes the fieldset while it shows, so coming back to the box says it again. The answer is the form's React state:
 * stored nowhere, asked again on each page load.
 * @returns `<fieldset>` with the legend, the hint, the checkbox and the note.
 */
export const SharedDeviceQuestion = memo(function SharedDeviceQuestion({ idPrefix, copy, sharedDevice, onChange, className }: SharedDeviceQuestionProps) {
  const id = `${idPrefix}-${SHARED_DEVICE_NAME}`;
  const noteId = `${id}-note`;
  // Whether the box was ticked on this page load: only then does an untick say what changes.
  const [answered, setAnswered] = useState(false);
  const note = sharedDevice ? copy.on : answered ? copy.off : "";
  return (
    <Fieldset
      idPrefix={id}
      id={id}
      legend={copy.legend}
      hint={copy.hint}
      describedBy={note === "" ? undefined : noteId}
      className={className ? `${styles.question} ${className}` : styles.question}
    >
      <Choice
        id={`${id}-yes`}
        type="checkbox"
        name={SHARED_DEVICE_NAME}
        value="yes"
        checked={sharedDevice}
        onChange={(checked) => {
          setAnswered(true);
          onChange(checked);
        }}
      >
        {copy.choice}
      </Choice>
      <p id={noteId} className={styles.note} aria-live="polite">
        {note}
      </p>
    </Fieldset>
  );
});
