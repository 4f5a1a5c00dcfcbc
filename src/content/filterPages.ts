/**
 * The copy of the filtered list pages: one prerendered page per blog category and per case-study
 * industry (docs/product-decisions.md, decision 11: filtered lists are prerendered URLs, each with
 * its own title, description, canonical URL and breadcrumbs). Typed by the vocabularies of
 * `taxonomy.ts`, so a new category or industry does not compile until its page has copy.
 */
import type { BlogCategory, CaseStudyIndustry } from "./taxonomy";

/** What one filtered list page says about itself. */
export interface FilterPageCopy {
  /** The page title without the site name (`pageMeta` appends " | RRR"; 60 characters in all at most). */
  readonly title: string;
  /** The meta description: 120-160 characters. */
  readonly description: string;
  readonly keywords: readonly string[];
  /** The page's `h1`. */
  readonly heading: string;
  /** One or two sentences under the heading: what the list holds and for whom. */
  readonly intro: string;
}

/** The page of each blog category (docs/spec.md §3 "Blog categories"). */
export const BLOG_CATEGORY_PAGES: Readonly<Record<BlogCategory, FilterPageCopy>> = {
  "Tips & Tricks": {
    title: "Tips & Tricks for Managing Your Online Reputation",
    description:
      "Practical reputation advice from RRR: the DIY repair mistakes to avoid, how to respond to online harassment, and steps you can safely take yourself today.",
    keywords: ["reputation management tips", "DIY reputation repair", "online harassment help", "reputation advice"],
    heading: "Tips & Tricks",
    intro: "Hands-on advice you can act on today: what helps, what backfires, and when it is time to ask a specialist.",
  },
  "Executive ORM": {
    title: "Executive Reputation Articles for Leaders",
    description:
      "Articles from RRR for executives and public figures: how your name appears in search, how to protect it, and what to do when a leader's reputation is attacked.",
    keywords: ["executive reputation management", "CEO reputation", "public figure reputation", "leadership reputation"],
    heading: "Executive reputation",
    intro: "For executives, founders and public figures whose own name carries their company's reputation.",
  },
  "Legal Insights": {
    title: "Legal Insights: Reviews, Defamation and Your Options",
    description:
      "Plain-language articles on the legal side of online reputation: defamation, bad reviews and your options. General information from RRR, not legal advice.",
    keywords: ["online defamation", "suing for a bad review", "reputation and the law", "legal options for reviews"],
    heading: "Legal insights",
    intro:
      "What the law allows when content about you is false or harmful, explained in plain language. RRR is not a law firm: these articles are general information, not legal advice.",
  },
  "Content Strategy": {
    title: "Content Strategy for a Stronger Online Reputation",
    description:
      "How accurate, positive content shapes what search engines and AI answers say about you: assets that last, and why removal alone is rarely the whole answer.",
    keywords: ["positive content strategy", "reputation and AI answers", "search results management", "content suppression"],
    heading: "Content strategy",
    intro: "Building accurate, positive content that search engines and AI assistants can find, so that what people read first about you is more likely to be true.",
  },
  "Privacy Protection": {
    title: "Privacy Protection: Data Brokers and Personal Data",
    description:
      "How data brokers and people-search sites expose your address, phone number and family, and the opt-outs and habits that can reduce what they show about you.",
    keywords: ["data broker removal", "people-search opt-out", "personal information online", "privacy protection"],
    heading: "Privacy protection",
    intro: "How your personal information spreads online, and the steps that can reduce what data brokers and people-search sites show about you.",
  },
};

/**
 * The page of each industry. Only industries with at least one case study get a page
 * (`caseStudyIndustries` in `caseStudyFilter.ts`); the others' copy waits for their first story.
 */
export const CASE_STUDY_INDUSTRY_PAGES: Readonly<Record<CaseStudyIndustry, FilterPageCopy>> = {
  // Placeholder (README "Before going live"): the case studies are illustrative examples written
  // for the site, so this copy calls them examples, not client stories; once the firm supplies
  // real engagements it may describe (with the clients' consent), the descriptions can say so.
  Finance: {
    title: "Financial Services Reputation Case Studies",
    description:
      "Illustrative examples of how RRR approaches reputation problems in financial services: defamatory posts and the impersonation of advisers and executives.",
    keywords: ["financial services reputation", "executive content removal", "impersonation removal", "finance case study"],
    heading: "Stories from financial services",
    intro: "In financial services, a search for your name is part of every client's due diligence. These illustrative examples show how RRR approaches false claims and impersonation.",
  },
  Healthcare: {
    title: "Healthcare Reputation Case Studies",
    description:
      "Illustrative examples of how RRR approaches healthcare reputation: physicians and practices facing unfair reviews or misleading search results.",
    keywords: ["healthcare reputation management", "physician reviews", "medical practice reputation", "healthcare case study"],
    heading: "Stories from healthcare",
    intro: "Illustrative examples of review and search work for physicians, clinics and practices, written with patient privacy in mind; we follow HIPAA in our healthcare work.",
  },
  Hospitality: {
    title: "Hospitality and Restaurant Reputation Case Studies",
    description:
      "Illustrative examples of how RRR approaches restaurant and hospitality reputation: fake-review attacks, falling ratings and honest, policy-based steps.",
    keywords: ["restaurant reputation management", "fake review removal", "hospitality reviews", "restaurant case study"],
    heading: "Stories from hospitality",
    intro: "Restaurants, hotels and venues live by their star rating. These illustrative examples show how RRR deals with fake reviews inside the platforms' rules.",
  },
  Personal: {
    title: "Personal Reputation and Privacy Case Studies",
    description:
      "Illustrative examples of how RRR approaches problems private individuals face online: doxxing, harassment, impersonation and false posts about them.",
    keywords: ["personal reputation management", "doxxing help", "personal privacy case study", "remove personal information"],
    heading: "Stories from private individuals",
    intro: "People, not brands: illustrative examples of how RRR approaches cases in which someone's name, address or photos were exposed or misused online.",
  },
  Technology: {
    title: "Technology Company Reputation Case Studies",
    description:
      "Illustrative examples of how RRR approaches reputation problems at technology companies: misleading reviews, crisis coverage and founders' search results.",
    keywords: ["technology company reputation", "startup reputation management", "founder reputation", "tech case study"],
    heading: "Stories from technology companies",
    intro: "Illustrative examples for software and hardware companies and their founders, whose search results and reviews shape every sale and every hire.",
  },
};

/** The longest description a search result shows whole (docs/spec.md §1 "Page metadata"). */
const DESCRIPTION_MAX = 160;

/**
 * The title and description of page `page` of `pages` of a list (docs/decisions/045): page 1 keeps
 * the list's own; a later page is named by the list and its number ("Legal Insights articles, page
 * 2 of 3"), and its description says which page it is before the list's own description, or alone
 * when both would pass 160 characters, so no two pages share a title or a description (the build's
 * snippet check, `scripts/html/snippets.ts`).
 * @param copy - the list's own title and description.
 * @param name - what the list holds, as a title says it: "Blog articles", "Guides".
 */
export function listPageSnippet(copy: Pick<FilterPageCopy, "title" | "description">, name: string, page: number, pages: number): { title: string; description: string } {
  if (page <= 1) return { title: copy.title, description: copy.description };
  const title = `${name}, page ${String(page)} of ${String(pages)}`;
  const which = `Page ${String(page)} of ${String(pages)}: ${name} from RRR's Learning Center.`;
  const both = `${which} ${copy.description}`;
  // Counted as a reader counts characters, as the snippet check does.
  const length = [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(both)].length;
  return { title, description: length <= DESCRIPTION_MAX ? both : which };
}
