import { pageIndex } from "../../content/generated/pageIndex";
import type { ServiceAudience } from "../../content/pageTypes";
import { CHARGING_PATH, SERVICES_PATH, STANDARDS_PATH, canonicalPath, guidePath, registeredPath, serviceHubPath, servicePath } from "../../site/paths";

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

/** A link of the list's foot, after "All services". */
export interface ServicesFootLink {
  readonly label: string;
  readonly href: string;
}

/**
 * The free routes, one step from every page beside the paid services: the guide "Free ways to
 * remove or report harmful content first" (docs/content/review.md, teen-fo-10).
 */
export const FREE_OPTIONS_LINK: ServicesFootLink = { label: "Free ways to remove or report content", href: canonicalPath(guidePath("free-options")) };

/**
 * "Before you decide": how the firm charges and what it will not do, the pages of `TrustLinks`
 * (docs/decisions/046; docs/content/review.md, buyer-t9).
 */
export const BEFORE_YOU_DECIDE_LINKS: readonly ServicesFootLink[] = [
  { label: "How we charge", href: canonicalPath(CHARGING_PATH) },
  { label: "Our standards", href: canonicalPath(STANDARDS_PATH) },
];

/** Whether `href` is the page at `pathname` (`aria-current="page"` on that link). */
export function isCurrentPage(href: string, pathname: string): boolean {
  return registeredPath(href) === registeredPath(pathname);
}
