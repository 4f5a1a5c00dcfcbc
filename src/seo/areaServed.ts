/**
 * The area the firm serves, as schema.org's `areaServed` (https://schema.org/areaServed) in the
 * Organization, its contact point and every Service record: the United States, not docs/spec.md
 * §3's "Worldwide". The firm is a US firm under Texas law, and the site's statements of law
 * describe US law unless they say otherwise (docs/content/review.md, M8); whether it serves clients
 * outside the US is for the firm to confirm (README "Before going live"). A leaf module, so the
 * e2e tests read it without the site configuration.
 */
export const AREA_SERVED = "United States";
