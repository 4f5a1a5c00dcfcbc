/**
 * The quick exit's contract between the page's markup (`QuickExit`, on every page) and the inline script that makes it act from the first paint
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

/** Says which variant the wrapper draws (`QuickExitVariant`): the tests tell the variants apart by it. */
export const QUICK_EXIT_VARIANT_ATTRIBUTE = "data-quick-exit-variant";

/** Marks the link the inline script takes over. */
export const QUICK_EXIT_LINK_ATTRIBUTE = "data-quick-exit-link";

/** Marks the polite live region the inline script writes its announcements into (WCAG 4.1.3). */
export const QUICK_EXIT_STATUS_ATTRIBUTE = "data-quick-exit-status";

/** Set on `<html>` while leaving: CSS covers the whole page at once. */
export const QUICK_EXIT_ACTIVE_ATTRIBUTE = "data-quick-exit-active";

/**
 * The broadcast channel every page of the site opens and the quick exit posts on
 * (`scripts/html/loader/quick-exit.ts`; HTML "Broadcasting to other browsing contexts"): a page the
 * back/forward cache keeps is evicted by Chromium when a message arrives on it, so nothing typed
 * on an earlier page of the tab comes back with Back (docs/decisions/054).
 */
export const QUICK_EXIT_CHANNEL = "rrr-quick-exit";

/** What the quick exit posts on `QUICK_EXIT_CHANNEL` as it leaves. */
export const QUICK_EXIT_MESSAGE = "left";

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
