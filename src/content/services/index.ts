/**
 * The service collection: every service page's content entry (docs/decisions/006). The route
 * manifest, the service template, the hub cards and the Service JSON-LD all read it. Each page is
 * a content file, `src/content/services/<audience>/<slug>.yml` (schema `serviceFileSchema`,
 * `src/content/pageSchemas.ts`; docs/decisions/035), read through the module the content step
 * generates. Adding a service page means adding one file and one line here (it adds a route); no
 * component changes.
 */
import { serviceFiles as businesses } from "../generated/businessServices";
import { serviceFiles as individuals } from "../generated/individualServices";
import type { ServiceAudience, ServiceEntry } from "../pageTypes";

/** Every service, individuals first, in the order of docs/spec.md §2 "Route table". */
export const serviceEntries: readonly ServiceEntry[] = [
  individuals["personal-content-removal"],
  individuals["online-reputation-management"],
  individuals["online-harassment-solutions"],
  individuals["personal-branding"],
  individuals["privacy-protection"],
  individuals["online-defamation-response"],
  businesses["reputation-management"],
  businesses["review-management"],
  businesses["negative-content-suppression"],
  businesses["brand-crisis-management"],
  businesses["corporate-defamation-solutions"],
  businesses["seo-for-reputation"],
  businesses["wikipedia-management"],
  businesses["executive-reputation-management"],
  businesses["healthcare-reputation-management"],
];

/**
 * Finds a service by audience and slug.
 * @throws Error naming the slug when there is none: a hub that lists a missing service is a
 *   content error and must fail the build, not render a dead link.
 */
export function requireService(audience: ServiceAudience, slug: string): ServiceEntry {
  const entry = serviceEntries.find((service) => service.audience === audience && service.slug === slug);
  if (!entry) throw new Error(`No service "${slug}" for ${audience} in src/content/services.`);
  return entry;
}
