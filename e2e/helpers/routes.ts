import { pageRoutes } from "../../src/site/manifest";
import { canonicalPath } from "../../src/site/paths";

/**
 * Every page of the route manifest, as the canonical URLs the tests visit (no second list), with
 * what the page runs (`PageScripts`: "none" ships no React, only its behaviours' plain modules;
 * docs/decisions/040).
 */
export const pageUrls = pageRoutes.map((route) => ({
  name: route.name,
  url: canonicalPath(route.path),
  /** The route module that draws it (`routes/service.tsx`): pages of one template are one kind of page. */
  template: route.file,
  scripts: route.scripts,
  behaviours: route.behaviours ?? [],
  indexed: route.indexed ?? true,
}));

/** An address no route matches. */
export const UNKNOWN_URL = "/this-page-does-not-exist/";

/** The not-found page, as a route-wide check visits it after every page of the manifest. */
export const NOT_FOUND = { name: "Not found", url: UNKNOWN_URL } as const;

/** What the not-found page logs, which a test visiting it expects (`expectedConsoleErrors`). */
export const NOT_FOUND_ERRORS = /status of 404/;
