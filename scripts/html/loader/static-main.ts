/**
 * The entry point that `./compile.ts` bundles into the one script of a page without React
 * (`PageScripts` "none", src/site/manifest.ts; docs/decisions/040), besides the theme's: what every
 * page runs (`./page-basics.ts`: the expiry of stored items, the quick exit, the footer's year),
 * and what React did on the not-found page after hydration: it logs the missing path to the
 * console (docs/spec.md §2 "Not-found"); both once the page is shown, not while the browser
 * prerenders it (`whenActivated`).
 */
import { NOT_FOUND_ATTRIBUTE, notFoundMessage } from "../../../src/config/enhancement";
import { whenActivated } from "./browser";
import { installPageBasics } from "./page-basics";

whenActivated(() => {
  installPageBasics();
  if (document.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`)) console.warn(notFoundMessage(window.location.pathname));
});
