/**
 * EmailJS settings, read at build time (`.env.example`; docs/toolchain.md "EmailJS").
 *
 * With all three ids set the build sends through EmailJS. With none set it is the demo build:
 * the fake endpoint in `fixtures/` answers in the browser and the contact page says that
 * messages are not delivered. `vite.config.ts` refuses a build with only some of them set.
 *
 * `VITE_EMAILJS_RECAPTCHA_SITE_KEY` (optional, off by default; docs/toolchain.md "reCAPTCHA v2")
 * turns on the contact form's "I'm not a robot" check, whose token EmailJS verifies when the
 * template's settings ask it to. It is read at build time into the constant
 * `__RECAPTCHA_SITE_KEY__` (`scripts/build-env.ts`, `src/env.d.ts`), which the challenge's code
 * tests where it is used, so that builds without it carry none of that code.
 */
export interface EmailSettings {
  readonly serviceId: string;
  readonly templateId: string;
  readonly publicKey: string;
}

/** Placeholder ids the demo build sends; the fake endpoint accepts any non-empty value. */
const DEMO_SETTINGS: EmailSettings = {
  serviceId: "service_demo",
  templateId: "template_contact_demo",
  publicKey: "demo-public-key",
};

/** `true` in the demo build (no EmailJS settings): a build-time constant, so mocks tree-shake. */
export const isDemoMode: boolean = __DEMO_MODE__;

/** The settings the contact form sends with. */
export const emailSettings: EmailSettings = isDemoMode
  ? DEMO_SETTINGS
  : {
      serviceId: import.meta.env.VITE_EMAILJS_SERVICE_ID ?? "",
      templateId: import.meta.env.VITE_EMAILJS_TEMPLATE_ID ?? "",
      publicKey: import.meta.env.VITE_EMAILJS_PUBLIC_KEY ?? "",
    };

/**
 * The newsletter template (`VITE_EMAILJS_NEWSLETTER_TEMPLATE_ID`; docs/decisions/007). In a build
 * with EmailJS settings but no newsletter template it is `undefined` and the sign-up is not shown
 * (no control that does nothing).
 */
export const newsletterTemplateId: string | undefined = isDemoMode
  ? "template_newsletter_demo"
  : import.meta.env.VITE_EMAILJS_NEWSLETTER_TEMPLATE_ID || undefined;

/** The optional online booking page (docs/product-decisions.md, decision 2); `undefined` hides the button. */
export const bookingUrl: string | undefined = import.meta.env.VITE_BOOKING_URL || undefined;
