/**
 * The question "Could someone else use this device…?" as every form that asks it words it
 * (docs/product-decisions.md, decision 16; docs/decisions/054): the contact form
 * (`src/components/ContactForm/messages.ts`) and the reputation check's request
 * (`src/content/reputationCheck/copy.ts`), drawn by `src/components/SharedDeviceQuestion`.
 * Imports nothing.
 */

/** The words of the question, as each form says them (its own consequence in `on` and `off`). */
export interface SharedDeviceCopy {
  readonly legend: string;
  readonly hint: string;
  /** The checkbox's label: the answer "yes". */
  readonly choice: string;
  /** Shown and said while the answer is yes: what the browser will not keep, and what it still may. */
  readonly on: string;
  /** Shown and said after the visitor unticks it again: what the browser keeps from now on. */
  readonly off: string;
}

/**
 * The question, in the same words on every form that asks it (WCAG 3.2.4 Consistent
 * Identification): "someone else" may use the device later, look at the screen or hear a screen
 * reader (docs/content/review.md, sr-6).
 */
export const SHARED_DEVICE_LEGEND = "Could someone else use this device, or see or hear what you do on it?";
