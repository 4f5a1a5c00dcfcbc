import { type Ref, memo } from "react";
import {
  type ContactField,
  type ContactValues,
  INQUIRY_TYPES,
  NEUTRAL_SENDER_ON,
  SAFE_CHANNELS,
  TIME_ZONES,
  VOICEMAIL_CHOICES,
} from "../../../machines/contactForm";
import { Choice, ChoiceList } from "../Choice/Choice";
import { Field } from "../Field/Field";
import { Fieldset } from "../Fieldset/Fieldset";
import styles from "./ContactForm.module.css";
import { LABELS, SAFE_CONTACT } from "./messages";

/**
 * Sends a field's new value to the form (`ContactForm`'s `changeField`). It must keep its identity
 * from one render to the next (`useCallback`), or every memoized field below draws again.
 */
export type FieldChangeHandler = (name: ContactField, value: string) => void;

/**
 * How one of the form's controls is drawn, beside its name and value. Each is a module constant
 * (`CONTROLS`), so a field given the same one keeps equal props between renders (`memo`).
 */
export type ControlSpec =
  | {
      readonly element: "input";
      readonly type: "text" | "email" | "tel" | "number";
      readonly autoComplete: string;
      readonly className: string;
      readonly spellCheck?: false;
      readonly inputMode?: "numeric";
    }
  | { readonly element: "select"; readonly prompt?: string; readonly options: readonly string[] }
  | { readonly element: "textarea"; readonly rows: number };

/** The controls of the form's fields that are not choices (radio buttons or a checkbox). */
export const CONTROLS = {
  fullName: { element: "input", type: "text", autoComplete: "name", className: styles.input },
  email: { element: "input", type: "email", autoComplete: "email", className: styles.input, spellCheck: false },
  phone: { element: "input", type: "tel", autoComplete: "tel", className: styles.input },
  inquiryType: { element: "select", options: INQUIRY_TYPES },
  safeTimes: { element: "input", type: "text", autoComplete: "off", className: styles.input },
  timeZone: { element: "select", prompt: SAFE_CONTACT.timeZonePrompt, options: TIME_ZONES },
  message: { element: "textarea", rows: 5 },
  captchaAnswer: { element: "input", type: "number", autoComplete: "off", className: `${styles.input} ${styles.captchaInput}`, inputMode: "numeric" },
} as const satisfies Partial<Record<ContactField, ControlSpec>>;

/**
 * The same controls on a device the visitor says someone else can see (`SHARED_DEVICE`): the name,
 * e-mail and phone fields lose their WCAG 1.3.5 tokens for `autocomplete="off"`, so the browser
 * neither saves nor offers what is typed (docs/product-decisions.md, decision 16). Module constants,
 * like `CONTROLS`, so the memoized rows keep equal props.
 */
export const SHARED_DEVICE_CONTROLS = {
  ...CONTROLS,
  fullName: { ...CONTROLS.fullName, autoComplete: "off" },
  email: { ...CONTROLS.email, autoComplete: "off" },
  phone: { ...CONTROLS.phone, autoComplete: "off" },
} as const satisfies Partial<Record<ContactField, ControlSpec>>;

/** The controls of the form's fields, as the visitor's answer about the device asks. */
export const controlsFor = (sharedDevice: boolean) => (sharedDevice ? SHARED_DEVICE_CONTROLS : CONTROLS);

export interface ContactFieldProps {
  /** The control's `id` (`Field`'s: the hint and error message ids follow it). */
  id: string;
  name: ContactField;
  /** The visible label; `LABELS[name]` when absent. */
  label?: string;
  value: string;
  /** The field's error message, or undefined when its value is acceptable. */
  error: string | undefined;
  required?: boolean;
  optional?: boolean;
  hint?: string;
  /** More classes for the field's wrapper. */
  className?: string;
  control: ControlSpec;
  onFieldChange: FieldChangeHandler;
  /** The `<input>`'s ref (the first field, which takes focus after Undo). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One field of the contact form that is not a choice: `Field` (label, hint, error message) around
 * its `<input>`, `<select>` or `<textarea>`, bound to the form's value.
 *
 * Memoized (React `memo`): a send with errors, or a keystroke, draws again only the fields whose
 * value or message changed, not the whole form (the INP gate, docs/decisions/053). Its props must
 * therefore be stable: strings, module constants (`CONTROLS`) and a `useCallback` handler.
 */
export const ContactFieldRow = memo(function ContactFieldRow({ id, name, label, value, error, required, optional, hint, className, control, onFieldChange, inputRef }: ContactFieldProps) {
  const onChange = (event: { currentTarget: { value: string } }) => onFieldChange(name, event.currentTarget.value);
  return (
    <Field id={id} name={name} label={label ?? LABELS[name]} error={error} required={required} optional={optional} hint={hint} className={className}>
      {(props) => {
        switch (control.element) {
          case "input":
            return (
              <input
                {...props}
                ref={inputRef}
                className={control.className}
                type={control.type}
                autoComplete={control.autoComplete}
                spellCheck={control.spellCheck}
                inputMode={control.inputMode}
                value={value}
                onChange={onChange}
              />
            );
          case "select":
            return (
              <select {...props} className={styles.select} value={value} onChange={onChange}>
                {control.prompt === undefined ? null : <option value="">{control.prompt}</option>}
                {control.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            );
          case "textarea":
            return <textarea {...props} className={styles.textarea} rows={control.rows} value={value} onChange={onChange} />;
        }
      }}
    </Field>
  );
});

/** The answers of "How can we reach you safely?", as the form holds them. */
type SafeContactValues = Pick<ContactValues, "safeChannel" | "voicemail" | "safeTimes" | "timeZone" | "neutralSender">;

export interface SafeContactGroupProps extends SafeContactValues {
  /** The form's `useId`: every id of the group starts with it, as `ContactForm`'s own do. */
  formId: string;
  /** The visitor's answer to `SHARED_DEVICE`: the free field then keeps nothing either. */
  sharedDevice: boolean;
  /** The error messages of the group's two free fields, undefined when acceptable. */
  safeTimesError: string | undefined;
  timeZoneError: string | undefined;
  onFieldChange: FieldChangeHandler;
}

/**
 * "How can we reach you safely?" (docs/decisions/038): the optional group of the contact form,
 * its radio buttons, the safe times, the time zone and the "leave our name out" checkbox.
 * Memoized like `ContactFieldRow`: a send with errors leaves it alone when none of its answers or
 * messages changed.
 */
export const SafeContactGroup = memo(function SafeContactGroup({
  formId,
  sharedDevice,
  safeChannel,
  voicemail,
  safeTimes,
  timeZone,
  neutralSender,
  safeTimesError,
  timeZoneError,
  onFieldChange,
}: SafeContactGroupProps) {
  const fieldId = (field: ContactField) => `${formId}-${field}`;
  const values = { safeChannel, voicemail };
  /**
   * One question answered by radio buttons: a `Fieldset` named by the field's label, a radio button
   * per choice, ticked when it is the field's value.
   */
  const radioQuestion = (name: "safeChannel" | "voicemail", choices: readonly string[], labels: Readonly<Record<string, string>>, hint?: string) => (
    <Fieldset idPrefix={fieldId(name)} id={fieldId(name)} legend={LABELS[name]} {...(hint === undefined ? {} : { hint })}>
      <ChoiceList>
        {choices.map((value) => (
          <Choice
            key={value}
            id={`${fieldId(name)}-${value}`}
            type="radio"
            name={name}
            value={value}
            checked={values[name] === value}
            onChange={(on) => {
              if (on) onFieldChange(name, value);
            }}
          >
            {labels[value]}
          </Choice>
        ))}
      </ChoiceList>
    </Fieldset>
  );
  return (
    <div className={`${styles.safeContact} fields-need-script`} role="group" aria-labelledby={`${formId}-safe-title`} aria-describedby={`${formId}-safe-intro`}>
      <h3 id={`${formId}-safe-title`} className={styles.safeTitle}>
        {SAFE_CONTACT.heading}
      </h3>
      <p id={`${formId}-safe-intro`} className={styles.safeIntro}>
        {SAFE_CONTACT.intro}
      </p>
      {radioQuestion("safeChannel", SAFE_CHANNELS, SAFE_CONTACT.channels)}
      {radioQuestion("voicemail", VOICEMAIL_CHOICES, SAFE_CONTACT.voicemail, SAFE_CONTACT.voicemailHint)}
      <ContactFieldRow
        id={fieldId("safeTimes")}
        name="safeTimes"
        value={safeTimes}
        error={safeTimesError}
        optional
        hint={SAFE_CONTACT.safeTimesHint}
        control={controlsFor(sharedDevice).safeTimes}
        onFieldChange={onFieldChange}
      />
      <ContactFieldRow
        id={fieldId("timeZone")}
        name="timeZone"
        value={timeZone}
        error={timeZoneError}
        optional
        hint={SAFE_CONTACT.timeZoneHint}
        className={styles.timeZone}
        control={CONTROLS.timeZone}
        onFieldChange={onFieldChange}
      />
      <Fieldset idPrefix={fieldId("neutralSender")} id={fieldId("neutralSender")} legend={LABELS.neutralSender} hint={SAFE_CONTACT.neutralSenderHint}>
        <Choice
          id={`${fieldId("neutralSender")}-on`}
          type="checkbox"
          name="neutralSender"
          value={NEUTRAL_SENDER_ON}
          checked={neutralSender === NEUTRAL_SENDER_ON}
          onChange={(on) => onFieldChange("neutralSender", on ? NEUTRAL_SENDER_ON : "")}
        >
          {SAFE_CONTACT.neutralSender}
        </Choice>
      </Fieldset>
    </div>
  );
});

