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

/** The blog's categories (SPEC §3 "Blog categories"). */
export const BLOG_CATEGORIES = [
  "Tips & Tricks",
  "Executive ORM",
  "Legal Insights",
  "Content Strategy",
  "Privacy Protection",
] as const;

/** The case-study list's industry filter options besides "All" (SPEC "Case studies"). */
export const CASE_STUDY_FILTER_INDUSTRIES = ["Technology", "Healthcare", "Finance", "Personal"] as const;

