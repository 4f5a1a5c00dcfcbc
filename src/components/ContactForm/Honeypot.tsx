import styles from "./ContactForm.module.css";
import { HONEYPOT_NAME } from "./draft";

interface HoneypotProps {
  /** The input's `id`. */
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The honeypot field: off screen, out of the tab order and hidden from assistive technology
 * (`aria-hidden`), so people never fill it; bots that fill every input do, and the machine then
 * shows them a success without sending anything.
 *
 * @returns `<div aria-hidden="true">` with a `<label>` and `<input name="website">`.
 */
export function Honeypot({ id, value, onChange }: HoneypotProps) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name={HONEYPOT_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
        }}
      />
    </div>
  );
}
