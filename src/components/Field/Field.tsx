import type { ReactNode } from "react";
import styles from "./Field.module.css";

/** The props that tie a form control to its label, hint and error message; spread them on the control. */
export interface FieldControlProps {
  readonly id: string;
  readonly name: string | undefined;
  readonly required: true | undefined;
  readonly "aria-invalid": true | undefined;
  readonly "aria-describedby": string | undefined;
}

export interface FieldProps {
  /** The control's `id`; the hint is `${id}-hint` and the error message `${id}-error`. */
  id: string;
  /** The control's `name` (the key of its value in the form). */
  name?: string;
  /** The visible label (WCAG 3.3.2 Labels or Instructions), which is also the control's accessible name. */
  label: ReactNode;
  /** A required field: an asterisk after the label (hidden from screen readers, which announce `required`) and the control's `required`. */
  required?: boolean;
  /** An optional field: "(optional)" after the label. */
  optional?: boolean;
  /** Guidance shown between the label and the control, read with the control through `aria-describedby`. */
  hint?: ReactNode;
  /** The field's error message, or nothing when the value is acceptable. */
  error?: string | null;
  /** More classes for the wrapper (ignored when `wrap` is false). */
  className?: string;
  /** `false` draws the parts straight into the parent's layout, with no wrapper element. */
  wrap?: boolean;
  /** On a dark band: a white label and the error message on its light surface. */
  onDark?: boolean;
  /** Draws the control (an `<input>`, `<textarea>` or `<select>`, or a row that holds one) from the props that tie it to the label. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One form field in the GOV.UK Frontend order: label, hint, error message, then the control.
 *
 * The label names the control (`htmlFor`; WCAG 3.3.2 Labels or Instructions, 4.1.2 Name, Role,
 * Value). The hint and, when there is one, the error message describe it (`aria-describedby`, hint
 * first); the error message starts with a visually hidden "Error: " and the control gets
 * `aria-invalid` (WCAG 3.3.1 Error Identification). The error message stands between the label and
 * the control, where the GOV.UK error message component puts it.
 *
 * @returns `<div class="field">` (or, with `wrap={false}`, no wrapper) holding
 *   `<label>`, `<p id="…-hint">`, `<p id="…-error">` and what `children` draws.
 */
export function Field({ id, name, label, required, optional, hint, error, className, wrap = true, onDark, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ");
  const parts = (
    <>
      <label htmlFor={id} className={onDark ? `${styles.label} ${styles.labelOnDark}` : styles.label}>
        {label}
        {required ? (
          <>
            {" "}
            <span aria-hidden="true" className={styles.star}>
              *
            </span>
          </>
        ) : null}
        {optional ? (
          <>
            {" "}
            <span className={styles.optional}>(optional)</span>
          </>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={onDark ? `${styles.error} ${styles.errorOnDark}` : styles.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      {children({
        id,
        name,
        required: required ? true : undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy === "" ? undefined : describedBy,
      })}
    </>
  );
  return wrap ? <div className={className ? `${className} ${styles.field}` : styles.field}>{parts}</div> : parts;
}
