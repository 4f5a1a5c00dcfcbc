/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_NEWSLETTER_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_RECAPTCHA_SITE_KEY?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_BOOKING_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** `true` when the build has no EmailJS settings (set by `vite.config.ts`). */
declare const __DEMO_MODE__: boolean;
/**
 * The reCAPTCHA v2 site key of the optional challenge (`VITE_EMAILJS_RECAPTCHA_SITE_KEY`, set by
 * `vite.config.ts`), `""` when the setting is off. Compare it with `""` where it is used, so the
 * bundler drops the challenge's code from builds without it.
 */
declare const __RECAPTCHA_SITE_KEY__: string;
/** The year the build ran, used as the footer's server snapshot (set by `vite.config.ts`). */
declare const __BUILD_YEAR__: number;
