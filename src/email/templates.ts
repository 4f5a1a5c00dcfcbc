/**
 * The contract between the site and its EmailJS templates: the template variables each template
 * expects (docs/spec.md §3 "Email payload", §7). It imports nothing, so both sides can share it: the
 * code that builds `template_params` (`machines/contactForm/templateParams.ts`, `src/email/newsletter.ts`)
 * and the fake EmailJS endpoint that checks them (`fixtures/emailjs.ts`), which depends on nothing
 * else in `src/` (docs/architecture.md). Keys keep the templates' snake_case names.
 */

/**
 * The contact template's variables: the five of docs/spec.md §3, in its order, then the answers to
 * "How can we reach you safely?" (docs/decisions/038), which the firm's template must show
 * (README, "The contact template").
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
] as const;

/** The newsletter template's one variable. */
export const NEWSLETTER_TEMPLATE_KEYS = ["subscriber_email"] as const;

/**
 * The template parameter that carries the reCAPTCHA v2 token, for a template whose settings ask
 * EmailJS to verify it (docs/toolchain.md "reCAPTCHA v2"): reCAPTCHA's own field name. Only a
 * build with `VITE_EMAILJS_RECAPTCHA_SITE_KEY` uses it; other builds drop it.
 */
export const RECAPTCHA_RESPONSE_PARAM = "g-recaptcha-response";
