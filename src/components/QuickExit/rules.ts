/**
 * The quick exit's contract between the page's markup (`QuickExit`), the route modules that ask
 * for it and the inline script that makes it act from the first paint
 * (`scripts/html/loader/quick-exit.ts`). Imports nothing, so the build's inline script can use it.
 *
 * The behaviour follows GOV.UK Frontend's "Exit this page" component
 * (https://design-system.service.gov.uk/components/exit-this-page/): a link to a neutral site that
 * works without scripts; with scripts, the page is covered at once, what the site keeps in this
 * tab's session is deleted and the neutral site replaces the page in the history
 * (`location.replace`), so Back does not return; pressing Shift three times does the same.
 */

/** Marks the quick exit's wrapper; `scripts/check-content.ts` looks for it on the built pages. */
export const QUICK_EXIT_ATTRIBUTE = "data-quick-exit";

/** Marks the link the inline script takes over. */
export const QUICK_EXIT_LINK_ATTRIBUTE = "data-quick-exit-link";

/** Marks the polite live region the inline script writes its announcements into (WCAG 4.1.3). */
export const QUICK_EXIT_STATUS_ATTRIBUTE = "data-quick-exit-status";

/** Set on `<html>` while leaving: CSS covers the whole page at once. */
export const QUICK_EXIT_ACTIVE_ATTRIBUTE = "data-quick-exit-active";

/** How many presses of Shift, on its own, leave the page (GOV.UK "Exit this page": three). */
export const SHIFT_PRESSES_TO_EXIT = 3;

/** The window, in ms from the first press, in which the presses must fall (GOV.UK: 5 seconds). */
export const SHIFT_WINDOW_MS = 5_000;

/** What the live region says (our own words; WCAG 4.1.3 Status Messages). */
export const QUICK_EXIT_ANNOUNCEMENTS = {
  leaving: "Leaving this page.",
  /** After a press of Shift, with the presses still needed (1 or 2). */
  pressesLeft: (left: number) => `Shift pressed. Press it ${String(left)} more ${left === 1 ? "time" : "times"} to leave this page.`,
  expired: "Exit by Shift cancelled: press Shift 3 times in a row to leave this page.",
} as const;

/** The route `handle` of a page that always offers the quick exit (React Router `handle`). */
export const QUICK_EXIT_HANDLE = { quickExit: true } as const;

/** What a route match carries that can ask for the quick exit. */
export interface QuickExitMatch {
  readonly handle?: unknown;
  readonly loaderData?: unknown;
}

function asksForQuickExit(value: unknown): boolean {
  return typeof value === "object" && value !== null && "quickExit" in value && value.quickExit === true;
}

/**
 * Whether the current page offers the quick exit: a matched route's `handle` or loader data has
 * `quickExit: true` (docs/product-decisions.md, decision 13: pages about harassment, threats,
 * intimate images, doxxing or minors, the reputation check and the contact page).
 * @param matches - React Router's `useMatches()`.
 */
export function offersQuickExit(matches: readonly QuickExitMatch[]): boolean {
  return matches.some((match) => asksForQuickExit(match.handle) || asksForQuickExit(match.loaderData));
}
