import type { ServiceAudience } from "./pageTypes";

/** The registered path of a service page, e.g. `/services/businesses/review-management`. */
export function servicePath(entry: { audience: ServiceAudience; slug: string }): string {
  return `/services/${entry.audience}/${entry.slug}`;
}
