import { oneOf } from "../../machines/rules";
import { blogCategoryPath } from "../site/paths";
import type { BlogPostMeta } from "./collectionTypes";
import type { PostCardFields } from "./types";
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
 * `all` for every other path (the full blog list).
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

/** The id of a post's document in the site search index (`src/routes/search-documents[.]json.ts`). */
export function postSearchId(slug: string): string {
  return `post:${slug}`;
}

/**
 * The blog posts a search found, in the search's order, each with its result (docs/decisions/015
 * and 045): the results of blog posts (`postSearchId` ids, which carry their card fields) in
 * `category` (every post for `all`); results of other kinds are dropped. The list's page holds
 * only its own posts, so a found post's card is made from its result, whichever page lists it.
 * @returns for each found post, its card data (`slug`, `title`, an empty `excerpt`: the result's
 *   excerpt is shown instead, and `PostCardFields`) and the result.
 */
export function foundPosts<Result extends { id: string; title: string; card?: PostCardFields }>(
  results: readonly Result[],
  category: BlogCategoryChoice,
): { post: PostCardFields & { slug: string; title: string; excerpt: string }; result: Result }[] {
  const prefix = postSearchId("");
  return results.flatMap((result) => {
    const { card } = result;
    if (card === undefined || !result.id.startsWith(prefix) || (category !== "all" && card.category !== category)) return [];
    return [{ post: { ...card, slug: result.id.slice(prefix.length), title: result.title, excerpt: "" }, result }];
  });
}

/**
 * The blog list's count (its `role="status"`, announced politely) when a search of several words
 * found no article that holds all of them and shows its close matches instead
 * (docs/decisions/066; `SearchPage.closeMatches`): "No article has all of these words. Showing 3
 * close matches.", or "… Showing 9 of the 12 close matches." while "Show more articles" has more.
 * @param shown - the cards shown; `found` - the close matches found in all.
 */
export function blogCloseMatchesStatus(shown: number, found: number): string {
  const matches = `close ${found === 1 ? "match" : "matches"}`;
  return `No article has all of these words. Showing ${found > shown ? `${String(shown)} of the ${String(found)}` : String(shown)} ${matches}.`;
}
