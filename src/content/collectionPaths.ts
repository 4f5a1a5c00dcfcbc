/**
 * The URLs of the Learning Center collections. Kept apart from `collections.ts`, which imports the
 * collections' index: the route manifest needs only these paths, and it loads on every page, so
 * importing them from `collections.ts` would ship every article's frontmatter to every page.
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
