/**
 * Calendar dates as the site shows and orders them. Content dates are ISO calendar dates
 * (`YYYY-MM-DD`, from the Markdown frontmatter).
 */

/** English month names, for `formatDate`. */
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * Formats an ISO date as the site writes dates ("June 2, 2025", en-US long form).
 *
 * Runs at build time only: `scripts/content-index.ts` stores each article's label as `displayDate`
 * in the generated index and the legal pages' loader passes theirs, so pages render text and the
 * browser never formats a date. Formatting in the browser cost 20-30 ms on the main thread during
 * hydration when it went through `toLocaleDateString` (the first `Intl` call sets up ICU; measured
 * in a Chromium trace of the blog list), which Lighthouse counts as blocking time
 * (docs/decisions/009). Written out rather than through `Intl`, so the label does not depend on
 * the build machine's ICU data or time zone.
 *
 * @param isoDate - a calendar date, `YYYY-MM-DD`.
 * @throws Error when `isoDate` is not a valid `YYYY-MM-DD` date.
 */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = MONTHS[Number(match?.[2]) - 1];
  const day = Number(match?.[3]);
  if (!match || !month || day < 1 || day > 31) throw new Error(`formatDate: "${isoDate}" is not a YYYY-MM-DD date`);
  return `${month} ${String(day)}, ${match[1] ?? ""}`;
}

/** Orders ISO dates (`YYYY-MM-DD`) newest first; plain string order, no locale collation needed. */
export function newestFirst(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}
