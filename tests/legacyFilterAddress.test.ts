/**
 * The addresses from before the filter pages (docs/product-decisions.md, decision 11): an old
 * `?category=` or `?industry=` address is replaced by the value's own page, keeping the other
 * parameters, and never leaves the site (no open redirect).
 */
import { describe, expect, it } from "vitest";
import { legacyBlogCategoryTarget } from "../src/content/blogList";
import { legacyFilterTarget } from "../src/content/legacyFilterAddress";
import { BLOG_PATH, blogCategoryPath, canonicalPath } from "../src/site/paths";

const BLOG = canonicalPath(BLOG_PATH);
const LEGAL = canonicalPath(blogCategoryPath("Legal Insights"));

describe("an old blog address with ?category=", () => {
  it("goes to that category's page, keeping the search text", () => {
    expect(legacyBlogCategoryTarget("?category=Legal+Insights", BLOG_PATH)).toBe(LEGAL);
    expect(legacyBlogCategoryTarget("?category=Legal+Insights&q=review", BLOG_PATH)).toBe(`${LEGAL}?q=review`);
    expect(legacyBlogCategoryTarget("q=data+broker&category=Legal%20Insights", BLOG_PATH)).toBe(`${LEGAL}?q=data+broker`);
  });

  it("drops an unknown category and stays on the page shown", () => {
    expect(legacyBlogCategoryTarget("?category=Gossip&q=review", BLOG_PATH)).toBe(`${BLOG}?q=review`);
    expect(legacyBlogCategoryTarget("?category=", blogCategoryPath("Tips & Tricks"))).toBe(canonicalPath(blogCategoryPath("Tips & Tricks")));
  });

  it("does nothing without ?category=", () => {
    expect(legacyBlogCategoryTarget("?q=review", BLOG_PATH)).toBeNull();
    expect(legacyBlogCategoryTarget("", BLOG_PATH)).toBeNull();
  });

  it("stays on the site's own host, whatever the category says (no open redirect)", () => {
    for (const value of ["//evil.example", "https://evil.example/", "/\\evil.example", "\\\\evil.example", "javascript:alert(1)", "%2F%2Fevil.example"]) {
      const target = legacyBlogCategoryTarget(`?${new URLSearchParams({ category: value }).toString()}`, BLOG_PATH);
      expect(target).toBe(BLOG);
      expect(new URL(target ?? "", "https://site.example/").host).toBe("site.example");
    }
  });
});

describe("legacyFilterTarget", () => {
  it("builds the target from the list's own path for the value, never from the value", () => {
    const seen: string[] = [];
    const target = legacyFilterTarget("?industry=Personal&sort=relevance", "industry", (value) => {
      seen.push(value);
      return "/learning/case-studies/industry/personal";
    });
    expect(seen).toEqual(["Personal"]);
    expect(target).toBe("/learning/case-studies/industry/personal/?sort=relevance");
  });
});
