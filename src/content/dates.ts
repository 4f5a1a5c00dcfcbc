/**
 * Calendar dates as the site shows and orders them. Content dates are ISO calendar dates
 * (`YYYY-MM-DD`, from the Markdown frontmatter).
 */

/** English month names, for `formatDate`. */
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * Formats an ISO date as the site writes dates ("June 2, 2025", en-US long form).
 *
 * Written out rather than through `toLocaleDateString`: the first `Intl` call of a page load sets
 * up ICU's date formatting, about 20-30 ms on the main thread during hydration (measured in a
 * Chromium trace of the blog list), which Lighthouse counts as blocking time (docs/decisions/009).
 * Nothing here depends on the time zone, so the day never shifts between the build and the browser.
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
