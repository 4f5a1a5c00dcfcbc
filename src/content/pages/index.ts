/**
 * The pages built from content sections: About and the Services hubs (docs/decisions/006). Each
 * page's copy is a content file, `src/content/pages/<name>.yml` (schema `pageFileSchema`,
 * `src/content/pageSchemas.ts`; docs/decisions/035), read through the module the content step
 * generates; its path, a route, is given here.
 */
import { ABOUT_PATH, SERVICES_PATH, aboutPath, serviceHubPath } from "../../site/paths";
import { pageFiles } from "../generated/pages";
import type { PageEntry } from "../pageTypes";

/** A page: its path, then its content file's fields (the order of the route data). */
const page = (path: string, file: Omit<PageEntry, "path">): PageEntry => ({ path, ...file });

/** About pages, in menu order. */
export const aboutPages: readonly PageEntry[] = [
  page(ABOUT_PATH, pageFiles.about),
  page(aboutPath("story"), pageFiles["about-story"]),
  page(aboutPath("process"), pageFiles["about-process"]),
  page(aboutPath("team"), pageFiles["about-team"]),
  page(aboutPath("why-choose-rrr"), pageFiles["about-why-choose-rrr"]),
];

/** The services hubs. */
export const serviceHubPages: readonly PageEntry[] = [
  page(SERVICES_PATH, pageFiles.services),
  page(serviceHubPath("individuals"), pageFiles["services-individuals"]),
  page(serviceHubPath("businesses"), pageFiles["services-businesses"]),
];
