import { NEWSLETTER_TEMPLATE_KEYS } from "./templates";

/** The newsletter template's parameters (docs/decisions/007): the subscriber's address only. */
export type NewsletterTemplateParams = Record<(typeof NEWSLETTER_TEMPLATE_KEYS)[number], string>;

/** Maps a trimmed address to the template's parameters. */
export function toNewsletterTemplateParams(email: string): NewsletterTemplateParams {
  return { subscriber_email: email.trim() };
}
