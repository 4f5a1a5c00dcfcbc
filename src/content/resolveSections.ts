import type { ContentSection } from "./pageTypes";
import { requireService } from "./services";
import { canonicalPath, servicePath } from "../site/paths";

/** A section as rendered: `serviceCards` are resolved to plain cards. */
export type ResolvedSection = Exclude<ContentSection, { kind: "serviceCards" }>;

/**
 * Resolves `serviceCards` sections into card grids from the service collection (one source for
 * each service's name, summary and icon). Runs in route loaders, at build time, so the client
 * receives only the cards of the page it shows.
 * @throws Error when a listed service does not exist (see `requireService`).
 */
export function resolveSections(sections: readonly ContentSection[]): ResolvedSection[] {
  return sections.map((section) => {
    if (section.kind !== "serviceCards") return section;
    return {
      kind: "cards",
      heading: section.heading,
      ...(section.intro ? { intro: section.intro } : {}),
      columns: 3,
      cards: section.slugs.map((slug) => {
        const service = requireService(section.audience, slug);
        return {
          icon: service.icon,
          title: service.name,
          description: service.summary,
          href: canonicalPath(servicePath(service)),
        };
      }),
    };
  });
}
