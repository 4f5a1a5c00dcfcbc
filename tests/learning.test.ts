import { describe, expect, it } from "vitest";
import { site } from "../src/content/site";
import { blogCategoryAtPath, parseBlogCategory, postSearchId, postsInCategory, foundPosts } from "../src/content/blogSearch";
import {
  caseStudyIndustries,
  industriesOf,
  industryAtPath,
  parseIndustry,
  parseSort,
  selectCaseStudies,
} from "../src/content/caseStudyFilter";
import { blogCategoryPath, caseStudyIndustryPath, filterSlug } from "../src/site/paths";
import { blogPosts, caseStudies, guides, relatedPosts } from "../src/content/collections";
import { BLOG_CATEGORY_PAGES, CASE_STUDY_INDUSTRY_PAGES } from "../src/content/filterPages";
import { WORDS_PER_MINUTE, blogFrontmatterSchema, caseStudyFrontmatterSchema, countWords, parseFrontmatter } from "../src/content/frontmatter";
import { BLOG_CATEGORIES } from "../src/content/taxonomy";

describe("Learning Center collections", () => {
  it("holds SPEC's articles with the article pages' read times (docs/product-decisions.md, decision 3)", () => {
    const readTimes = Object.fromEntries(blogPosts.map((post) => [post.slug, post.readTime]));
    expect(readTimes).toMatchObject({
      "diy-reputation-mistakes": 5,
      "ceo-reputation-guide": 7,
      "legal-review-options": 6,
      "positive-content-strategy": 6,
      "data-broker-dangers": 7,
    });
    expect(Object.keys(readTimes)).toEqual(expect.arrayContaining(["ai-reputation", "guide-to-online-harassment"]));
    for (const post of blogPosts) expect(Math.round(post.words / WORDS_PER_MINUTE), post.slug).toBe(post.readTime);
    for (const guide of guides) expect(Math.round(guide.words / WORDS_PER_MINUTE), guide.slug).toBe(guide.readTime);
  });

  it("lists posts newest first", () => {
    const dates = blogPosts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("counts words the way the read-time check does", () => {
    expect(countWords("## Intro {#introduction}\n\nOne two, three - four.")).toBe(5);
  });

  it("rejects a post whose category is not one of SPEC's five, naming the file and field", () => {
    expect(() =>
      parseFrontmatter(blogFrontmatterSchema, { ...blogPosts[0], category: "Gossip" }, "src/content/blog/x.md"),
    ).toThrow(/src\/content\/blog\/x\.md: frontmatter field "category"/);
  });
});

describe("blog list (SPEC §4 'Blog list'; the search itself is tested in tests/search.test.ts)", () => {
  it("lists a category's posts newest first, and every post for all", () => {
    for (const category of BLOG_CATEGORIES) {
      const listed = postsInCategory(blogPosts, category);
      expect(listed.map((post) => post.slug), category).toEqual(blogPosts.filter((post) => post.category === category).map((post) => post.slug));
      expect(listed.map((post) => post.date), category).toEqual(listed.map((post) => post.date).sort().reverse());
    }
    expect(postsInCategory(blogPosts, "all")).toEqual(blogPosts);
  });

  it("keeps the search's order and drops results outside the category or outside the blog, making each card from its result", () => {
    const [first, second, third] = blogPosts;
    if (!first || !second || !third) throw new Error("the blog needs three posts for this test");
    const result = (post: typeof first) => ({
      id: postSearchId(post.slug),
      title: post.title,
      card: { category: post.category, date: post.date, displayDate: post.displayDate, readTime: post.readTime, image: post.image },
    });
    const guide = { id: "guide:online-content-removal-guide", title: "A guide" };
    const results = [result(third), guide, result(first)];
    const all = foundPosts(results, "all");
    expect(all.map(({ post }) => post.slug)).toEqual([third.slug, first.slug]);
    expect(all[0]?.post).toMatchObject({ title: third.title, category: third.category, displayDate: third.displayDate, readTime: third.readTime });
    const onlyThirds = foundPosts(results, third.category).map(({ post }) => post.slug);
    expect(onlyThirds).toContain(third.slug);
    expect(onlyThirds.every((slug) => blogPosts.find((post) => post.slug === slug)?.category === third.category)).toBe(true);
  });

  it("reads only known categories from an old ?category= address", () => {
    expect(parseBlogCategory("Nope")).toBe("all");
    expect(parseBlogCategory("Tips & Tricks")).toBe("Tips & Tricks");
  });
});

describe("filtered list pages (docs/product-decisions.md, decision 11: filtered lists are prerendered URLs)", () => {
  it("makes URL slugs from category and industry names", () => {
    expect(filterSlug("Tips & Tricks")).toBe("tips-and-tricks");
    expect(filterSlug("Executive ORM")).toBe("executive-orm");
    expect(filterSlug("  Legal Insights! ")).toBe("legal-insights");
    expect(blogCategoryPath("Privacy Protection")).toBe("/learning/blog/category/privacy-protection");
    expect(caseStudyIndustryPath("Hospitality")).toBe("/learning/case-studies/industry/hospitality");
  });

  it("finds the category of a category page in either URL form, and all posts elsewhere", () => {
    for (const category of BLOG_CATEGORIES) {
      expect(blogCategoryAtPath(blogCategoryPath(category))).toBe(category);
      expect(blogCategoryAtPath(`${blogCategoryPath(category)}/`)).toBe(category);
    }
    expect(blogCategoryAtPath("/learning/blog/")).toBe("all");
    expect(blogCategoryAtPath("/learning/blog/category/gossip/")).toBe("all");
  });

  it("gives every category and industry page a title of at most 60 characters with the site name, and a 120-160 character description", () => {
    for (const copy of [...Object.values(BLOG_CATEGORY_PAGES), ...Object.values(CASE_STUDY_INDUSTRY_PAGES)]) {
      expect(`${copy.title} | ${site.shortName}`.length, copy.title).toBeLessThanOrEqual(60);
      expect(copy.description.length, copy.title).toBeGreaterThanOrEqual(120);
      expect(copy.description.length, copy.title).toBeLessThanOrEqual(160);
      expect(copy.intro.length, copy.title).toBeGreaterThan(40);
    }
  });
});

describe("related posts", () => {
  it("suggests two related posts, never the post itself", () => {
    for (const post of blogPosts) {
      const related = relatedPosts(post);
      expect(related).toHaveLength(2);
      expect(related.map((other) => other.slug)).not.toContain(post.slug);
    }
  });
});

describe("case-study industries, filter and sort", () => {
  it("offers exactly the industries that have stories, counting a story under its industry and each related one", () => {
    const offered = caseStudyIndustries(caseStudies);
    const named = new Set(caseStudies.flatMap((study) => industriesOf(study)));
    expect(offered.map((industry) => industry.name).sort()).toEqual([...named].sort());
    for (const { name, count } of offered) {
      expect(count, name).toBe(caseStudies.filter((study) => study.industry === name || study.relatedIndustries?.includes(name)).length);
      expect(selectCaseStudies(caseStudies, name, "newest"), name).toHaveLength(count);
    }
  });

  it("reaches every story by its own industry and by each of its related industries", () => {
    for (const study of caseStudies) {
      for (const industry of [study.industry, ...(study.relatedIndustries ?? [])]) {
        expect(selectCaseStudies(caseStudies, industry, "newest").map((shown) => shown.slug), `${study.slug} under ${industry}`).toContain(study.slug);
      }
    }
  });

  it("finds the industry of an industry page, and All elsewhere or for an industry without a page", () => {
    expect(industryAtPath("/learning/case-studies/industry/personal/", ["Personal", "Finance"])).toBe("Personal");
    expect(industryAtPath("/learning/case-studies/industry/finance", ["Personal", "Finance"])).toBe("Finance");
    expect(industryAtPath("/learning/case-studies/industry/technology/", ["Personal"])).toBe("All");
    expect(industryAtPath("/learning/case-studies/", ["Personal"])).toBe("All");
  });

  it("rejects a story whose industry has no page copy, naming the file and field", () => {
    const story = caseStudies[0];
    expect(() => parseFrontmatter(caseStudyFrontmatterSchema, { ...story, industry: "Gardening" }, "src/content/case-studies/x.md")).toThrow(
      /src\/content\/case-studies\/x\.md: frontmatter field "industry"/,
    );
  });

  it("shows every story for All, newest first", () => {
    const shown = selectCaseStudies(caseStudies, "All", "newest").map((study) => study.date);
    expect(shown).toEqual([...shown].sort().reverse());
  });

  it("keeps only stories relevant to the chosen industry, ranking the client's own industry first", () => {
    // Every industry the stories name, from their frontmatter.
    for (const { name } of caseStudyIndustries(caseStudies)) {
      const ranked = selectCaseStudies(caseStudies, name, "relevance");
      expect(ranked.length, name).toBeGreaterThan(0);
      if (caseStudies.some((study) => study.industry === name)) expect(ranked[0]?.industry, name).toBe(name);
      expect(selectCaseStudies(caseStudies, name, "newest").every((study) => study.industry === name || study.relatedIndustries?.includes(name)), name).toBe(true);
    }
    expect(parseIndustry("Gardening")).toBe("All");
    expect(parseSort("random")).toBe("newest");
  });
});
