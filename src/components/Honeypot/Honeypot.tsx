import type { Ref } from "react";
import styles from "./Honeypot.module.css";

/** The `name` of the honeypot field in every form that has one (people never see it; bots fill it in). */
export const HONEYPOT_NAME = "website";

interface HoneypotProps {
  /** The input's `id`, unique on the page. */
  id: string;
  /** The field's text: empty unless a bot filled it. */
  value: string;
  /** Called with the field's new text on every change. */
  onChange: (value: string) => void;
  /** The `<input>`, for forms that read what was typed before hydration (`useAdoptTypedValue`). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The honeypot field the contact and newsletter forms share (docs/architecture.md "Forms"): off
 * screen, out of the tab order and hidden from assistive technology (`aria-hidden`), so people
 * do not fill it; bots that fill every input do. So can an autofill tool or a password manager,
 * so a filled field never stops a message: it is sent, with a mark the firm can filter on
 * (`spam_check`, src/email/templates.ts; docs/decisions/057), and the visitor sees the usual
 * success. It only marks bots that use the page: a script that posts to EmailJS directly skips it,
 * which the account settings in README "Before going live" address.
 *
 * @returns `<div aria-hidden="true">` with a `<label>` and `<input name="website">`.
 */
export function Honeypot({ id, value, onChange, ref }: HoneypotProps) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        ref={ref}
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
