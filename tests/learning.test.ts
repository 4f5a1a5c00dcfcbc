import { describe, expect, it } from "vitest";
import { filterPosts, parseBlogCategory, type SearchablePost } from "../src/content/blogSearch";
import { parseIndustry, parseSort, selectCaseStudies } from "../src/content/caseStudyFilter";
import { blogPosts, caseStudies, guides, relatedPosts } from "../src/content/collections";
import { WORDS_PER_MINUTE, blogFrontmatterSchema, countWords, parseFrontmatter } from "../src/content/frontmatter";

const searchable: SearchablePost[] = blogPosts.map((post) => ({ ...post, searchText: "" }));

describe("Learning Center collections", () => {
  it("holds SPEC's articles with the article pages' read times (PRODUCT.md decision 3)", () => {
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

describe("blog search (SPEC §4 'Blog list')", () => {
  it("matches title or excerpt case-insensitively and keeps the order", () => {
    const result = filterPosts(searchable, "  BROKER ", "all");
    expect(result.map((post) => post.slug)).toContain("data-broker-dangers");
    expect(result.every((post) => `${post.title} ${post.excerpt} ${post.tags.join(" ")}`.toLowerCase().includes("broker"))).toBe(true);
  });

  it("searches the body text too", () => {
    const withBody = searchable.map((post) => (post.slug === "ceo-reputation-guide" ? { ...post, searchText: "quokka" } : post));
    expect(filterPosts(withBody, "quokka", "all").map((post) => post.slug)).toEqual(["ceo-reputation-guide"]);
  });

  it("filters by category and combines with the query", () => {
    expect(filterPosts(searchable, "", "Legal Insights").every((post) => post.category === "Legal Insights")).toBe(true);
    expect(filterPosts(searchable, "zzzz", "all")).toEqual([]);
    expect(parseBlogCategory("Nope")).toBe("all");
    expect(parseBlogCategory("Tips & Tricks")).toBe("Tips & Tricks");
  });

  it("suggests two related posts, never the post itself", () => {
    for (const post of blogPosts) {
      const related = relatedPosts(post);
      expect(related).toHaveLength(2);
      expect(related.map((other) => other.slug)).not.toContain(post.slug);
    }
  });
});

describe("case-study filter and sort", () => {
  it("shows every story for All, newest first", () => {
    const shown = selectCaseStudies(caseStudies, "All", "newest").map((study) => study.date);
    expect(shown).toEqual([...shown].sort().reverse());
  });

  it("keeps only stories relevant to the chosen industry, ranking the client's own industry first", () => {
    const personal = selectCaseStudies(caseStudies, "Personal", "relevance");
    expect(personal.length).toBeGreaterThan(0);
    expect(personal[0]?.industry).toBe("Personal");
    expect(selectCaseStudies(caseStudies, "Finance", "newest").every((study) => study.industry === "Finance" || study.relatedIndustries?.includes("Finance"))).toBe(true);
    expect(parseIndustry("Gardening")).toBe("All");
    expect(parseSort("random")).toBe("newest");
  });
});
