import type { PageBehaviour } from "./manifest";

/**
 * The mark on `<html>` of a page whose in-page jumps scroll smoothly (src/styles/global.css reads
 * it, under `prefers-reduced-motion: no-preference`).
 */
export const SMOOTH_SCROLL_ATTRIBUTE = "data-smooth-scroll";

/**
 * Whether a page's in-page jumps scroll smoothly: the pages with an in-page index (`behaviours`
 * holds `"in-page-index"`: the FAQ's categories, docs/spec.md §2; the glossary's letters; a
 * guide's contents), and no other, since a smooth scroll the browser starts for a focused control
 * runs on after the page moves focus itself (docs/decisions/063).
 *
 * The root layout writes the answer on `<html>` once, at the prerender, where a stylesheet rule
 * `html:has([data-in-page-index])` made Chromium restyle `<html>` (whose custom properties every
 * page's tokens hang on) at each change of the document and each first focus into it: about 2 ms of
 * the contact form's 11 for a send with errors at full CPU speed (docs/decisions/064).
 * @param behaviours - the page's `PageRoute.behaviours` (undefined: none, or a path no page has).
 */
export function scrollsSmoothly(behaviours: readonly PageBehaviour[] | undefined): boolean {
  return (behaviours ?? []).includes("in-page-index");
}
