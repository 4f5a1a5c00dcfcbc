/**
 * A phone number as `tel:` links dial it: E.164, a `+` and its digits (ITU-T E.164; RFC 3966,
 * "tel" URI). Imports nothing, so both the site's facts (`src/content/site.ts`, in the browser)
 * and the content tokens (`src/content/siteTokens.ts`, at build time) can use it.
 * @param display - the number as visitors read it, country code first, e.g. `+1 (312) 555-0100`
 *   (the site facts' `phone`, whose schema requires that form).
 * @returns e.g. `+13125550100`.
 */
export function e164Phone(display: string): string {
  return `+${display.replace(/\D/g, "")}`;
}
