import { oneOf } from "../../machines/rules";
import { blogCategoryPath } from "../site/paths";
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

/** The posts of a category choice (all of them for `all`), in their order (newest first). */
export function postsInCategory<Post extends Pick<BlogPostMeta, "category">>(posts: readonly Post[], category: BlogCategoryChoice): Post[] {
  return posts.filter((post) => category === "all" || post.category === category);
}

/** The id of a post's document in the site search index (`src/routes/search-index[.]json.ts`). */
export function postSearchId(slug: string): string {
  return `post:${slug}`;
}

/**
 * The posts a search found, in the search's order (docs/spec.md §4 "Blog list": the posts that
 * match the search text and whose category matches the choice, or all), each with its search
 * result. Results that are not posts of this list are dropped.
 * @param results - the site search's results, best first, with `id` as `postSearchId` gives it.
 */
export function rankedPosts<Post extends Pick<BlogPostMeta, "slug" | "category">, Result extends { id: string }>(
  posts: readonly Post[],
  results: readonly Result[],
  category: BlogCategoryChoice,
): { post: Post; result: Result }[] {
  const bySearchId = new Map(postsInCategory(posts, category).map((post) => [postSearchId(post.slug), post]));
  return results.flatMap((result) => {
    const post = bySearchId.get(result.id);
    return post ? [{ post, result }] : [];
  });
}
