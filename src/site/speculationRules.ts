import type { PageBehaviour } from "./manifest";

/** The content editor's path (deploy/policy.ts `ADMIN_PATH`, which the application may not import; tests/delivery.test.ts checks they agree). */
const EDITOR_PATH = "/admin/";

/**
 * The site's speculation rules (https://developer.chrome.com/docs/web-platform/prerender-pages,
 * https://wicg.github.io/nav-speculation/speculation-rules.html; docs/decisions/041): every page is
 * a document of its own (no client-side router), so the next one is prerendered when the visitor
 * starts to follow a link to it. `conservative` eagerness: at the start of a press on the link
 * (pointer or touch down), as Chrome defines it. Not `moderate`: on Android, Chrome applies it to
 * links that stay in view, so the pages of links a visitor scrolled past (a guide about stalking)
 * would be requested, and logged by whatever records the addresses a device fetches, without the
 * visitor opening them (the advocate lens's finding on prerendering, docs/content/review.md).
 *
 * Only this site's pages: `href_matches` patterns are relative to the page's own origin, and they
 * name pages by their canonical form, which ends in `/` (`canonicalPath`), so the feeds and other
 * files (`/rss.xml`, `/search-documents.json`, `/robots.txt`) never match; the content editor
 * (`/admin/`) is left out. As few conditions as that takes: Chrome checks every link of the page
 * against them again when the address changes, and a press on a link within the page changes its
 * fragment. Measured on the glossary (a press on a letter, 9 runs, median of the press's main
 * thread): with five `href_matches` conditions and two `selector_matches` ones the click's
 * dispatch took 4.2 ms, with these two 3.2 ms, with no rules 1.7 ms (docs/decisions/042, "The INP
 * gate"). Browsers without the API ignore the script; its text is hashed into the content security
 * policy like the other inline scripts (`scripts/html/inline-scripts.ts`). A page whose own
 * control is such a link carries no rules (`carriesSpeculationRules`).
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      where: {
        and: [{ href_matches: ["/", "/*/"] }, { not: { href_matches: `${EDITOR_PATH}*` } }],
      },
      eagerness: "conservative",
    },
  ],
} as const;

/** `SPECULATION_RULES` as the text of the page's `<script type="speculationrules">`. */
export const SPECULATION_RULES_TEXT = JSON.stringify(SPECULATION_RULES);

/**
 * Whether a page carries `SPECULATION_RULES`: every page but those with an in-page index
 * (`behaviours` holds `"in-page-index"`: the FAQ's categories, the glossary's letters, a guide's
 * contents; src/site/manifest.ts). On those the visitor's usual press is a link within the page,
 * which changes the address's fragment, and Chromium then checks every link of the page against
 * the rules again (`Document::UpdateBaseURL` re-parses an inline rule set and invalidates every
 * link, whatever changed). Measured on the glossary's letters (docs/decisions/053): 1.0-1.2 ms of
 * main-thread CPU more per press, the rules served as a `Speculation-Rules` header still 0.9 ms,
 * which a next page prerendered at the press of a link does not repay on a page read by jumping
 * within it: a link out of such a page loads its page as a link without rules does.
 * @param behaviours - the page's `PageRoute.behaviours` (undefined: none, or a path no page has).
 */
export function carriesSpeculationRules(behaviours: readonly PageBehaviour[] | undefined): boolean {
  return !(behaviours ?? []).includes("in-page-index");
}
