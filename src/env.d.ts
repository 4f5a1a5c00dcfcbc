/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_NEWSLETTER_TEMPLATE_ID?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_BOOKING_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** `true` when the build has no EmailJS settings (set by `vite.config.ts`). */
declare const __DEMO_MODE__: boolean;
/** The year the build ran, used as the footer's server snapshot (set by `vite.config.ts`). */
declare const __BUILD_YEAR__: number;
