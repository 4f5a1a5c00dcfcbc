import type { ServiceAudience } from "./pageTypes";

/** Names and paths of the content pages, generated for the route manifest (see scripts/content-index.ts). */
export interface PageIndex {
  aboutPages: { path: string; name: string }[];
  serviceHubPages: { path: string; name: string }[];
  services: { audience: ServiceAudience; slug: string; name: string }[];
  legalDocuments: { slug: string; name: string }[];
}
