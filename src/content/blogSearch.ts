import { oneOf } from "../../machines/rules";
import { blogCategoryPath } from "../routes/paths";
import type { BlogPostMeta } from "./collectionTypes";
import { BLOG_CATEGORIES, type BlogCategory } from "./taxonomy";

/** A category choice of the blog list: `all` or one of the five of docs/spec.md §3 "Blog categories". */
export type BlogCategoryChoice = "all" | BlogCategory;

/**
 * Reads the `?category=` parameter of older links (each category now has its own page);
 * anything unknown means `all`.
 */
export function parseBlogCategory(value: string | null): BlogCategoryChoice {
  return oneOf(BLOG_CATEGORIES, value) ?? "all";
}

/**
 * The category whose prerendered list is at `pathname` (`/learning/blog/category/<slug>/`), or
 * `all` for any other path (the full blog list).
 *
 * @param pathname - a path in either URL form (with or without the trailing slash).
 */
export function blogCategoryAtPath(pathname: string): BlogCategoryChoice {
  const path = pathname.replace(/\/+$/, "");
  return BLOG_CATEGORIES.find((category) => blogCategoryPath(category) === path) ?? "all";
}

/** A post with the words of its body, as the blog list receives it. */
export type SearchablePost = BlogPostMeta & { searchText: string };

/**
 * The posts the blog list shows (docs/spec.md §4 "Blog list"): those whose title, excerpt, tags or body
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
