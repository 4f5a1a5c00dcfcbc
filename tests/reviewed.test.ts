/**
 * Review dates of the pages that describe outside rules (`src/content/reviewed.ts`;
 * docs/content/collections.md "Review dates"): which texts name a rule, which reviews are stale,
 * the build's warning, and the content itself: every page that names a rule carries a date.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { splitFrontmatter } from "../src/content/frontmatterSource";
import { describe, expect, it } from "vitest";
import { formatDate } from "../src/content/dates";
import { FAQ_REVIEWED } from "../src/content/faq";
import { GLOSSARY_REVIEWED } from "../src/content/glossary";
import {
  REVIEW_MAX_AGE_DAYS,
  type ReviewedPage,
  citedRule,
  daysBetween,
  staleReviewWarning,
  staleReviews,
  unreviewedCitations,
} from "../src/content/reviewed";
import { typedReviewedPages } from "../scripts/content/reviewedPages";

const CONTENT = join("src", "content");

/** The Markdown pages as the content step sees them: file, `reviewed` and body. */
function markdownPages(): ReviewedPage[] {
  return ["blog", "guides", "case-studies", "legal"].flatMap((folder) =>
    readdirSync(join(CONTENT, folder))
      .filter((name) => name.endsWith(".md"))
      .map((name) => {
        const file = join(CONTENT, folder, name);
        const { data, content } = splitFrontmatter(readFileSync(file, "utf8"));
        const reviewed: unknown = data.reviewed;
        return { file, reviewed: typeof reviewed === "string" ? reviewed : undefined, text: content };
      }),
  );
}

/** The typed pages the content step checks: the service pages, the FAQ and the glossary. */
const typedPages = () => typedReviewedPages(CONTENT);

describe("outside rules named in a text", () => {
  it("finds named laws, regulations and platform policies, and no rule in a plain mention of a platform", () => {
    // Each text, and the rule the check finds in it.
    const texts: readonly (readonly [string, string | undefined])[] = [
      ["the Federal Trade Commission finalized a rule in 2024", "Federal Trade Commission"],
      ["We follow HIPAA in all healthcare work.", "HIPAA"],
      ["Section 230 of the Communications Decency Act", "Section 230"],
      ["in May 2025 the federal TAKE IT DOWN Act became law", "TAKE IT DOWN Act"],
      ["Yelp prohibits businesses from asking for reviews.", "Yelp prohibits"],
      ["as Google's review policies put it", "Google's review policies"],
      ["Share it on Facebook and LinkedIn.", undefined],
      ["the California Delete Act adds rules aimed at data brokers", "Delete Act"],
      ["Many states have anti-SLAPP laws", "anti-SLAPP"],
      ["we respect Wikipedia's policies on notability", "Wikipedia's policies"],
      ["assessed against the content policies of the platform", "content policies"],
    ];
    for (const [text, rule] of texts) expect(citedRule(text), text).toBe(rule);
  });

  it("ignores passing mentions that state no rule, and HTML comments", () => {
    expect(citedRule("RRR is not a law firm and does not provide legal advice.")).toBeUndefined();
    expect(citedRule("## Get a Second Opinion Before You Act")).toBeUndefined();
    expect(citedRule("Content that breaks the law or a platform's rules can be reported.")).toBeUndefined();
    expect(citedRule("We report posts that break platform policies.")).toBeUndefined();
    expect(citedRule("<!-- Counsel to confirm the HIPAA wording. -->\nA story about reviews.")).toBeUndefined();
  });

  it("lists the pages that name a rule without a review date, with the rule", () => {
    const pages: ReviewedPage[] = [
      { file: "a.md", text: "The FTC's rule on reviews." },
      { file: "b.md", reviewed: "2026-11-23", text: "The FTC's rule on reviews." },
      { file: "c.md", text: "Nothing about any rule." },
      { file: "d.md", text: "A DMCA notice." },
    ];
    expect(unreviewedCitations(pages)).toEqual([
      { file: "a.md", rule: "FTC" },
      { file: "d.md", rule: "DMCA" },
    ]);
  });
});

describe("stale reviews", () => {
  it("counts calendar days, leap days included", () => {
    expect(daysBetween("2025-11-23", "2026-11-23")).toBe(365);
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2026-11-23", "2026-11-22")).toBe(-1);
    expect(() => daysBetween("2026-02-30", "2026-11-23")).toThrow(/not a YYYY-MM-DD date/);
    expect(() => daysBetween("23/11/2026", "2026-11-23")).toThrow(/not a YYYY-MM-DD date/);
  });

  it("flags a review more than a year before today, not one exactly a year old or without a date", () => {
    const today = "2026-11-23";
    const pages = [
      { file: "year-and-a-day.md", reviewed: "2025-11-22" },
      { file: "exactly-a-year.md", reviewed: "2025-11-23" },
      { file: "today.md", reviewed: "2026-11-23" },
      { file: "never.md" },
      { file: "old.md", reviewed: "2025-06-02" },
    ];
    expect(REVIEW_MAX_AGE_DAYS).toBe(365);
    expect(staleReviews(pages, today).map((page) => page.file)).toEqual(["year-and-a-day.md", "old.md"]);
    expect(staleReviews(pages, today, 30).map((page) => page.file)).toEqual(["year-and-a-day.md", "exactly-a-year.md", "old.md"]);
  });

  it("words the build's warning", () => {
    expect(staleReviewWarning({ file: "src/content/blog/legal-review-options.md", reviewed: "2025-06-02" })).toBe(
      "content: warning: src/content/blog/legal-review-options.md was last reviewed 2025-06-02, over a year ago",
    );
  });
});

describe("the content's review dates", () => {
  it("gives every page that names an outside rule a review date", () => {
    expect(unreviewedCitations([...markdownPages(), ...typedPages()])).toEqual([]);
  });

  it("dates the pages that describe laws and platform policies", () => {
    const reviewed = [...markdownPages(), ...typedPages()].filter((page) => page.reviewed !== undefined).map((page) => page.file);
    expect(reviewed).toEqual(
      expect.arrayContaining(
        [
          "blog/data-broker-dangers.md",
          "blog/diy-reputation-mistakes.md",
          "blog/legal-review-options.md",
          "guides/online-content-removal-guide.md",
          "legal/privacy.md",
          "legal/terms.md",
          "legal/disclaimer.md",
          "services/businesses/healthcare-reputation-management.yml",
          "services/businesses/wikipedia-management.yml",
          "data/faq.yml",
          "data/glossary.yml",
        ].map((file) => join(CONTENT, file)),
      ),
    );
  });

  it("writes every review date as a valid ISO date, with the FAQ's and glossary's labels matching it", () => {
    for (const page of [...markdownPages(), ...typedPages()]) {
      const date = page.reviewed;
      if (date !== undefined) expect(() => daysBetween(date, date), page.file).not.toThrow();
    }
    expect(formatDate(FAQ_REVIEWED.date)).toBe(FAQ_REVIEWED.displayDate);
    expect(formatDate(GLOSSARY_REVIEWED.date)).toBe(GLOSSARY_REVIEWED.displayDate);
  });
});
