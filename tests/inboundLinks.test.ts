/**
 * The build's check for pages nothing links to (scripts/html/inbound-links.ts, run by
 * scripts/postbuild.ts; docs/decisions/039): a page of the manifest that following links from the
 * home page never reaches fails the build, named with the file that declares it.
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { anchorHrefs, linkTarget, unreachablePages } from "../scripts/html/inbound-links";
import { pageSourceFile } from "../scripts/html/page-sources";
import { serviceEntries } from "../src/content/services";
import { pageRoutes } from "../src/site/manifest";
import { servicePath } from "../src/site/paths";

describe("the links of a built page", () => {
  it("are read from its <a> elements, with &amp; decoded", () => {
    expect(anchorHrefs('<a class="x" href="/contact/">C</a><a id="y">none</a><a href="/learning/?q=a&amp;b=c">S</a>')).toEqual(["/contact/", "/learning/?q=a&b=c"]);
  });

  it("lead to the canonical path of a page of this site, or nowhere for another origin, mail, phone or the same page's anchor", () => {
    expect(linkTarget("/services/businesses/review-management/#platforms", "/")).toBe("/services/businesses/review-management/");
    expect(linkTarget("../story/", "/about/team/")).toBe("/about/story/");
    expect(linkTarget("/contact", "/")).toBe("/contact/");
    expect(linkTarget("https://en.wikipedia.org/wiki/RRR", "/")).toBeUndefined();
    expect(linkTarget("mailto:help@example.com", "/")).toBeUndefined();
    expect(linkTarget("tel:+13125550100", "/")).toBeUndefined();
    expect(linkTarget("#main", "/about/")).toBeUndefined();
  });
});

describe("pages no link from the home page reaches", () => {
  const pages = [
    { path: "/", hrefs: ["/services/", "/contact/"] },
    { path: "/services/", hrefs: ["/services/businesses/", "/"] },
    { path: "/services/businesses/", hrefs: ["/services/businesses/review-management/"] },
    { path: "/services/businesses/review-management/", hrefs: [] },
    { path: "/contact/", hrefs: [] },
    // Two pages that link to each other, and nothing else to them.
    { path: "/services/businesses/island-a/", hrefs: ["/services/businesses/island-b/"] },
    { path: "/services/businesses/island-b/", hrefs: ["/services/businesses/island-a/"] },
    { path: "/services/businesses/orphan/", hrefs: ["/"] },
    { path: "/services/businesses/from-not-found/", hrefs: [] },
    { path: "/404-page/", hrefs: ["/services/businesses/from-not-found/"] },
  ];
  const manifest = pages.map((page) => page.path).filter((path) => path !== "/404-page/" && path !== "/");

  it("are every page the walk from home misses: an orphan, an island of pages linking to each other, a page linked only from the not-found page", () => {
    expect(unreachablePages(pages, manifest, "/", new Set(["/404-page/"]))).toEqual([
      { path: "/services/businesses/island-a/", linkedFrom: ["/services/businesses/island-b/"] },
      { path: "/services/businesses/island-b/", linkedFrom: ["/services/businesses/island-a/"] },
      { path: "/services/businesses/orphan/", linkedFrom: [] },
      { path: "/services/businesses/from-not-found/", linkedFrom: [] },
    ]);
  });

  it("are none once each is linked from a page the walk reaches", () => {
    const linked = pages.map((page) =>
      page.path === "/services/businesses/" ? { ...page, hrefs: [...page.hrefs, "/services/businesses/island-a/", "orphan/", "from-not-found/"] } : page,
    );
    expect(unreachablePages(linked, manifest, "/", new Set(["/404-page/"]))).toEqual([]);
  });
});

describe("the file named for a page", () => {
  it("exists for every page of the route manifest", () => {
    for (const route of pageRoutes) expect(existsSync(pageSourceFile(route)), `${route.path}: ${pageSourceFile(route)}`).toBe(true);
  });

  it("is the service's own content file for a service page, and the hub's for a hub", () => {
    for (const service of serviceEntries) {
      expect(pageSourceFile({ path: servicePath(service), file: "routes/service.tsx" })).toBe(`src/content/services/${service.audience}/${service.slug}.yml`);
    }
    expect(pageSourceFile({ path: "/services/businesses", file: "routes/content-page.tsx" })).toBe("src/content/pages/services-businesses.yml");
  });
});
