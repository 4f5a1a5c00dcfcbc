/**
 * The blog list's copy and addresses (docs/spec.md §2 "Blog list"): the page of all posts, the
 * search box, the live count, the category links and the empty state, and the page of each
 * category choice. One template renders the list and each category's page
 * (`src/routes/blog-index.tsx`); the categories' own copy is in `filterPages.ts`.
 */
import { BLOG_PATH, blogCategoryPath } from "../site/paths";
import { type BlogCategoryChoice, parseBlogCategory } from "./blogSearch";
import { BLOG_CATEGORY_PAGES, type FilterPageCopy } from "./filterPages";
import { legacyFilterTarget } from "./legacyFilterAddress";

/** The blog list's own copy: the page of all posts. */
const ALL_POSTS: FilterPageCopy = {
  title: "Blog and Insights on Online Reputation",
  description:
    "Practical articles from RRR on repairing search results, handling reviews, protecting executives, data brokers, privacy and your legal options.",
  keywords: ["reputation management blog", "online reputation tips", "review management advice", "privacy protection", "executive reputation"],
  heading: "Insights on protecting your name online",
  intro:
    "Practical, plain-language articles from our reputation specialists: what works, what backfires, and what the law and the platforms allow.",
};

/** The copy of the blog list and its category pages, besides each category's own (`BLOG_CATEGORY_PAGES`). */
export const blogListContent = {
  /** The page of all posts. */
  allPosts: ALL_POSTS,
  /** The hero's eyebrow over the heading: on the list of all posts, on a category's page. */
  eyebrow: { all: "Blog and insights", category: "Blog category" },
  search: {
    landmark: "Search the blog",
    label: "Search articles",
    placeholder: "Search by title or content...",
    noScript:
      "Search isn't working in this browser: it needs JavaScript, which is off or did not load. If you press Search anyway, the words you typed go into the address bar and your browser's history. Every article is listed below, and the category links narrow the list.",
  },
  /** The live count under the toolbar (`role="status"`). */
  status: {
    unavailable: "Searching the articles is unavailable right now. Please try again, or choose a category.",
    searching: "Searching the articles…",
    all: (total: number) => `Showing all ${total} articles`,
    some: (shown: number, total: number) => `Showing ${shown} of ${total} articles`,
    /** A search found more posts than its cards show yet ("Show more articles" adds the next ones). */
    found: (shown: number, found: number) => `Showing ${shown} of the ${found} articles found`,
    /** On a page of a list with pages, before a search: which of the list's posts it shows. */
    page: (first: number, last: number, listed: number) => `Showing articles ${first} to ${last} of ${listed}`,
  },
  /** The links between the list's pages (docs/decisions/045). */
  pagination: { label: "Pages of articles" },
  categories: {
    label: "Blog categories",
    all: "All Posts",
    noun: { one: "article", other: "articles" },
    /** Shown under the category links while the search box holds words (content review teen-sort-3). */
    clearsSearch: "A category opens its own page with an empty search box: the words you typed are not kept or sent.",
  },
  empty: {
    heading: "No articles found",
    body: "Try adjusting your search terms or filter criteria.",
    clear: "Clear search and filters",
  },
} as const;

/** The registered path of the list page for a category choice: the blog list or the category's page. */
export function blogListPath(category: BlogCategoryChoice): string {
  return category === "all" ? BLOG_PATH : blogCategoryPath(category);
}

/** The copy of the list page for a category choice: the list of all posts or the category's page. */
export function blogListCopy(category: BlogCategoryChoice): FilterPageCopy {
  return category === "all" ? blogListContent.allPosts : BLOG_CATEGORY_PAGES[category];
}

/**
 * Where an older blog address with `?category=` goes (`legacyFilterTarget`): that category's page
 * (`?category=Legal+Insights` becomes `/learning/blog/category/legal-insights/`), keeping the
 * other parameters (`?q=`); an unknown category is dropped and the visitor stays on `currentPath`.
 * @param search - the address's query string (`URLSearchParams.toString()`, or `location.search`).
 * @param currentPath - the registered path of the list page being shown.
 * @returns a canonical path of this site with its query string, or `null` without `?category=`.
 */
export function legacyBlogCategoryTarget(search: string, currentPath: string): string | null {
  return legacyFilterTarget(search, "category", (value) => {
    const chosen = parseBlogCategory(value);
    return chosen === "all" ? currentPath : blogListPath(chosen);
  });
}
