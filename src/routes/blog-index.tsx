import { Suspense, memo, useEffect, useMemo } from "react";
import { type ShouldRevalidateFunctionArgs, useNavigate } from "react-router";
import { ArticleCardList, summaryCard } from "../components/ArticleCardList/ArticleCardList";
import { FilterLinks } from "../components/FilterLinks/FilterLinks";
import { Button } from "../components/Button/Button";
import { NewsletterForm } from "../components/NewsletterForm/NewsletterForm";
import { PageHero } from "../components/PageHero/PageHero";
import { SearchField } from "../components/SearchField/SearchField";
import { Excerpt } from "../components/SiteSearch/Excerpt";
import { blogPostSummary } from "../content/articleSummary";
import { blogListContent, blogListCopy, blogListPath, legacyBlogCategoryTarget } from "../content/blogList";
import { type BlogCategoryChoice, blogCategoryAtPath, postsInCategory, rankedPosts } from "../content/blogSearch";
import { BLOG_PATH, canonicalPath } from "../site/paths";
import { blogPosts } from "../content/collections";
import { BLOG_CATEGORIES } from "../content/taxonomy";
import type { SearchResult, SearchScope } from "../search/engine/loadSearchEngine";
import { useSettledText } from "../search/hooks/useSettledText";
import { useSiteSearch } from "../search/hooks/useSiteSearch";
import { BLOG_FEED_ALTERNATE, webPageMeta } from "../seo/pageKindMeta";

import styles from "./learning.module.css";
import type { Route } from "./+types/blog-index";

/**
 * The list, memoized (`React.memo`): a keystroke in the search box re-renders the box and the
 * count at once, and the cards only when their own props change (the results, in a transition),
 * so the typed letter is painted without redrawing every card (docs/decisions/031).
 */
const CardList = memo(ArticleCardList);
/**
 * The newsletter block in its own Suspense boundary, one element for every render (see `cardList`
 * below): React skips an element it has already rendered, so a keystroke never redraws it either.
 */
const NEWSLETTER = (
  <Suspense>
    <NewsletterForm />
  </Suspense>
);

/** The filter links in the list toolbar, styled by the Learning Center pages' CSS. */
const FILTER_CLASSES = { list: styles.filters, link: styles.filterLink, count: styles.filterCount };

const { eyebrow, search: searchCopy, status: statusCopy, categories: categoriesCopy, empty } = blogListContent;

/**
 * Runs at prerender for the blog list and for each category's page: every post's card data, and
 * the category of the page at this URL (`all` on `/learning/blog/`). The posts' text is searched
 * through the site search index, loaded when the visitor searches (docs/decisions/015).
 */
export function loader({ request }: Route.LoaderArgs) {
  return { category: blogCategoryAtPath(new URL(request.url).pathname), posts: blogPosts };
}

/** The blog list searches the site index's articles only. */
const BLOG_SCOPE: SearchScope = ["Article"];

/**
 * A change of the query string alone (the arriving `?q=` removed, an older `?category=` replaced)
 * keeps the data, which never changes, so nothing is refetched.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

/** The head of the list page at this URL: the blog list or a category's page. */
export function meta({ loaderData }: Route.MetaArgs) {
  const { category } = loaderData;
  const path = blogListPath(category);
  const copy = blogListCopy(category);
  return webPageMeta("CollectionPage", { path, title: copy.title, description: copy.description, keywords: copy.keywords, alternates: [BLOG_FEED_ALTERNATE] });
}

/**
 * The blog list (docs/spec.md §2 "Blog list") and, with the same template, each category's page;
 * its copy is in `src/content/blogList.ts`.
 *
 * Works as HTML first (docs/product-decisions.md, decision 11; GOV.UK Frontend's progressive enhancement):
 * - categories are links to prerendered pages (`/learning/blog/category/<slug>/`), each marked
 *   `aria-current="page"` when shown, with its number of posts;
 * - the search box is a GET form (`?q=`; `SearchField`) with a submit button, whose action is this
 *   page; with scripts it filters as the visitor types and the query stays out of the address and
 *   the history; the results of an arriving `?q=` address show once the page has hydrated, and
 *   `?q=` then leaves the address (`useSearchQuery`). Without scripts a note says that searching
 *   needs JavaScript and points to the category links;
 * - the category links carry no query: every blog list page is this route module, so React keeps
 *   the component, and the search, when the visitor follows one;
 * - a `?category=` address from before the category pages is replaced by that category's page
 *   after hydration, keeping `?q=` (`legacyBlogCategoryTarget`), which that page then applies and
 *   removes.
 * A polite live count and the empty state of docs/spec.md §2 "Blog list" follow the list; the
 * count changes, and is announced, once the visitor has stopped typing (`useSettledText`).
 */
export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { posts, category } = loaderData;
  // The box's text, text typed before hydration, the address's other parameters and the posts the
  // site search found for the applied query.
  const { draft, queryReady, params, inputRef, type, submit, clear, results: search } = useSiteSearch(BLOG_SCOPE);
  const navigate = useNavigate();
  // The address's query string when it holds an old `?category=`, once the page may read it.
  const legacySearch = queryReady && params.has("category") ? params.toString() : null;
  const path = blogListPath(category);
  const copy = blogListCopy(category);

  // An older `?category=Legal+Insights` address: show that category's page instead, in place of
  // the old entry in the history. An unknown category is dropped.
  useEffect(() => {
    const target = legacySearch === null ? null : legacyBlogCategoryTarget(legacySearch, path);
    if (target !== null) void navigate(target, { replace: true });
  }, [legacySearch, navigate, path]);

  // With a query, the posts the site search found, best first, each with its excerpt; while the
  // index loads (first search) the category's posts stay listed, and while a later query runs,
  // the previous results stay.
  const found: readonly SearchResult[] | null =
    search.status === "done" ? search.results : search.status === "loading" ? (search.previous ?? null) : null;
  const visible = useMemo(
    () => (found === null ? postsInCategory(posts, category).map((post) => ({ post, result: null })) : rankedPosts(posts, found, category)),
    [found, posts, category],
  );
  const statusText =
    search.status === "error"
      ? statusCopy.unavailable
      : found === null && search.status === "loading"
        ? statusCopy.searching
        : visible.length === posts.length
          ? statusCopy.all(posts.length)
          : statusCopy.some(visible.length, posts.length);
  // The count follows the list as the visitor types, but is shown, and so announced, only once
  // the box has stayed unchanged for a moment: a polite status message on every keystroke
  // interrupts the echo of the typed letters and says counts the visitor did not ask for (WCAG
  // 4.1.3 Status Messages). A category link followed changes it at once.
  const status = useSettledText(statusText, draft);
  const countOf = (choice: BlogCategoryChoice) => (choice === "all" ? posts.length : posts.filter((post) => post.category === choice).length);
  // Each category's page (the "All Posts" link first); the search stays in the page's state.
  const categoryLinks = (["all", ...BLOG_CATEGORIES] as const).map((choice) => ({
    key: choice,
    label: choice === "all" ? categoriesCopy.all : choice,
    href: canonicalPath(blogListPath(choice)),
    count: countOf(choice),
    current: choice === category,
  }));
  const cards = useMemo(
    () =>
      visible.map(({ post, result }) => ({
        ...summaryCard(blogPostSummary(post)),
        text: result ? <Excerpt segments={result.excerpt} /> : post.excerpt,
        eyebrow: post.category,
        meta: (
          <>
            <time dateTime={post.date}>{post.displayDate}</time>
            <span>{post.readTime} min read</span>
          </>
        ),
      })),
    [visible],
  );

  // The cards are a Suspense boundary of their own, as the newsletter block is: a key pressed in
  // the search box before the page is live makes React hydrate the toolbar at once (selective
  // hydration) and the cards later, in their own task. The boundary's element is memoized: a
  // boundary not yet hydrated whose props change must hydrate before it can update, so a new
  // element on every keystroke would hydrate the cards in the keystroke's task after all
  // (docs/decisions/032).
  const cardList = useMemo(
    () => (
      <Suspense>
        <CardList cards={cards} headingLevel="h2" className={styles.grid} />
      </Suspense>
    ),
    [cards],
  );

  return (
    <>
      <PageHero eyebrow={category === "all" ? eyebrow.all : eyebrow.category} title={copy.heading} lead={copy.intro} />
      <div className={styles.container}>
        <div className={styles.toolbar}>
          <SearchField
            landmark={searchCopy.landmark}
            label={searchCopy.label}
            placeholder={searchCopy.placeholder}
            action={canonicalPath(path)}
            value={draft}
            onChange={type}
            onSubmit={submit}
            inputRef={inputRef}
          >
            {searchCopy.noScript}
          </SearchField>
          <FilterLinks label={categoriesCopy.label} noun={categoriesCopy.noun} classNames={FILTER_CLASSES} links={categoryLinks} />
          {/* One text node, settled after typing: announced once when the visitor stops typing (WCAG 4.1.3). */}
          <p className={styles.count} role="status">
            {status}
          </p>
        </div>
        {cards.length > 0 ? (
          cardList
        ) : (
          <div className={styles.empty}>
            <h2>{empty.heading}</h2>
            <p>{empty.body}</p>
            <Button
              variant="outline"
              onClick={() => {
                clear();
                // This button leaves the page with the empty state: focus goes to the emptied search
                // box, where the visitor starts again, rather than to the top of the document
                // (WCAG 2.4.3 Focus Order). The full count is then announced (polite status).
                inputRef.current?.focus();
                void navigate(canonicalPath(BLOG_PATH), { preventScrollReset: true });
              }}
            >
              {empty.clear}
            </Button>
          </div>
        )}
        <div className={styles.newsletter}>
          {NEWSLETTER}
        </div>
      </div>
    </>
  );
}
