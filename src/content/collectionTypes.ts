import type { BlogFrontmatter, CaseStudyFrontmatter, GuideFrontmatter } from "./frontmatter";

/** What the index records for every article besides its frontmatter. */
interface IndexedFields {
  /** The file name without `.md`: the last URL segment. */
  slug: string;
  /** Body length in words (read times are checked against it). */
  words: number;
}

export type BlogPostMeta = BlogFrontmatter & IndexedFields;
export type GuideMeta = GuideFrontmatter & IndexedFields;
export type CaseStudyMeta = CaseStudyFrontmatter & IndexedFields;
