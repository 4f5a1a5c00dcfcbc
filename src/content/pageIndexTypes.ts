import type { ServiceAudience } from "./pageTypes";
import type { CaseStudyIndustry } from "./taxonomy";

/** A page known by its URL slug, with its display name (breadcrumb label). */
export interface NamedSlug {
  slug: string;
  name: string;
}

/**
 * Names and paths of the content pages, generated for the route manifest (see scripts/content-index.ts).
 * Only what breadcrumbs and routes need: the manifest ships to the browser on every page.
 */
export interface PageIndex {
  aboutPages: { path: string; name: string }[];
  serviceHubPages: { path: string; name: string }[];
  services: { audience: ServiceAudience; slug: string; name: string }[];
  legalDocuments: NamedSlug[];
  /** The Learning Center collections, in their list order: slug and title only. */
  blogPosts: NamedSlug[];
  guides: NamedSlug[];
  caseStudies: NamedSlug[];
  /**
   * The industries that have at least one case study (a story counts for its `industry` and each
   * of its `relatedIndustries`), in the vocabulary's order: each gets a prerendered list page.
   */
  caseStudyIndustries: CaseStudyIndustry[];
}
