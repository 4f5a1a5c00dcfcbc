/**
 * The entry point that `./compile.ts` bundles into the one script of a page without React
 * (`PageScripts` "none", src/site/manifest.ts; docs/decisions/040), besides the theme's: what every
 * page runs (`./page-basics.ts`: the expiry of stored items, the quick exit), and the two things
 * React did on such a page after hydration: the footer's year follows the visitor's clock, and the
 * not-found page logs the missing path to the console (docs/spec.md §2 "Shared frame",
 * "Not-found").
 */
import { CURRENT_YEAR_ATTRIBUTE, NOT_FOUND_ATTRIBUTE, notFoundMessage } from "../../../src/config/enhancement";
import { installPageBasics } from "./page-basics";

installPageBasics();

const year = String(new Date().getFullYear());
for (const element of document.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`)) {
  if (element.textContent !== year) element.textContent = year;
}

if (document.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`)) console.warn(notFoundMessage(window.location.pathname));
