import { pageRoutes } from "../src/site/manifest";
import { canonicalPath } from "../src/site/paths";

/** Every page of the route manifest, as the canonical URLs the tests visit (no second list). */
export const pageUrls = pageRoutes.map((route) => ({ name: route.name, url: canonicalPath(route.path) }));

/** An address no route matches. */
export const UNKNOWN_URL = "/this-page-does-not-exist/";
