import type { ReactNode } from "react";
import styles from "./Choice.module.css";

export interface ChoiceProps {
  /** The input's `id`, which its label points at. */
  id: string;
  /** `radio` for one answer of a group, `checkbox` for an answer that may be ticked with others or alone. */
  type: "radio" | "checkbox";
  /** The group's name (the key of its value in the form). */
  name: string;
  /** The value the form sends when this choice is ticked. */
  value: string;
  checked: boolean;
  /** Called with the input's new `checked` when the visitor ticks or unticks it. */
  onChange: (checked: boolean) => void;
  /** The visible label, which is also the input's accessible name (WCAG 4.1.2 Name, Role, Value). */
  children: ReactNode;
}

/**
 * One radio button or checkbox in GOV.UK Frontend's pattern (the "Radios" and "Checkboxes"
 * components): the native input, then its label, in a row as tall as a button whose whole area
 * ticks it (WCAG 2.5.8 Target Size). Native inputs, so they work before and without scripts
 * (docs/product-decisions.md, decision 11). Put the rows of one question in `ChoiceList` inside a
 * `Fieldset` whose legend asks it (WCAG 1.3.1, technique H71).
 * @returns `<div>` holding `<input>` and `<label>`.
 */
export function Choice({ id, type, name, value, checked, onChange, children }: ChoiceProps) {
  return (
    <div className={styles.choice}>
      <input
        id={id}
        className={styles.control}
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id} className={styles.label}>
        {children}
      </label>
    </div>
  );
}

/** The rows of one question's `Choice`s, one under the other. @returns `<div>` holding them. */
export function ChoiceList({ children }: { children: ReactNode }) {
  return <div className={styles.choices}>{children}</div>;
}
