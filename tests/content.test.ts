import { describe, expect, it } from "vitest";
import { legalFrontmatterSchema, parseFrontmatter } from "../src/content/frontmatter";
import { aboutPages, serviceHubPages } from "../src/content/pages";
import { resolveSections } from "../src/content/resolveSections";
import { serviceEntries, servicePath } from "../src/content/services";
import { breadcrumbTrail, findPage, pageRoutes, prerenderPaths } from "../src/routes/manifest";

describe("content collections and the route manifest", () => {
  it("gives every service entry a route, with the service template, and prerenders it", () => {
    for (const service of serviceEntries) {
      const route = findPage(servicePath(service));
      expect(route?.file).toBe("routes/service.tsx");
      expect(prerenderPaths()).toContain(servicePath(service));
    }
  });

  it("has unique route ids and paths", () => {
    expect(new Set(pageRoutes.map((route) => route.id)).size).toBe(pageRoutes.length);
    expect(new Set(pageRoutes.map((route) => route.path)).size).toBe(pageRoutes.length);
  });

  it("builds breadcrumbs from the URL hierarchy (Home > Services > For Businesses > page)", () => {
    expect(breadcrumbTrail("/services/businesses/review-management/").map((item) => item.name)).toEqual([
      "Home",
      "Services",
      "For Businesses",
      "Review Management",
    ]);
  });

  it("resolves the hubs' service cards from the service collection", () => {
    for (const hub of serviceHubPages) {
      for (const section of resolveSections(hub.sections)) {
        if (section.kind !== "cards") continue;
        for (const card of section.cards) {
          if (card.href) expect(findPage(card.href), card.href).toBeDefined();
        }
      }
    }
  });

  it("keeps SPEC's counts: five process phases, six advantages, four core values", () => {
    const process = aboutPages.find((page) => page.path === "/about/process");
    const phases = process?.sections.find((section) => section.kind === "pillars");
    expect(phases?.kind === "pillars" ? phases.pillars.map((phase) => phase.title) : []).toEqual([
      "Discovery and Analysis",
      "Strategic Blueprint",
      "Implementation",
      "Monitoring and Optimization",
      "Long-Term Resilience",
    ]);
    const why = aboutPages.find((page) => page.path === "/about/why-choose-rrr");
    const blocks = why?.sections.find((section) => section.kind === "advantages");
    expect(blocks?.kind === "advantages" ? blocks.blocks : []).toHaveLength(6);
  });

  it("rejects frontmatter with a missing or malformed field, naming the file and the field", () => {
    const valid = {
      title: "Terms of Service",
      description: "The terms that govern the use of the website and services of RRR Reputation Management.",
      keywords: ["terms"],
      dateLabel: "Effective",
      date: "2025-06-03",
    };
    expect(parseFrontmatter(legalFrontmatterSchema, valid, "terms.md").date).toBe("2025-06-03");
    const withoutTitle = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== "title"));
    expect(() => parseFrontmatter(legalFrontmatterSchema, withoutTitle, "src/content/legal/terms.md")).toThrow(
      /src\/content\/legal\/terms\.md: frontmatter field "title"/,
    );
    expect(() => parseFrontmatter(legalFrontmatterSchema, { ...valid, date: "June 3" }, "terms.md")).toThrow(
      /terms\.md: frontmatter field "date"/,
    );
  });
});
