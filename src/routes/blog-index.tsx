import { type SyntheticEvent, useEffect, useId } from "react";
import { type ShouldRevalidateFunctionArgs, useNavigate } from "react-router";
import { ArticleCard } from "../components/ArticleCard/ArticleCard";
import { FilterLinks } from "../components/FilterLinks/FilterLinks";
import { Button } from "../components/Button/Button";
import { NewsletterForm } from "../components/NewsletterForm/NewsletterForm";
import { PageHero } from "../components/PageHero/PageHero";
import { Excerpt } from "../components/SiteSearch/Excerpt";
import type { SearchResult } from "../components/SiteSearch/search";
import { useSearchResults } from "../components/SiteSearch/useSearchResults";
import { useSettledText } from "../components/SiteSearch/useSettledText";
import { type BlogCategoryChoice, blogCategoryAtPath, parseBlogCategory, postsInCategory, rankedPosts } from "../content/blogSearch";
import { BLOG_PATH, blogCategoryPath, blogPostPath, canonicalPath } from "../site/paths";
import { blogPosts } from "../content/collections";
import { BLOG_CATEGORY_PAGES, type FilterPageCopy } from "../content/filterPages";
import { BLOG_CATEGORIES } from "../content/taxonomy";
import { useSearchQuery } from "../hooks/useSearchQuery";
import { BLOG_FEED_ALTERNATE, webPageMeta } from "../seo/pageKindMeta";

import styles from "./learning.module.css";
import type { SearchDocument } from "../content/types";
import type { Route } from "./+types/blog-index";

/** The filter links in the list toolbar, styled by the Learning Center pages' CSS. */
const FILTER_CLASSES = { list: styles.filters, link: styles.filterLink, count: styles.filterCount };

/**
 * Runs at prerender for the blog list and for each category's page: every post's card data, and
 * the category of the page at this URL (`all` on `/learning/blog/`). The posts' text is searched
 * through the site search index, loaded when the visitor searches (docs/decisions/015).
 */
export function loader({ request }: Route.LoaderArgs) {
  return { category: blogCategoryAtPath(new URL(request.url).pathname), posts: blogPosts };
}

/** The blog list searches the site index's articles only. */
const isBlogPost = (document: SearchDocument) => document.type === "Article";

/** Search changes live in the URL only; the data never changes, so nothing is refetched. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

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

/** The registered path of the list page for a category choice: the blog list or the category's page. */
function listPath(category: BlogCategoryChoice): string {
  return category === "all" ? BLOG_PATH : blogCategoryPath(category);
}

/** The copy of the list page for a category choice. */
function listCopy(category: BlogCategoryChoice): FilterPageCopy {
  return category === "all" ? ALL_POSTS : BLOG_CATEGORY_PAGES[category];
}

/** The head of the list page at this URL: the blog list or a category's page. */
export function meta({ loaderData }: Route.MetaArgs) {
  const { category } = loaderData;
  const path = listPath(category);
  const copy = listCopy(category);
  return webPageMeta("CollectionPage", { path, title: copy.title, description: copy.description, keywords: copy.keywords, alternates: [BLOG_FEED_ALTERNATE] });
}

/** `path` with the search text as `?q=`, or `path` alone when there is none. */
function withQuery(path: string, query: string): string {
  return query.trim() === "" ? path : `${path}?${new URLSearchParams({ q: query }).toString()}`;
}

/**
 * The blog list (docs/spec.md §2 "Blog list") and, with the same template, each category's page.
 *
 * Works as HTML first (docs/product-decisions.md, decision 11; GOV.UK Frontend's progressive enhancement):
 * - categories are links to prerendered pages (`/learning/blog/category/<slug>/`), each marked
 *   `aria-current="page"` when shown, with its number of posts;
 * - the search box is a GET form (`?q=`) with a submit button, whose action is this page; with
 *   scripts it filters as the visitor types (the URL follows with `replace`; a submit pushes),
 *   and the results of a `?q=` address show once the page has hydrated. Without scripts a note
 *   says that searching needs JavaScript and points to the category links;
 * - a `?category=` address from before the category pages is replaced by that category's page
 *   after hydration, keeping `?q=`.
 * A polite live count and the empty state of docs/spec.md §2 "Blog list" follow the list; the
 * count changes, and is announced, once the visitor has stopped typing (`useSettledText`).
 */
export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { posts, category } = loaderData;
  // The query, the box's text and text typed before hydration (the URL's other parameters stay).
  const { query: urlQuery, draft, queryReady, params, inputRef, type, submit, clearDraft } = useSearchQuery();
  const navigate = useNavigate();
  const legacyCategory = queryReady ? params.get("category") : null;
  const searchId = useId();
  const path = listPath(category);
  const copy = listCopy(category);

  // An older `?category=Legal+Insights` address: show that category's page instead, in place of
  // the old entry in the history. An unknown category is dropped.
  useEffect(() => {
    if (legacyCategory === null) return;
    const chosen = parseBlogCategory(legacyCategory);
    const next = new URLSearchParams(window.location.search);
    next.delete("category");
    const search = next.toString();
    const target = canonicalPath(chosen === "all" ? path : listPath(chosen));
    void navigate(search === "" ? target : `${target}?${search}`, { replace: true });
  }, [legacyCategory, navigate, path]);

  // With a query, the posts the site search found, best first, each with its excerpt; while the
  // index loads (first search) the category's posts stay listed, and while a later query runs,
  // the previous results stay.
  const search = useSearchResults(urlQuery, isBlogPost);
  const inCategory = postsInCategory(posts, category);
  const found: readonly SearchResult[] | null =
    search.status === "done" ? search.results : search.status === "loading" ? (search.previous ?? null) : null;
  const visible = found === null ? inCategory.map((post) => ({ post, result: null })) : rankedPosts(posts, found, category);
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  const statusText =
    search.status === "error"
      ? "Searching the articles is unavailable right now. Please try again, or choose a category."
      : found === null && search.status === "loading"
        ? "Searching the articles…"
        : visible.length === posts.length
          ? `Showing all ${posts.length} articles`
          : `Showing ${visible.length} of ${posts.length} articles`;
  // The count follows the list as the visitor types, but is shown, and so announced, only once
  // the box has stayed unchanged for a moment: a polite status message on every keystroke
  // interrupts the echo of the typed letters and says counts the visitor did not ask for (WCAG
  // 4.1.3 Status Messages). A category link followed changes it at once.
  const status = useSettledText(statusText, draft);
  const countOf = (choice: BlogCategoryChoice) => (choice === "all" ? posts.length : posts.filter((post) => post.category === choice).length);
  // Each category's page, keeping the search text (the "All Posts" link first).
  const categoryLinks = (["all", ...BLOG_CATEGORIES] as const).map((choice) => ({
    key: choice,
    label: choice === "all" ? "All Posts" : choice,
    href: withQuery(canonicalPath(listPath(choice)), urlQuery),
    count: countOf(choice),
    current: choice === category,
  }));

  return (
    <>
      <PageHero eyebrow={category === "all" ? "Blog and insights" : "Blog category"} title={copy.heading} lead={copy.intro} />
      <div className={styles.container}>
        <div className={styles.toolbar}>
          <form
            role="search"
            method="get"
            action={canonicalPath(path)}
            onSubmit={onSubmit}
            className={styles.searchField}
            aria-label="Search the blog"
          >
            <label htmlFor={searchId} className={styles.label}>
              Search articles
            </label>
            <div className={styles.searchRow}>
              <input
                ref={inputRef}
                id={searchId}
                type="search"
                name="q"
                className={styles.input}
                placeholder="Search by title or content..."
                value={draft}
                onChange={(event) => type(event.currentTarget.value)}
              />
              <Button type="submit" variant="outline">
                Search
              </Button>
            </div>
            {/* Shown when scripts are off or failed to load (global `.script-notice`). */}
            <p className={`script-notice ${styles.noscriptNote}`}>
              Searching the articles needs JavaScript, which is off or did not load in this browser. Every article is listed
              below, and the category links narrow the list.
            </p>
          </form>
          <FilterLinks label="Blog categories" noun={{ one: "article", other: "articles" }} classNames={FILTER_CLASSES} links={categoryLinks} />
          {/* One text node, settled after typing: announced once when the visitor stops typing (WCAG 4.1.3). */}
          <p className={styles.count} role="status">
            {status}
          </p>
        </div>
        {visible.length > 0 ? (
          <ul className={styles.grid}>
            {visible.map(({ post, result }) => (
              <li key={post.slug}>
                <ArticleCard
                  headingLevel="h2"
                  href={canonicalPath(blogPostPath(post.slug))}
                  title={post.title}
                  text={result ? <Excerpt segments={result.excerpt} /> : post.excerpt}
                  image={post.image}
                  eyebrow={post.category}
                  meta={
                    <>
                      <time dateTime={post.date}>{post.displayDate}</time>
                      <span>{post.readTime} min read</span>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <h2>No articles found</h2>
            <p>Try adjusting your search terms or filter criteria.</p>
            <Button
              variant="outline"
              onClick={() => {
                clearDraft();
                // This button leaves the page with the empty state: focus goes to the emptied search
                // box, where the visitor starts again, rather than to the top of the document
                // (WCAG 2.4.3 Focus Order). The full count is then announced (polite status).
                inputRef.current?.focus();
                void navigate(canonicalPath(BLOG_PATH), { preventScrollReset: true });
              }}
            >
              Clear search and filters
            </Button>
          </div>
        )}
        <div className={styles.newsletter}>
          <NewsletterForm />
        </div>
      </div>
    </>
  );
}
