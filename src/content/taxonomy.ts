/**
 * The fixed vocabularies of the Learning Center (no validation library here: the browser imports
 * this module, and the schemas in `frontmatter.ts` build on it at build time).
 */

/** The illustration keys an article may use (`src/components/Illustration`). */
export const ILLUSTRATION_KEYS = [
  "shield",
  "magnifier",
  "scale",
  "document",
  "lock",
  "chart",
  "megaphone",
  "network",
  "star",
  "user",
  "compass",
  "alert",
] as const;

/** The blog's categories (docs/spec.md §3 "Blog categories"). */
export const BLOG_CATEGORIES = [
  "Tips & Tricks",
  "Executive ORM",
  "Legal Insights",
  "Content Strategy",
  "Privacy Protection",
] as const;

/** A blog category. */
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/**
 * The industries a case study may name as its client's (`industry`) or as also relevant to it
 * (`relatedIndustries`). Each has the copy of its list page (`src/content/filterPages.ts`), but
 * the case-study list offers only the industries that have stories: that list is derived from the
 * content at build time (`caseStudyIndustries` in `caseStudyFilter.ts`, written to the page index).
 */
export const CASE_STUDY_INDUSTRIES = ["Finance", "Healthcare", "Hospitality", "Personal", "Technology"] as const;

/** A case-study industry. */
export type CaseStudyIndustry = (typeof CASE_STUDY_INDUSTRIES)[number];

/** A key of the generated artwork an article names in its `image` field. */
export type IllustrationKey = (typeof ILLUSTRATION_KEYS)[number];
