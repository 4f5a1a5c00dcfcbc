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

/**
 * The ways of reaching the visitor that they say are safe ("How can we reach you safely?";
 * docs/decisions/038): e-mail only, phone only, or either. NNEDV's Safety Net asks first "Is it
 * safe to contact you at this number?"; the visitor answers it here instead of the firm guessing.
 */
export const SAFE_CHANNELS = ["email", "phone", "either"] as const;

export type SafeChannel = (typeof SAFE_CHANNELS)[number];

/** Whether a voicemail (or a text message left on the phone) may be left. */
export const VOICEMAIL_CHOICES = ["yes", "no"] as const;

export type VoicemailChoice = (typeof VOICEMAIL_CHOICES)[number];

/**
 * The time zones the visitor can choose for "When is it safe to call?": the United States' zones
 * (the firm serves the US, src/seo/areaServed.ts; Arizona apart, because most of it keeps standard
 * time all year) and "outside the US", whose place the visitor writes in the times field.
 */
export const TIME_ZONES = [
  "Eastern Time",
  "Central Time",
  "Mountain Time",
  "Mountain Time (Arizona)",
  "Pacific Time",
  "Alaska Time",
  "Hawaii Time",
  "Outside the US",
] as const;

export type TimeZone = (typeof TIME_ZONES)[number];

/** The value of the "neutral sender" checkbox when ticked; unticked is `""`. */
export const NEUTRAL_SENDER_ON = "yes";

/**
 * What the visitor types. `captchaAnswer` is the text of the number field. The "How can we reach
 * you safely?" answers (`safeChannel`, `voicemail`, `safeTimes`, `timeZone`, `neutralSender`) are
 * optional as a whole; each is `""` until chosen, and nothing pre-fills them (docs/decisions/038).
 */
export interface ContactValues {
  fullName: string;
  email: string;
  phone: string;
  inquiryType: InquiryType;
  /** Which ways of reaching the visitor are safe, or `""` (not said: the reply goes by e-mail). */
  safeChannel: SafeChannel | "";
  /** Whether a voicemail may be left, or `""` (not said). */
  voicemail: VoicemailChoice | "";
  /** When it is safe to call, in the visitor's words ("weekdays after 6 pm"). */
  safeTimes: string;
  /** The time zone of `safeTimes`, or `""` (not said). */
  timeZone: TimeZone | "";
  /** `NEUTRAL_SENDER_ON` when the visitor asks for no firm name in the sender, subject or caller ID; else `""`. */
  neutralSender: typeof NEUTRAL_SENDER_ON | "";
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
  "safeChannel",
  "voicemail",
  "safeTimes",
  "timeZone",
  "neutralSender",
  "message",
  "captchaAnswer",
];

/** Maximum lengths in characters (the project's limits; 254 is the longest e-mail address SMTP carries). */
export const MAX_LENGTH = {
  fullName: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 30,
  safeTimes: 200,
  message: 5000,
} as const;

/** An empty form: inquiry type at its default (docs/spec.md §5). */
export function emptyContactValues(): ContactValues {
  return {
    fullName: "",
    email: "",
    phone: "",
    inquiryType: INQUIRY_TYPES[0],
    safeChannel: "",
    voicemail: "",
    safeTimes: "",
    timeZone: "",
    neutralSender: "",
    message: "",
    captchaAnswer: "",
  };
}

/** The fields whose value is one of a fixed list (a select, radios or a checkbox), with the list. */
const CHOICES = {
  inquiryType: INQUIRY_TYPES,
  safeChannel: SAFE_CHANNELS,
  voicemail: VOICEMAIL_CHOICES,
  timeZone: TIME_ZONES,
  neutralSender: [NEUTRAL_SENDER_ON],
} as const satisfies Partial<Record<ContactField, readonly string[]>>;

/**
 * `value` as the value of `field`, for the machine's `FIELD.CHANGE`: a text field takes any text;
 * a choice field takes one of its list, or `""` (nothing chosen) for anything else, so a stored
 * draft or a tampered control never puts a value outside the vocabulary into the message. The
 * inquiry type, which always has a value, keeps `current` instead of `""`.
 * @returns the value to keep.
 */
export function contactFieldValue<Field extends ContactField>(field: Field, value: string, current: ContactValues[Field]): ContactValues[Field] {
  if (!(field in CHOICES)) return value as ContactValues[Field];
  const chosen = oneOf(CHOICES[field as keyof typeof CHOICES], value);
  if (chosen !== undefined) return chosen as ContactValues[Field];
  return (field === "inquiryType" ? current : "") as ContactValues[Field];
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

  const hasEmail = values.email.trim() !== "";
  const hasPhone = values.phone.trim() !== "";
  const requirement = contactRequirement(values.safeChannel);
  const emailMissing = requirement.email ? EMAIL_MISSING_MESSAGE : requirement.emailOrPhone && !hasPhone ? EMAIL_OR_PHONE_MISSING_MESSAGE : null;
  if (hasEmail || emailMissing !== null) {
    const email = emailError(values.email, {
      missing: emailMissing ?? EMAIL_MISSING_MESSAGE,
      tooLong: (length) => tooLong("Email address", MAX_LENGTH.email, length),
    });
    if (email !== null) errors.email = email;
  }

  if (values.phone.length > MAX_LENGTH.phone) errors.phone = tooLong("Phone number", MAX_LENGTH.phone, values.phone.length);
  else if (!PHONE_PATTERN.test(values.phone.trim())) errors.phone = "Enter a phone number using digits, spaces, brackets, dashes or a leading +.";
  else if (requirement.phone && !hasPhone) errors.phone = PHONE_MISSING_MESSAGE;

  if (values.safeTimes.length > MAX_LENGTH.safeTimes) errors.safeTimes = tooLong("Safe times to call", MAX_LENGTH.safeTimes, values.safeTimes.length);

  const message = values.message.trim();
  if (message === "") errors.message = "Enter a message telling us how we can help.";
  else if (values.message.length > MAX_LENGTH.message) errors.message = tooLong("Message", MAX_LENGTH.message, values.message.length);

  if (values.captchaAnswer.trim() === "") errors.captchaAnswer = "Enter the answer to the math question.";
  else if (!/^\s*-?\d+\s*$/.test(values.captchaAnswer)) errors.captchaAnswer = "Enter the answer as a whole number, like 12.";
  return errors;
}

/** The message for a missing address when the reply may go by e-mail (no safe channel said, or e-mail only). */
export const EMAIL_MISSING_MESSAGE = "Enter your email address.";

/** The message for a visitor who chose "either" and gave neither an address nor a number. */
export const EMAIL_OR_PHONE_MISSING_MESSAGE = "Enter an email address or a phone number, so that we can reach you the way you chose.";

/** The message for a visitor who chose "phone only" and gave no number. */
export const PHONE_MISSING_MESSAGE = "Enter a phone number, or choose another safe way to reach you.";

/**
 * Which contact details a safe channel needs (docs/decisions/038, overriding docs/spec.md §5,
 * where the e-mail address is always required):
 * - not said (`""`) or e-mail only: the e-mail address;
 * - phone only: the phone number, and no e-mail address (one given is still checked);
 * - either: an e-mail address or a phone number (the address is asked for when both are blank).
 */
export function contactRequirement(channel: SafeChannel | ""): { email: boolean; phone: boolean; emailOrPhone: boolean } {
  return { email: channel === "" || channel === "email", phone: channel === "phone", emailOrPhone: channel === "either" };
}

/** Whether the captcha answer equals the sum shown (docs/spec.md §5). */
export function isCaptchaSolved(captcha: Captcha | null, answer: string): boolean {
  return captcha !== null && Number.parseInt(answer.trim(), 10) === captcha.a + captcha.b;
}

/** The message shown when the answer is a number but not the sum (docs/spec.md §8 "Captcha wrong"). */
export const CAPTCHA_WRONG_MESSAGE = "That answer is not right. Add the two numbers and try again.";
