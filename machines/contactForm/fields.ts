/**
 * The contact form's fields, options and rules (docs/spec.md §3 "Contact form values", §5
 * "Validation rules"). The length limits are the project's own; docs/spec.md §5 sets none.
 */

import { EMAIL_MAX_LENGTH, emailError, oneOf } from "../rules";

/** The inquiry types, in the order of docs/spec.md §5; the first is the default. */
export const INQUIRY_TYPES = [
  "Myself (Personal Reputation)",
  "My Business (Corporate Reputation)",
  "An Executive/Public Figure",
  "General Inquiry/Other",
] as const;

export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** What the visitor types. `captchaAnswer` is the text of the number field. */
export interface ContactValues {
  fullName: string;
  email: string;
  phone: string;
  inquiryType: InquiryType;
  message: string;
  captchaAnswer: string;
}

export type ContactField = keyof ContactValues;

/** Field order: the error summary lists problems in this order, focus goes to the first. */
export const CONTACT_FIELDS: readonly ContactField[] = [
  "fullName",
  "email",
  "phone",
  "inquiryType",
  "message",
  "captchaAnswer",
];

/** Maximum lengths in characters (the project's limits; 254 is the longest e-mail address SMTP carries). */
export const MAX_LENGTH = {
  fullName: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 30,
  message: 5000,
} as const;

/** An empty form: inquiry type at its default (docs/spec.md §5). */
export function emptyContactValues(): ContactValues {
  return { fullName: "", email: "", phone: "", inquiryType: INQUIRY_TYPES[0], message: "", captchaAnswer: "" };
}

/** The inquiry type `value` names, or `undefined` (for restored drafts and values typed before hydration). */
export function parseInquiryType(value: unknown): InquiryType | undefined {
  return oneOf(INQUIRY_TYPES, value);
}

/** The math question (docs/spec.md §3 "Captcha"): two integers from 1 to 10; the answer is their sum. */
export interface Captcha {
  readonly a: number;
  readonly b: number;
}

/**
 * Makes a captcha question.
 * @param random - a source of numbers in [0, 1), `Math.random` by default; tests inject their own.
 * @returns operands each in 1..10 inclusive (docs/spec.md §9 "Captcha operands 1 to 10").
 */
export function createCaptcha(random: () => number = Math.random): Captcha {
  const operand = () => Math.min(10, Math.floor(random() * 10) + 1);
  return { a: operand(), b: operand() };
}

/** Field errors keyed by field; a field without a problem has no key. */
export type FieldErrors = Partial<Record<ContactField, string>>;

const PHONE_PATTERN = /^[+()\-.\s\d]*(ext\.?\s*\d+)?$/i;

function tooLong(label: string, max: number, length: number): string {
  return `${label} must be ${max.toLocaleString("en-US")} characters or fewer. It has ${length.toLocaleString("en-US")} now.`;
}

/**
 * Validates the visible fields (everything but the captcha's correctness).
 * Messages follow GOV.UK's error pattern: they say what to do, in the field's own words.
 * @returns the errors, empty when the form may be sent.
 */
export function validateContactValues(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {};
  const fullName = values.fullName.trim();
  if (fullName === "") errors.fullName = "Enter your full name.";
  else if (values.fullName.length > MAX_LENGTH.fullName) errors.fullName = tooLong("Full name", MAX_LENGTH.fullName, values.fullName.length);

  const email = emailError(values.email, {
    missing: "Enter your email address.",
    tooLong: (length) => tooLong("Email address", MAX_LENGTH.email, length),
  });
  if (email !== null) errors.email = email;

  if (values.phone.length > MAX_LENGTH.phone) errors.phone = tooLong("Phone number", MAX_LENGTH.phone, values.phone.length);
  else if (!PHONE_PATTERN.test(values.phone.trim())) errors.phone = "Enter a phone number using digits, spaces, brackets, dashes or a leading +.";

  const message = values.message.trim();
  if (message === "") errors.message = "Enter a message telling us how we can help.";
  else if (values.message.length > MAX_LENGTH.message) errors.message = tooLong("Message", MAX_LENGTH.message, values.message.length);

  if (values.captchaAnswer.trim() === "") errors.captchaAnswer = "Enter the answer to the math question.";
  else if (!/^\s*-?\d+\s*$/.test(values.captchaAnswer)) errors.captchaAnswer = "Enter the answer as a whole number, like 12.";
  return errors;
}

/** Whether the captcha answer equals the sum shown (docs/spec.md §5). */
export function isCaptchaSolved(captcha: Captcha | null, answer: string): boolean {
  return captcha !== null && Number.parseInt(answer.trim(), 10) === captcha.a + captcha.b;
}

/** The message shown when the answer is a number but not the sum (docs/spec.md §8 "Captcha wrong"). */
export const CAPTCHA_WRONG_MESSAGE = "That answer is not right. Add the two numbers and try again.";
