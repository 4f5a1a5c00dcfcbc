import { NEWSLETTER_TEMPLATE_KEYS, cleanTemplateParams, cleanTemplateText, spamCheckText } from "./templates";

/**
 * The newsletter template's parameters (docs/decisions/007): the subscriber's address and the
 * hidden field's mark (`spam_check`, docs/decisions/057).
 */
export type NewsletterTemplateParams = Record<(typeof NEWSLETTER_TEMPLATE_KEYS)[number], string>;

/**
 * Maps the sign-up to the template's parameters: the address cleaned (`cleanTemplateText`: no
 * control or bidirectional override characters) and trimmed, and `spam_check` from the hidden
 * field. A filled hidden field marks the sign-up; it is sent all the same (docs/decisions/057).
 *
 * @param email - the address as typed (the machine's `subscribe` input).
 * @param honeypot - the hidden field's value (`src/components/Honeypot`), `""` when empty.
 * @returns exactly `NEWSLETTER_TEMPLATE_KEYS`, each a string.
 */
export function toNewsletterTemplateParams(email: string, honeypot: string): NewsletterTemplateParams {
  // Cleaned before the trim, so that white space behind a removed character is trimmed too; then
  // every parameter once more, as the contact form's are.
  return cleanTemplateParams({ subscriber_email: cleanTemplateText(email).trim(), spam_check: spamCheckText(honeypot) });
}
