/**
 * The entry point that `./compile.ts` bundles into the one inline script of a page of islands
 * (`PageScripts` "islands", src/site/manifest.ts; docs/decisions/041): what every page runs
 * (`./page-basics.ts`: the expiry of stored items, the quick exit), then the islands loader,
 * (src/islands/loader.ts) with the browser's own `import()`, timers and Paint Timing observer; both
 * once the page is shown, not while the browser prerenders it (`whenActivated`).
 */
import { installIslandsLoader } from "../../../src/islands/loader";
import { installPageBasics } from "./page-basics";
import { browserEnvironment, whenActivated } from "./browser";

whenActivated(() => {
  installPageBasics();
  void installIslandsLoader(browserEnvironment());
});
