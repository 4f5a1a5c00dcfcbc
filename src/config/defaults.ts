/**
 * Defaults for build-time settings that Node scripts also need. Kept free of `import.meta.env`
 * so `react-router.config.ts`, Playwright and scripts can import it.
 */

/**
 * The public URL used when `VITE_SITE_URL` is not set (canonical URLs, sitemap, Open Graph).
 * Placeholder: the domain was chosen for the site (docs/spec.md gives none); the firm sets its own
 * with `VITE_SITE_URL` or here before launch (README "Before going live").
 */
export const DEFAULT_SITE_URL = "https://www.rrr-reputation.com";

/** The port `npm start` serves the built site on (README "See it"). */
export const PREVIEW_PORT = 4173;

/**
 * How many posts the blog's RSS feed lists (src/routes/rss[.]xml.ts): the newest, as feeds do (a
 * reader polls it for what is new); a feed of every post would grow with the blog, about 0.6 KB a
 * post.
 */
export const RSS_ITEMS = 20;
