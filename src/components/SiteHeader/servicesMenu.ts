import { pageIndex } from "../../content/generated/pageIndex";
import type { ServiceAudience } from "../../content/pageTypes";
import { SERVICES_PATH, canonicalPath, registeredPath, serviceHubPath, servicePath } from "../../site/paths";

/** One audience's group of the header's Services list: its hub and its services, in hub order. */
export interface ServiceGroup {
  readonly audience: ServiceAudience;
  /** The group's label, which links to its hub: "For individuals". */
  readonly label: string;
  /** Canonical path of the audience's hub, e.g. `/services/individuals/`. */
  readonly href: string;
  readonly services: readonly { readonly name: string; readonly href: string }[];
}

/** The labels of the two audiences, in sentence case. */
const AUDIENCE_LABELS: Readonly<Record<ServiceAudience, string>> = { individuals: "For individuals", businesses: "For businesses" };

/**
 * Every service page, by audience (individuals first, as the Services hub lists them), for the
 * header's Services list: each service is one step from every page (docs/decisions/046). Read from the page index the content step writes, so a service added through
 * the CMS or `npm run new:service` is listed with no change here.
 */
export const SERVICE_GROUPS: readonly ServiceGroup[] = (["individuals", "businesses"] as const).map((audience) => ({
  audience,
  label: AUDIENCE_LABELS[audience],
  href: canonicalPath(serviceHubPath(audience)),
  services: pageIndex.services.filter((service) => service.audience === audience).map((service) => ({ name: service.name, href: canonicalPath(servicePath(service)) })),
}));

/** Canonical path of the Services hub, the list's "All services" link. */
export const ALL_SERVICES_HREF = canonicalPath(SERVICES_PATH);

/** Whether `href` is the page at `pathname` (`aria-current="page"` on that link). */
export function isCurrentPage(href: string, pathname: string): boolean {
  return registeredPath(href) === registeredPath(pathname);
}
