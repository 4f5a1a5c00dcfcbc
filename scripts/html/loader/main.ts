/**
 * The entry point that `./compile.ts` bundles into the hydration loader, the inline script of a
 * page that React hydrates (`PageScripts` "hydrate", src/site/manifest.ts): what every page runs
 * (`./page-basics.ts`: the expiry of stored items, the quick exit), then the loader with the
 * browser's own `import()`, timers and Paint Timing observer.
 */
import { installHydrationLoader } from "./hydration-loader";
import { browserEnvironment } from "./browser";
import { installPageBasics } from "./page-basics";

installPageBasics();

void installHydrationLoader(browserEnvironment());
