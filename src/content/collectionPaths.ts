/**
 * The URLs of the Learning Center collections. Kept apart from `collections.ts`, which imports the
 * collections' index: the route manifest needs only these paths, and it loads on every page, so
 * importing them from `collections.ts` would ship every article's frontmatter to every page.
 * This module imports nothing.
 */

export const BLOG_PATH = "/learning/blog";
export const GUIDES_PATH = "/learning/guides";
export const CASE_STUDIES_PATH = "/learning/case-studies";

/** Registered path of a post, e.g. `/learning/blog/data-broker-dangers`. */
export const blogPostPath = (slug: string): string => `${BLOG_PATH}/${slug}`;
/** Registered path of a guide. */
export const guidePath = (slug: string): string => `${GUIDES_PATH}/${slug}`;
/** Registered path of a case study. */
export const caseStudyPath = (slug: string): string => `${CASE_STUDIES_PATH}/${slug}`;

/**
 * The URL slug of a category or industry name: lower case, `&` spelled "and", every run of other
 * characters one hyphen, none at either end.
 *
 * @param name - a display name such as `"Tips & Tricks"` or `"Executive ORM"`.
 * @returns `"tips-and-tricks"`, `"executive-orm"`; an empty string for a name with no letter or digit.
 */
export function filterSlug(name: string): string {
  return name
    .toLowerCase()
    .replaceAll("&", " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Registered path of a blog category's prerendered list, e.g. `/learning/blog/category/tips-and-tricks`
 * (docs/product-decisions.md, decision 11: filtered lists are prerendered URLs).
 */
export const blogCategoryPath = (category: string): string => `${BLOG_PATH}/category/${filterSlug(category)}`;

/** Registered path of an industry's prerendered case-study list, e.g. `/learning/case-studies/industry/hospitality`. */
export const caseStudyIndustryPath = (industry: string): string => `${CASE_STUDIES_PATH}/industry/${filterSlug(industry)}`;
