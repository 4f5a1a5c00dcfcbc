import type { ContentSection } from "./pageTypes";
import { hubServices } from "./services";
import { canonicalPath, servicePath } from "../site/paths";

/** A section as rendered: `serviceCards` are resolved to plain cards. */
export type ResolvedSection = Exclude<ContentSection, { kind: "serviceCards" }>;

/**
 * Resolves `serviceCards` sections into card grids from the service collection (one source for
 * each service's name, summary and icon, and for which services a hub shows, in what order: each
 * service file's `hub` and `order`; docs/decisions/039). Runs in route loaders, at build time, so
 * the client receives only the cards of the page it shows.
 * @throws Error naming the audience when none of its services has `hub: true`: a grid without
 *   cards is a content error and must fail the build, not render an empty section.
 */
export function resolveSections(sections: readonly ContentSection[]): ResolvedSection[] {
  return sections.map((section) => {
    if (section.kind !== "serviceCards") return section;
    const services = hubServices(section.audience);
    if (services.length === 0) throw new Error(`No service page of src/content/services/${section.audience}/ has "hub: true": the section "${section.heading}" has no card to show.`);
    return {
      kind: "cards",
      heading: section.heading,
      ...(section.intro ? { intro: section.intro } : {}),
      columns: 3,
      cards: services.map((service) => ({
        icon: service.icon,
        title: service.name,
        description: service.summary,
        href: canonicalPath(servicePath(service)),
      })),
    };
  });
}
