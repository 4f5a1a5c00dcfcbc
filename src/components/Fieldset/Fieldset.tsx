import type { ReactNode, Ref } from "react";
import { ErrorMessage, Hint, RequiredMark } from "../Field/Field";
import styles from "./Fieldset.module.css";

export interface FieldsetProps {
  /** The start of the hint's and the error message's ids: `${idPrefix}-hint`, `${idPrefix}-error`. */
  idPrefix: string;
  /** The legend, which names the group (WCAG 1.3.1 Info and Relationships, technique H71). */
  legend: ReactNode;
  /**
   * The legend holds the page's or the step's heading (GOV.UK's `isPageHeading`: one question per
   * page): the hint and the error message are at body size, with room below each.
   */
  legendIsHeading?: boolean;
  /** A required group: an asterisk after the legend, hidden from screen readers (`RequiredMark`). */
  required?: boolean;
  /** Guidance between the legend and the controls, read with the group (`aria-describedby`). */
  hint?: ReactNode;
  /** The group's error message, or nothing when its answer is acceptable. */
  error?: string | null | undefined;
  /** The fieldset's own `id`, when something links to the group itself (an error summary). */
  id?: string;
  /** `-1` when the group itself takes focus from an error summary's link. */
  tabIndex?: -1;
  /** The id of a note inside the group that describes it too, after the hint and the error (a status the group's answer shows). */
  describedBy?: string | undefined;
  /** More classes for the fieldset (a card, a grid, `needs-script`). */
  className?: string | undefined;
  ref?: Ref<HTMLFieldSetElement>;
  /** The controls: radio buttons, checkboxes, or a container a widget is drawn into. */
  children: ReactNode;
}

/**
 * A group of controls in GOV.UK Frontend's fieldset pattern, the group counterpart of `Field`:
 * `<fieldset>` named by its `<legend>`, then the hint and the error message, then the controls.
 * The hint and, when there is one, the error message describe the group (`aria-describedby`, hint
 * first), so both are heard when focus enters it; the error message starts with a visually hidden
 * "Error: " (WCAG 1.3.1 Info and Relationships, 3.3.1 Error Identification, 3.3.2 Labels or
 * Instructions). In its error state a group whose legend is a heading gets GOV.UK's red bar beside
 * it; a group among a form's fields shows its message as `Field` does.
 *
 * @returns `<fieldset aria-describedby="…-hint …-error">` holding `<legend>`, `<p id="…-hint">`,
 *   `<p id="…-error">` and the children.
 */
export function Fieldset({ idPrefix, legend, legendIsHeading = false, required, hint, error, id, tabIndex, describedBy: noteId, className, ref, children }: FieldsetProps) {
  const hintId = hint ? `${idPrefix}-hint` : undefined;
  const errorId = error ? `${idPrefix}-error` : undefined;
  const describedBy = [hintId, errorId, noteId].filter(Boolean).join(" ");
  const classes = [styles.fieldset, legendIsHeading ? styles.question : "", error ? styles.fieldsetError : "", className ?? ""];
  return (
    <fieldset
      ref={ref}
      id={id}
      tabIndex={tabIndex}
      className={classes.filter(Boolean).join(" ")}
      aria-describedby={describedBy === "" ? undefined : describedBy}
    >
      <legend className={styles.legend}>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {hintId ? (
        <Hint id={hintId} className={styles.hint}>
          {hint}
        </Hint>
      ) : null}
      {errorId ? (
        <ErrorMessage id={errorId} className={styles.error}>
          {error}
        </ErrorMessage>
      ) : null}
      {children}
    </fieldset>
  );
}
