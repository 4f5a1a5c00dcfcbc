import type { BlogPostMeta } from "./collectionTypes";
import { BLOG_CATEGORIES } from "./taxonomy";

/** A category choice of the blog list: `all` or one of SPEC's five categories. */
export type BlogCategoryChoice = "all" | (typeof BLOG_CATEGORIES)[number];

/** Reads `?category=`; anything unknown means `all`. */
export function parseBlogCategory(value: string | null): BlogCategoryChoice {
  return (BLOG_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as BlogCategoryChoice) : "all";
}

/** A post with the words of its body, as the blog list receives it. */
export type SearchablePost = BlogPostMeta & { searchText: string };

/**
 * The posts the blog list shows (SPEC §4 "Blog list"): those whose title, excerpt, tags or body
 * contain the search text (case-insensitive, surrounding spaces ignored) and whose category
 * matches the choice (or all). Order is kept (newest first).
 */
export function filterPosts(posts: readonly SearchablePost[], query: string, category: BlogCategoryChoice): SearchablePost[] {
  const needle = query.trim().toLowerCase();
  return posts.filter((post) => {
    if (category !== "all" && post.category !== category) return false;
    if (needle === "") return true;
    return [post.title, post.excerpt, post.tags.join(" "), post.searchText].some((text) => text.toLowerCase().includes(needle));
  });
}
