/**
 * The Learning Center collections (blog posts, guides, case studies): their frontmatter, indexed
 * at build time by `scripts/content-index.ts`. Lists, routes, the sitemap, the RSS
 * feed and related links derive from these; the Markdown bodies load in route loaders only.
 */
import type { BlogPostMeta, CaseStudyMeta, GuideMeta } from "./collectionTypes";
import { newestFirst } from "./dates";
import { blogPostIndex, caseStudyIndex, guideIndex } from "./generated/collections";

/** Blog posts, newest first. */
export const blogPosts: readonly BlogPostMeta[] = blogPostIndex;
/** Guides, in id order. */
export const guides: readonly GuideMeta[] = guideIndex;
/** Case studies, newest first. */
export const caseStudies: readonly CaseStudyMeta[] = caseStudyIndex;


/**
 * Two related posts for "You might also like" (docs/spec.md §2 "Blog articles"): ranked by shared
 * tags (2 points each) and same category (1 point), then by date, never the post itself.
 */
export function relatedPosts(post: BlogPostMeta, count = 2): BlogPostMeta[] {
  const score = (other: BlogPostMeta) =>
    other.tags.filter((tag) => post.tags.includes(tag)).length * 2 + (other.category === post.category ? 1 : 0);
  return blogPosts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, score: score(other) }))
    .sort((a, b) => b.score - a.score || newestFirst(a.other.date, b.other.date))
    .slice(0, count)
    .map(({ other }) => other);
}
