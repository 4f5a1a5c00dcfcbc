import { CONTACT_TEMPLATE_KEYS, cleanTemplateParams, cleanTemplateText, spamCheckText } from "../../src/email/templates";
import type { ContactValues, SafeChannel, VoicemailChoice } from "./fields";

/**
 * EmailJS `template_params` of the contact template (docs/spec.md §3 "Email payload", §7; the
 * safe-contact answers: docs/decisions/038). Keys are EmailJS template variables, so they keep the
 * template's snake_case names. Every value is a sentence the firm reads as it is, never a code,
 * and clean text (`cleanTemplateText`, src/email/templates.ts; docs/decisions/057).
 */
export interface ContactTemplateParams {
  [key: string]: string;
  from_name: string;
  /** `'Not provided'` when the visitor chose phone only and left it blank. */
  from_email: string;
  /** `'Not provided'` when the visitor left the phone blank. */
  phone: string;
  inquiry_type: string;
  message: string;
  /** Which ways of reaching the visitor are safe (`SAFE_CHANNEL_TEXT`). */
  safe_channels: string;
  /** Whether a voicemail may be left (`VOICEMAIL_TEXT`). */
  voicemail: string;
  /** When it is safe to call, in the visitor's words, or `NOT_STATED`. */
  safe_call_times: string;
  /** The time zone of those times, or `NOT_STATED`. */
  time_zone: string;
  /** Whether the visitor asked for a neutral sender (`NEUTRAL_SENDER_TEXT`). */
  neutral_sender: string;
  /**
   * Whether the hidden field was filled (`SPAM_CHECK_TEXT`, src/email/templates.ts): a filled one
   * marks the message, which is sent all the same (docs/decisions/057).
   */
  spam_check: string;
}

export { CONTACT_TEMPLATE_KEYS };

/** What a parameter says when the visitor left its question unanswered. */
export const NOT_STATED = "Not stated";

/** `safe_channels` for each answer; unanswered, the reply goes by e-mail as it always has. */
export const SAFE_CHANNEL_TEXT: Record<SafeChannel | "", string> = {
  email: "Email only: do not call",
  phone: "Phone only: do not email",
  either: "Email or phone",
  "": "Not stated (reply by email)",
};

/** `voicemail` for each answer. */
export const VOICEMAIL_TEXT: Record<VoicemailChoice | "", string> = {
  yes: "A voicemail may be left",
  no: "Do not leave a voicemail or message",
  // The safe default: a voicemail the visitor did not agree to may be heard by someone else.
  "": "Not stated: do not leave a voicemail or message",
};

/** `neutral_sender` ticked and not. */
export const NEUTRAL_SENDER_TEXT = {
  on: "Yes: no firm name in the subject line, any voicemail or the caller ID name",
  off: "Not asked",
} as const;

/** `text` cleaned (`cleanTemplateText`) and trimmed, or `fallback` when that leaves nothing. */
const orElse = (text: string, fallback: string) => {
  const clean = cleanTemplateText(text).trim();
  return clean === "" ? fallback : clean;
};

/** What the contact form's parameters are built from besides the visible fields. */
export interface ContactSendContext {
  /** The hidden field's value (`src/components/Honeypot`); `""`, the default, when it is empty. */
  readonly honeypot?: string;
  /**
   * The passed challenge's parameters (its token, docs/toolchain.md "reCAPTCHA v2"), sent after
   * the form's own; `null` or absent when the build has no challenge.
   */
  readonly challenge?: Readonly<Record<string, string>> | null;
}

/**
 * Maps the form's values to the template's parameters (docs/spec.md §7): surrounding white space
 * trimmed, `Not provided` and `NOT_STATED` for blank answers, and the hidden field's mark in
 * `spam_check`. Every value, the challenge's included, passes `cleanTemplateText` (no control or
 * bidirectional override characters; docs/decisions/057), so `values` themselves are left as typed.
 *
 * @param values - the form's values as the machine holds them.
 * @param context - the hidden field and the challenge; without it, an empty hidden field and none.
 * @returns the parameters to send, with exactly `CONTACT_TEMPLATE_KEYS` plus the challenge's keys.
 */
export function toContactTemplateParams(values: ContactValues, { honeypot = "", challenge = null }: ContactSendContext = {}): ContactTemplateParams {
  const params: ContactTemplateParams = {
    from_name: orElse(values.fullName, ""),
    from_email: orElse(values.email, "Not provided"),
    phone: orElse(values.phone, "Not provided"),
    inquiry_type: values.inquiryType,
    message: orElse(values.message, ""),
    safe_channels: SAFE_CHANNEL_TEXT[values.safeChannel],
    voicemail: VOICEMAIL_TEXT[values.voicemail],
    safe_call_times: orElse(values.safeTimes, NOT_STATED),
    time_zone: values.timeZone === "" ? NOT_STATED : values.timeZone,
    neutral_sender: values.neutralSender === "" ? NEUTRAL_SENDER_TEXT.off : NEUTRAL_SENDER_TEXT.on,
    spam_check: spamCheckText(honeypot),
  };
  return cleanTemplateParams({ ...params, ...challenge });
}
