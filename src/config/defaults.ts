/**
 * Defaults for build-time settings that Node scripts also need. Kept free of `import.meta.env`
 * so `react-router.config.ts`, Playwright and scripts can import it.
 */

/** The public URL used when `VITE_SITE_URL` is not set (canonical URLs, sitemap, Open Graph). */
export const DEFAULT_SITE_URL = "https://www.rrr-reputation.com";

/** The port `npm start` serves the built site on (README "Quick start"). */
export const PREVIEW_PORT = 4173;
