/**
 * The contract between the site and its EmailJS templates: the template variables each template
 * expects (docs/spec.md §3 "Email payload", §7). It imports nothing, so both sides can share it: the
 * code that builds `template_params` (`machines/contactForm/templateParams.ts`, `src/email/newsletter.ts`)
 * and the fake EmailJS endpoint that checks them (`fixtures/emailjs.ts`), which depends on nothing
 * else in `src/` (docs/architecture.md). Keys keep the templates' snake_case names. It also holds
 * the two rules every sent value follows, so that both forms apply the same ones: the hidden
 * field's mark (`spamCheckText`) and clean text (`cleanTemplateText`; docs/decisions/057).
 */

/**
 * The contact template's variables: the five of docs/spec.md §3, in its order, then the answers to
 * "How can we reach you safely?" (docs/decisions/038), which the firm's template must show
 * (README, "The contact template's fields"), then `spam_check`: whether the form's hidden field
 * was filled, one of `SPAM_CHECK_TEXT`'s sentences (docs/decisions/057). A filled hidden field
 * marks the message; it never stops it.
 */
export const CONTACT_TEMPLATE_KEYS = [
  "from_name",
  "from_email",
  "phone",
  "inquiry_type",
  "message",
  "safe_channels",
  "voicemail",
  "safe_call_times",
  "time_zone",
  "neutral_sender",
  "spam_check",
] as const;

/**
 * The newsletter template's variables: the subscriber's address (docs/decisions/007), then
 * `spam_check`, as in the contact template (`SPAM_CHECK_TEXT`, docs/decisions/057).
 */
export const NEWSLETTER_TEMPLATE_KEYS = ["subscriber_email", "spam_check"] as const;

/**
 * What `spam_check` says (docs/decisions/057): the forms' hidden field (`src/components/Honeypot`),
 * which people cannot see or reach, was empty, or it held something. A filled one usually means a
 * bot that fills every input, but an autofill tool or a password manager can fill it too, so the
 * message is sent with the mark and the firm decides (a filter in its template or mail client on
 * the `flagged` sentence). Plain sentences, like every parameter the firm reads.
 */
export const SPAM_CHECK_TEXT = {
  passed: "Passed: the hidden field was empty.",
  flagged: "Possible automated submission: the hidden field was filled.",
} as const;

/**
 * The `spam_check` parameter for the hidden field's text.
 * @param honeypot - the hidden field's value as the form's machine holds it.
 * @returns `SPAM_CHECK_TEXT.flagged` when it holds anything but white space, else `.passed` (white
 *   space alone is taken for empty, as the forms always have).
 */
export function spamCheckText(honeypot: string): string {
  return honeypot.trim() === "" ? SPAM_CHECK_TEXT.passed : SPAM_CHECK_TEXT.flagged;
}

/**
 * The characters no template parameter carries (`cleanTemplateText`): every control character
 * (Unicode General_Category Cc: the C0 controls U+0000-U+001F, DEL U+007F and the C1 controls
 * U+0080-U+009F) except tab and line feed, and UAX #9's explicit directional formatting
 * characters: the embeddings and overrides LRE, RLE, PDF, LRO, RLO (U+202A-U+202E) and the
 * isolates LRI, RLI, FSI, PDI (U+2066-U+2069). Carriage returns are turned into line feeds
 * before this runs.
 */
const REMOVED_CHARACTERS = /(?![\t\n])[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/**
 * Cleans one template parameter's text at the boundary where the forms build their `template_params`
 * (`machines/contactForm/templateParams.ts`, `src/email/newsletter.ts`), so the firm's inbox shows
 * text that reads as it was typed (docs/decisions/057):
 *
 * - line breaks become `\n` (`\r\n` and a lone `\r` alike); tabs and line feeds stay;
 * - every other control character goes: NUL and the rest of C0, DEL, C1 (`\p{Cc}`). A mail
 *   client shows them as nothing or as boxes, so they can hide or garble what a line says;
 * - the bidirectional embeddings, overrides and isolates go (Unicode Standard Annex #9, "Unicode
 *   Bidirectional Algorithm", §2.1-2.5, https://www.unicode.org/reports/tr9/: U+202A-U+202E,
 *   U+2066-U+2069). They make text display in
 *   an order other than the one it is stored in: the Trojan Source attack (CVE-2021-42574,
 *   https://trojansource.codes/) uses them to make code read differently from what it does, and in
 *   a message they could make a name, an address or a sentence read reversed to the firm.
 *
 * Kept: the implicit directional marks LRM, RLM (U+200E, U+200F) and ALM (U+061C). UAX #9 §2.6
 * makes them zero-width characters of a strong direction: they only settle the direction of the
 * neutral characters beside them (punctuation, digits between scripts) and cannot reverse a run of
 * letters, and text in Arabic, Hebrew or Persian that mixes in Latin words, numbers or addresses
 * uses them for exactly that; removing them could misplace the visitor's punctuation. Also kept:
 * every other character, joiners (emoji sequences need U+200D) and U+2028/U+2029 included.
 *
 * @param text - a parameter's value as the form holds it.
 * @returns the text without those characters; the same string when it has none. Never throws.
 */
export function cleanTemplateText(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(REMOVED_CHARACTERS, "");
}

/**
 * `params` with `cleanTemplateText` applied to every value, for a set of parameters assembled from
 * several sources (the challenge's token with the form's fields), so none reaches EmailJS uncleaned.
 * @param params - template parameters (strings).
 * @returns a new object with the same keys.
 */
export function cleanTemplateParams<Params extends Readonly<Record<string, string>>>(params: Params): { [Key in keyof Params]: string } {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, cleanTemplateText(value)])) as { [Key in keyof Params]: string };
}

/**
 * The template parameter that carries the reCAPTCHA v2 token, for a template whose settings ask
 * EmailJS to verify it (docs/toolchain.md "reCAPTCHA v2"): reCAPTCHA's own field name. Only a
 * build with `VITE_EMAILJS_RECAPTCHA_SITE_KEY` uses it; other builds drop it.
 */
export const RECAPTCHA_RESPONSE_PARAM = "g-recaptcha-response";
