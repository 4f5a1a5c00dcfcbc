import type { BlogFrontmatter, CaseStudyFrontmatter, GuideFrontmatter } from "./frontmatter";

/** What the index records for every article besides its frontmatter. */
interface IndexedFields {
  /** The file name without `.md`: the last URL segment. */
  slug: string;
  /** Body length in words (read times are worked out from it). */
  words: number;
  /**
   * The article's date as the page shows it ("June 2, 2025"): `date` (a guide's `lastUpdated`)
   * formatted by `formatDate` when the index is built, so no page formats dates in the browser
   * (docs/decisions/009: no date formatting during hydration).
   */
  displayDate: string;
  /**
   * The frontmatter's `reviewed` date as the page shows it ("November 23, 2026"), formatted the
   * same way when the index is built; absent when the article has no review date.
   */
  reviewedDisplayDate?: string;
}

/** What the index works out for a post or a guide: the reading time. */
interface ReadTimeField {
  /** Minutes to read the body at `WORDS_PER_MINUTE` (docs/product-decisions.md, decision 3), at least 1. */
  readTime: number;
}

export type BlogPostMeta = BlogFrontmatter & IndexedFields & ReadTimeField;
export type GuideMeta = GuideFrontmatter & IndexedFields & ReadTimeField;
export type CaseStudyMeta = CaseStudyFrontmatter & IndexedFields;
