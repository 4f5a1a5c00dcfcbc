/**
 * Value rules shared by the forms and by the readers of URL parameters and stored drafts: one
 * e-mail address rule (docs/spec.md §5 "Validation rules") and one parser for values that must be
 * one of a fixed list. This module imports nothing, so every layer may use it.
 */

/**
 * The value of `list` that equals `value`, or `undefined` when there is none (a URL parameter, a
 * stored draft or a select's value outside the vocabulary is never trusted).
 *
 * @param list - a fixed vocabulary, written `as const` so that its members are literal types.
 * @param value - anything read from outside the program.
 * @returns `value` narrowed to `T[number]`, or `undefined`.
 */
export function oneOf<const T extends readonly string[]>(list: T, value: unknown): T[number] | undefined {
  return list.find((member): member is T[number] => member === value);
}

/** The longest e-mail address SMTP carries (RFC 5321, 4.5.3.1: a 256-octet path less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A pragmatic e-mail address check: one `@`, a dot in the domain, no spaces. WHATWG's rule for
 * `<input type="email">` is looser: it accepts `name@localhost`, which no mail service answers.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The message for an address that breaks `EMAIL_PATTERN`, in GOV.UK's words ("Email address" pattern). */
export const EMAIL_FORMAT_MESSAGE = "Enter an email address in the correct format, like name@example.com.";

/** What a form says when the address is missing or too long: each form words these for its purpose. */
export interface EmailMessages {
  /** The message for an empty address. */
  readonly missing: string;
  /** The message for an address longer than `EMAIL_MAX_LENGTH`, given its length. */
  readonly tooLong: (length: number) => string;
}

/**
 * Checks an e-mail address (docs/spec.md §5 "Validation rules"): present, at most
 * `EMAIL_MAX_LENGTH` characters, and of the shape `EMAIL_PATTERN` describes. Surrounding white
 * space is ignored.
 *
 * @param email - the address as typed.
 * @param messages - the form's own words for a missing or too long address.
 * @returns the error message (GOV.UK error message pattern: it says what to do), or `null` when the
 *   address may be sent.
 */
export function emailError(email: string, messages: EmailMessages): string | null {
  const value = email.trim();
  if (value === "") return messages.missing;
  if (value.length > EMAIL_MAX_LENGTH) return messages.tooLong(value.length);
  if (!EMAIL_PATTERN.test(value)) return EMAIL_FORMAT_MESSAGE;
  return null;
}
