import { RSS_ITEMS } from "../src/config/defaults";
import { rssFeed } from "../src/routes/rss[.]xml";
import { describe, expect, it } from "vitest";
import { legalFrontmatterSchema, parseFrontmatter } from "../src/content/frontmatter";
import { aboutPages, serviceHubPages } from "../src/content/pages";
import { resolveSections } from "../src/content/resolveSections";
import { serviceEntries } from "../src/content/services";
import { serviceIllustration } from "../src/content/serviceIllustration";
import { formatDate, newestFirst } from "../src/content/dates";
import { caseStudyIndustries } from "../src/content/caseStudyFilter";
import { blogCategoryPath, canonicalPath, caseStudyIndustryPath, registeredPath, serviceHubPath, servicePath } from "../src/site/paths";
import { caseStudies } from "../src/content/collections";
import { pageIndex } from "../src/content/generated/pageIndex";
import { BLOG_CATEGORIES } from "../src/content/taxonomy";
import { breadcrumbTrail, findPage, pageRoutes, prerenderPaths } from "../src/site/manifest";
import { loader as sitemapLoader } from "../src/routes/sitemap[.]xml";

describe("content collections and the route manifest", () => {
  it("gives every service entry a route, with the service template, and prerenders it", () => {
    for (const service of serviceEntries) {
      const route = findPage(servicePath(service));
      expect(route?.file).toBe("routes/service.tsx");
      expect(prerenderPaths()).toContain(servicePath(service));
    }
  });

  it("draws a different hero for services next to each other on a hub, none with the fallback drawing", () => {
    for (const audience of ["individuals", "businesses"] as const) {
      const drawings = serviceEntries.filter((service) => service.audience === audience).map((service) => `${service.slug}: ${serviceIllustration(service.icon)}`);
      expect(drawings.length).toBeGreaterThan(1);
      for (const [index, drawing] of drawings.entries()) {
        expect(drawing).not.toMatch(/: compass$/);
        if (index > 0) expect(drawing.split(": ")[1], `${drawing} after ${String(drawings[index - 1])}`).not.toBe(drawings[index - 1]?.split(": ")[1]);
      }
    }
  });

  it("has unique route ids and paths", () => {
    expect(new Set(pageRoutes.map((route) => route.id)).size).toBe(pageRoutes.length);
    expect(new Set(pageRoutes.map((route) => route.path)).size).toBe(pageRoutes.length);
  });

  it("builds breadcrumbs from the URL hierarchy (Home > Services > the audience's hub > page), each named as its content file names it", () => {
    for (const service of serviceEntries) {
      const hub = serviceHubPages.find((page) => page.path === serviceHubPath(service.audience));
      expect(breadcrumbTrail(canonicalPath(servicePath(service))).map((item) => item.name)).toEqual(["Home", "Services", hub?.name, service.name]);
    }
  });

  it("prerenders a page per blog category, with the blog list's template and the trail Home > Learning Center > Blog > category", () => {
    for (const category of BLOG_CATEGORIES) {
      const route = findPage(blogCategoryPath(category));
      expect(route?.file, category).toBe("routes/blog-index.tsx");
      expect(prerenderPaths()).toContain(blogCategoryPath(category));
      expect(breadcrumbTrail(`${blogCategoryPath(category)}/`).map((item) => item.name)).toEqual(["Home", "Learning Center", "Blog", category]);
    }
    expect(findPage("/learning/blog/category/tips-and-tricks/")?.name).toBe("Tips & Tricks");
  });

  it("prerenders a page per industry that has case studies, and none for the others", () => {
    const offered = caseStudyIndustries(caseStudies).map((industry) => industry.name);
    expect(pageIndex.caseStudyIndustries).toEqual(offered);
    expect(offered.length).toBeGreaterThan(0);
    const industryPages = pageRoutes.filter((route) => route.path.startsWith("/learning/case-studies/industry/") && route.indexed !== false);
    expect(industryPages.map((route) => route.path)).toEqual(offered.map((industry) => caseStudyIndustryPath(industry)));
    for (const industry of offered) {
      expect(findPage(caseStudyIndustryPath(industry))?.file).toBe("routes/case-studies-index.tsx");
      expect(breadcrumbTrail(caseStudyIndustryPath(industry)).map((item) => item.name)).toEqual(["Home", "Learning Center", "Case Studies", industry]);
    }
  });

  it("lists the category and industry pages in sitemap.xml by their canonical URLs", async () => {
    const xml = await sitemapLoader().text();
    const paths = [...BLOG_CATEGORIES.map((category) => blogCategoryPath(category)), ...pageIndex.caseStudyIndustries.map((industry) => caseStudyIndustryPath(industry))];
    for (const path of paths) expect(xml).toContain(`${canonicalPath(path)}</loc>`);
  });

  it("resolves the hubs' service cards from the service collection", () => {
    for (const hub of serviceHubPages) {
      for (const section of resolveSections(hub.sections)) {
        if (section.kind !== "cards") continue;
        for (const card of section.cards) {
          // The card leads to the page registered at its address (not the not-found page).
          if (card.href) expect(findPage(card.href)?.path, card.href).toBe(registeredPath(card.href));
        }
      }
    }
  });

  it("gives the process page its numbered phases and the why-choose page its advantages (the items are the content files')", () => {
    const process = aboutPages.find((page) => page.path === "/about/process");
    const phases = process?.sections.find((section) => section.kind === "pillars");
    expect(phases?.kind === "pillars" ? phases.pillars.length : 0).toBeGreaterThan(0);
    const why = aboutPages.find((page) => page.path === "/about/why-choose-rrr");
    const blocks = why?.sections.find((section) => section.kind === "advantages");
    expect(blocks?.kind === "advantages" ? blocks.blocks.length : 0).toBeGreaterThan(0);
  });

  it("rejects frontmatter with a missing or malformed field, naming the file and the field", () => {
    const valid = {
      title: "Terms of Service",
      name: "Terms of Service",
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
    // A footer column the footer does not have is refused, naming the field (docs/decisions/065).
    expect(() => parseFrontmatter(legalFrontmatterSchema, { ...valid, footer: "Trust" }, "terms.md")).toThrow(/terms\.md: frontmatter field "footer"/);
    expect(() => parseFrontmatter(legalFrontmatterSchema, { ...valid, date: "June 3" }, "terms.md")).toThrow(
      /terms\.md: frontmatter field "date"/,
    );
  });
});

describe("dates as the site writes them", () => {
  it("writes ISO dates in the en-US long form, whatever the time zone", () => {
    expect(formatDate("2025-06-02")).toBe("June 2, 2025");
    expect(formatDate("2024-12-31")).toBe("December 31, 2024");
    expect(formatDate("2026-01-01")).toBe(new Date("2026-01-01T00:00:00Z").toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" }));
  });

  it("refuses what is not a YYYY-MM-DD date", () => {
    expect(() => formatDate("June 3")).toThrow(/not a YYYY-MM-DD date/);
    expect(() => formatDate("2025-13-01")).toThrow(/not a YYYY-MM-DD date/);
  });

  it("orders dates newest first", () => {
    expect(["2024-01-05", "2025-06-02", "2025-01-30"].sort(newestFirst)).toEqual(["2025-06-02", "2025-01-30", "2024-01-05"]);
  });
});

describe("the blog's RSS feed", () => {
  it(`lists the newest ${String(RSS_ITEMS)} posts only, newest first, however many the blog has`, () => {
    const posts = Array.from({ length: RSS_ITEMS + 5 }, (_, index) => ({
      slug: `post-${String(index)}`,
      title: `Post ${String(index)}`,
      date: `2025-01-${String(28 - index).padStart(2, "0")}`,
      category: "Tips & Tricks" as const,
      excerpt: "An excerpt.",
    }));
    const feed = rssFeed(posts);
    const links = Array.from(feed.matchAll(/<link>[^<]*\/learning\/blog\/(post-\d+)\/<\/link>/g), (match) => match[1]);
    expect(links).toEqual(posts.slice(0, RSS_ITEMS).map((post) => post.slug));
  });
});
