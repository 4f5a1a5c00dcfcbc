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

/** Marks the quick exit's wrapper, in either variant; `scripts/check-content.ts` looks for it on the built pages. */
export const QUICK_EXIT_ATTRIBUTE = "data-quick-exit";

/** Says which variant the wrapper draws (`QuickExitVariant`): the tests tell the variants apart by it. */
export const QUICK_EXIT_VARIANT_ATTRIBUTE = "data-quick-exit-variant";

/**
 * Set on `<html>` by the server to the page's `QuickExitChoice` when it offers the quick exit: the
 * global stylesheet makes room at the top for the full variant's pinned strip from this attribute
 * of the root itself, not with `:root:has(…)`, which had Chromium restyle the root at every element
 * a script added anywhere in the page (an error summary, each field's message; docs/decisions/053).
 */
export const QUICK_EXIT_PAGE_ATTRIBUTE = "data-quick-exit-page";

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

/**
 * How a page offers the quick exit (docs/decisions/025; docs/product-decisions.md, decision 13):
 * - `"full"`: GOV.UK's "Exit this page" (https://design-system.service.gov.uk/components/exit-this-page/)
 *   as a strip pinned above the header, with the red button and a hint that says what it does and
 *   what it cannot do. For the pages a visitor at risk reads because of what is happening to them:
 *   contact, the reputation check, the individual services, hubs, articles and guides whose copy
 *   mentions a safety topic (`src/content/safetyTopics.ts`).
 * - `"compact"`: the same link, the same Shift x3, quietly: "Exit" in the header row on a phone,
 *   a slim line above the header on a wider screen. For pages that serve visitors at risk among
 *   others but are not about harm: the home page, the FAQ, the glossary, About and legal pages and
 *   business services that carry the urgent-help block.
 * - `"none"`: pages that do not discuss harm (business services, lists, the Learning Center).
 */
export type QuickExitChoice = "full" | "compact" | "none";

/** The two ways the quick exit is drawn: a `QuickExitChoice` other than `"none"`. */
export type QuickExitVariant = Exclude<QuickExitChoice, "none">;

/** What a route `handle` or loader data says about the quick exit (React Router `handle`). */
export interface QuickExitRequest {
  readonly quickExit: QuickExitChoice;
}

/** The route `handle` of a page that always offers the full quick exit (contact, the reputation check). */
export const FULL_QUICK_EXIT_HANDLE = { quickExit: "full" } as const satisfies QuickExitRequest;

/** The route `handle` of a page that always offers the compact quick exit (the home page). */
export const COMPACT_QUICK_EXIT_HANDLE = { quickExit: "compact" } as const satisfies QuickExitRequest;

/**
 * `variant` when `applies` (the page's copy mentions a safety topic), otherwise `"none"`.
 * @example quickExitWhen(faqPage.mentionsSafetyTopic, "compact") // "compact" | "none"
 */
export function quickExitWhen(applies: boolean, variant: QuickExitVariant): QuickExitChoice {
  return applies ? variant : "none";
}

/** What a route match carries that can ask for the quick exit. */
export interface QuickExitMatch {
  readonly handle?: unknown;
  readonly loaderData?: unknown;
}

/** The choices from weakest to strongest: a page gets the strongest that one of its matches asks for. */
const BY_STRENGTH: readonly QuickExitChoice[] = ["none", "compact", "full"];

/** The strength (`BY_STRENGTH`) of the choice a `handle` or loader data makes: 0 when it makes none. */
function strength(value: unknown): number {
  return typeof value === "object" && value !== null && "quickExit" in value ? Math.max(0, (BY_STRENGTH as readonly unknown[]).indexOf(value.quickExit)) : 0;
}

/**
 * How the current page offers the quick exit: the strongest choice (`"full"` over `"compact"` over
 * `"none"`) that a matched route's `handle` or loader data makes with `quickExit`; anything else
 * there (a misspelling, the old `true`) asks for nothing (docs/product-decisions.md, decision 13;
 * docs/decisions/025).
 * @param matches - React Router's `useMatches()`.
 */
export function offersQuickExit(matches: readonly QuickExitMatch[]): QuickExitChoice {
  return BY_STRENGTH[Math.max(0, ...matches.map((match) => Math.max(strength(match.handle), strength(match.loaderData))))] ?? "none";
}
