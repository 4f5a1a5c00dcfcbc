/**
 * The route manifest registers the later pages of each long list (docs/decisions/045): with 25
 * posts, 12 guides and 10 case studies (`vi.mock` of the page index the content step writes), the
 * blog list, a category with more than nine posts, the guides, and the case-study list in both its
 * sorts each get `/page/<n>` routes of their own template, and nothing else does.
 */
import { describe, expect, it, vi } from "vitest";
import type { PageIndex } from "../src/content/pageTypes";
import { BLOG_PATH, CASE_STUDIES_PATH, GUIDES_PATH, blogCategoryPath, caseStudiesSortPath, caseStudyIndustryPath } from "../src/site/paths";

const { index } = await vi.hoisted(async () => {
  const { pageIndex } = await import("../src/content/generated/pageIndex");
  const firstCategory = pageIndex.blogPosts[0]?.category ?? "Tips & Tricks";
  const industry = pageIndex.caseStudyIndustries[0] ?? "Hospitality";
  const many: PageIndex = {
    ...pageIndex,
    blogPosts: Array.from({ length: 25 }, (_, n) => ({ slug: `post-${String(n)}`, name: `Post ${String(n)}`, category: firstCategory })),
    guides: Array.from({ length: 12 }, (_, n) => ({ slug: `guide-${String(n)}`, name: `Guide ${String(n)}` })),
    caseStudies: Array.from({ length: 10 }, (_, n) => ({ slug: `story-${String(n)}`, name: `Story ${String(n)}`, industries: [industry] })),
    caseStudyIndustries: [industry],
  };
  return { index: many };
});

vi.mock("../src/content/generated/pageIndex", () => ({ pageIndex: index }));

const { pageRoutes } = await import("../src/site/manifest");

/** The registered paths of the routes of `file` that end in a page number. */
function numberedPages(file: string): string[] {
  return pageRoutes.filter((route) => route.file === file && /\/page\/\d+$/.test(route.path)).map((route) => route.path);
}

describe("the route manifest's list pages", () => {
  it("gives the blog list and its full category pages 2 and 3, each of the blog's template with scripts", () => {
    const category = index.blogPosts[0]?.category;
    if (category === undefined) throw new Error("no category");
    expect(numberedPages("routes/blog-index.tsx")).toEqual([`${BLOG_PATH}/page/2`, `${BLOG_PATH}/page/3`, `${blogCategoryPath(category)}/page/2`, `${blogCategoryPath(category)}/page/3`]);
    const second = pageRoutes.find((route) => route.path === `${BLOG_PATH}/page/2`);
    expect(second).toMatchObject({ name: "Page 2", scripts: "islands" });
  });

  it("gives the guides a second page, and each case-study list its second page, sorted pages kept out of search engines", () => {
    expect(numberedPages("routes/guides-index.tsx")).toEqual([`${GUIDES_PATH}/page/2`]);
    const industry = index.caseStudyIndustries[0];
    if (industry === undefined) throw new Error("no industry");
    const sorted = `${caseStudiesSortPath(CASE_STUDIES_PATH, "relevance")}/page/2`;
    expect(numberedPages("routes/case-studies-index.tsx")).toEqual([
      `${CASE_STUDIES_PATH}/page/2`,
      `${caseStudyIndustryPath(industry)}/page/2`,
      sorted,
      `${caseStudiesSortPath(caseStudyIndustryPath(industry), "relevance")}/page/2`,
    ]);
    expect(pageRoutes.find((route) => route.path === sorted)?.indexed).toBe(false);
    expect(pageRoutes.find((route) => route.path === `${CASE_STUDIES_PATH}/page/2`)?.indexed).toBeUndefined();
  });

  it("registers every path once", () => {
    const paths = pageRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
