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
        {required ? <RequiredMark /> : null}
        {optional ? (
          <>
            {" "}
            <span className={styles.optional}>(optional)</span>
          </>
        ) : null}
      </label>
      {hintId ? <Hint id={hintId}>{hint}</Hint> : null}
      {errorId ? (
        <ErrorMessage id={errorId} className={onDark ? `${styles.error} ${styles.errorOnDark}` : undefined}>
          {error}
        </ErrorMessage>
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

/**
 * The asterisk after a required field's label or legend, with the space before it: hidden from
 * screen readers, which announce the control's `required` instead (WCAG 3.3.2 Labels or
 * Instructions; the form says above its fields what the asterisk means).
 * @returns a space and `<span aria-hidden="true">*</span>`.
 */
export function RequiredMark() {
  return (
    <>
      {" "}
      <span aria-hidden="true" className={styles.star}>
        *
      </span>
    </>
  );
}

interface PartProps {
  /** The element's `id`, which the control or group names in `aria-describedby`. */
  id: string;
  /** The class of the paragraph; the field's own look (small, muted or red) when absent. */
  className?: string | undefined;
  children: ReactNode;
}

/**
 * A field's or group's hint, between its label (or legend) and the control: guidance read with the
 * control through `aria-describedby` (GOV.UK Frontend hint; WCAG 3.3.2 Labels or Instructions).
 * @returns `<p id={id}>`.
 */
export function Hint({ id, className = styles.hint, children }: PartProps) {
  return (
    <p id={id} className={className}>
      {children}
    </p>
  );
}

/**
 * A field's or group's error message (GOV.UK Frontend error message): the problem and how to fix
 * it, starting with a visually hidden "Error: " so that it is heard as one when read through
 * `aria-describedby` (WCAG 3.3.1 Error Identification, 3.3.3 Error Suggestion).
 * @returns `<p id={id}><span class="visually-hidden">Error: </span>…</p>`.
 */
export function ErrorMessage({ id, className = styles.error, children }: PartProps) {
  return (
    <p id={id} className={className}>
      <span className="visually-hidden">Error: </span>
      {children}
    </p>
  );
}
