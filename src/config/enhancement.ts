/**
 * The attributes the prerendered page and the inline scripts agree on (the islands loader,
 * src/islands/loader.ts, and scripts/html/loader/; docs/decisions/011, 012 and 041). One definition, imported by
 * the components that set them, by the loader that reads them and by the tests; `global.css`
 * cannot import, so `tests/enhancement-attributes.test.ts` checks that its selectors use these names.
 * This module imports nothing, so the loader's browser bundle can include it.
 */

/**
 * The attribute React sets on `<html>` once it has hydrated the page (`SiteFrame`'s effect), and on
 * an island's element once it has hydrated that island (`hydrateIsland`; on a page of islands the
 * islands loader sets it on `<html>` once every island woken on load has). The loaders replay the
 * presses recorded before hydration when it appears (src/islands/presses.ts).
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * The attribute the loader sets on `<html>` when a module of the page could not be imported: the
 * page will not hydrate, and CSS shows the notices meant for visitors without scripts.
 */
export const SCRIPTS_FAILED_ATTRIBUTE = "data-scripts-failed";

/**
 * Set by the loader on a form control the visitor changed (its `input` or `change` event, which
 * typing, pasting, ticking and choosing fire, and which the browser's own restoring of form values
 * on Back, or autofill of a saved profile into a control without that purpose, does not). A
 * component reads a control's pre-hydration value as typed only when it carries this
 * (`readTypedValue`): a value the browser restored is not the visitor's new words, and must not
 * be saved again with a fresh expiry (docs/decisions/038).
 */
export const TYPED_ATTRIBUTE = "data-typed";

/** Marks an element whose click, made before hydration, is replayed once the page has hydrated. */
export const REPLAY_CLICK_ATTRIBUTE = "data-replay-click";

/** Marks a form whose submission, made before hydration, is held and replayed once hydrated. */
export const REPLAY_SUBMIT_ATTRIBUTE = "data-replay-submit";

/** Spread on an element (`<button {...replayClick}>`) to have a press before hydration replayed. */
export const replayClick = { [REPLAY_CLICK_ATTRIBUTE]: "" } as const;

/** Spread on a `<form>` (`<form {...replaySubmit}>`) to have a submission before hydration replayed. */
export const replaySubmit = { [REPLAY_SUBMIT_ATTRIBUTE]: "" } as const;

/**
 * Marks the footer's year, which every page's inline script (scripts/html/loader/page-basics.ts)
 * sets to the visitor's year, as `useCurrentYear` does after hydration (docs/spec.md §2 "Shared
 * frame": "A copyright line shows the current year").
 */
export const CURRENT_YEAR_ATTRIBUTE = "data-current-year";

/**
 * Marks the not-found page, on which the static pages' script logs the missing path to the
 * console (docs/spec.md §2 "Not-found": "The missing path is logged to the console").
 */
export const NOT_FOUND_ATTRIBUTE = "data-not-found";

/** The console message of a missing path (docs/spec.md §2 "Not-found"), the same with or without React. */
export function notFoundMessage(pathname: string): string {
  return `404 Not Found: the path ${pathname} does not exist on this site.`;
}
