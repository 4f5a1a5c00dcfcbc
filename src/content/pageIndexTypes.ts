import type { ServiceAudience } from "./pageTypes";

/**
 * Names and paths of the content pages, generated for the route manifest (see scripts/content-index.ts).
 * Only what breadcrumbs and routes need: the manifest ships to the browser on every page.
 */
export interface PageIndex {
  aboutPages: { path: string; name: string }[];
  serviceHubPages: { path: string; name: string }[];
  services: { audience: ServiceAudience; slug: string; name: string }[];
  legalDocuments: { slug: string; name: string }[];
  /** The Learning Center collections, in their list order: slug and title only. */
  blogPosts: { slug: string; name: string }[];
  guides: { slug: string; name: string }[];
  caseStudies: { slug: string; name: string }[];
}
