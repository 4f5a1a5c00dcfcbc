/**
 * The service collection: every service page's content entry (docs/decisions/006). The route
 * manifest, the service template, the hub cards and the Service JSON-LD all read it. Each page is
 * a content file, `src/content/services/<audience>/<slug>.yml` (schema `serviceFileSchema`,
 * `src/content/pageSchemas.ts`; docs/decisions/035), read through the module the content step
 * generates from the folder. Adding a service page means adding that one file (`npm run
 * new:service -- <audience> <slug>` writes it): its `order` places it and its `hub` puts its card
 * on the hub (docs/decisions/039); no list and no component changes.
 */
import { services as businesses } from "../generated/businessServices";
import { services as individuals } from "../generated/individualServices";
import type { ServiceAudience, ServiceEntry } from "../pageTypes";

/** Every service, individuals first, each audience in its files' `order`. */
export const serviceEntries: readonly ServiceEntry[] = [...individuals, ...businesses];

/**
 * The services whose card an audience's hub shows (`hub: true`), in their `order`.
 * @param audience - `individuals` or `businesses`.
 * @returns the entries, possibly none (then the hub's card grid is empty and the build's link
 *   check fails on the pages nothing links to).
 */
export function hubServices(audience: ServiceAudience): ServiceEntry[] {
  return serviceEntries.filter((service) => service.audience === audience && service.hub);
}
