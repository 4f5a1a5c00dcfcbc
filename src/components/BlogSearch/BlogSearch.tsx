import { Suspense, memo, useEffect, useMemo, useRef } from "react";
import type { BlogPostMeta } from "../../content/collectionTypes";
import { blogListContent, blogListPath, legacyBlogCategoryTarget } from "../../content/blogList";
import { type BlogCategoryChoice, blogCloseMatchesStatus, foundPosts } from "../../content/blogSearch";
import type { IllustrationKey } from "../../content/taxonomy";
import type { SearchResult, SearchScope } from "../../search/engine/loadSearchEngine";
import { useSettledText } from "../../search/hooks/useSettledText";
import { useSiteSearch } from "../../search/hooks/useSiteSearch";
import { LIST_PAGE_SIZE, type PageNeighbours } from "../../site/pagination";
import { canonicalPath, blogPostPath } from "../../site/paths";
import { type ArticleCardItem, ArticleCardList } from "../ArticleCardList/ArticleCardList";
import { Button } from "../Button/Button";
import { type FilterLinkItem, FilterLinks } from "../FilterLinks/FilterLinks";
import { Pagination } from "../Pagination/Pagination";
import { MoreResults, useFocusFirstNewResult } from "../MoreResults/MoreResults";
import { SearchField } from "../SearchField/SearchField";
import { Excerpt } from "../SiteSearch/Excerpt";
import styles from "../../styles/lists.module.css";

/** What a blog card shows of a post, and all the blog search island receives of it (JSON). */
export interface BlogCardData {
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly category: BlogPostMeta["category"];
  /** ISO date (YYYY-MM-DD). */
  readonly date: string;
  /** The date as the card prints it ("May 15, 2025"). */
  readonly displayDate: string;
  /** Minutes. */
  readonly readTime: number;
  readonly image: IllustrationKey;
}

/** The fields of a post its card shows (`BlogCardData`). */
export function blogCardData(post: BlogPostMeta): BlogCardData {
  const { slug, title, excerpt, category, date, displayDate, readTime, image } = post;
  return { slug, title, excerpt, category, date, displayDate, readTime, image };
}

/**
 * A post's card (docs/spec.md §2 "Blog list": image, category, title, excerpt, date, read time), with
 * the search's excerpt around the match in place of the post's own when there is one.
 */
export function blogCard(post: BlogCardData, result: SearchResult | null = null): ArticleCardItem {
  return {
    id: post.slug,
    href: canonicalPath(blogPostPath(post.slug)),
    title: post.title,
    text: result ? <Excerpt segments={result.excerpt} /> : post.excerpt,
    image: post.image,
    eyebrow: post.category,
    meta: (
      <>
        <time dateTime={post.date}>{post.displayDate}</time>
        <span>{post.readTime} min read</span>
      </>
    ),
  };
}

/** The blog list searches the site index's articles only, a category's page its category's. */
function blogScope(category: BlogCategoryChoice): SearchScope {
  return category === "all" ? { types: ["Article"] } : { types: ["Article"], category };
}

/** The filter links in the list toolbar, styled by the Learning Center pages' CSS. */
const FILTER_CLASSES = { list: styles.filters, link: styles.filterLink, count: styles.filterCount };

/**
 * The found posts' cards, memoized (`React.memo`): a keystroke re-renders the box and the count at
 * once, and the cards only when the results change, in a transition (docs/decisions/031).
 */
const CardList = memo(ArticleCardList);

const { search: searchCopy, status: statusCopy, categories: categoriesCopy, empty, pagination: paginationCopy } = blogListContent;

/**
 * The blog list's toolbar and cards (docs/spec.md §2 "Blog list", §4), the `blog-search` island of
 * the blog list and of each category's page (docs/decisions/041): the search box, the category
 * links, the polite live count, and the category's posts, or what a search found among them, or
 * the empty state.
 *
 * Works as HTML first (docs/product-decisions.md, decision 11):
 * - the category links lead to the prerendered pages (`/learning/blog/category/<slug>/`), each
 *   marked `aria-current="page"` when shown, with its number of posts;
 * - the search box is a GET form (`?q=`; `SearchField`) whose action is this page; once the island
 *   is awake it filters as the visitor types, and the query stays out of the address and the
 *   history (`useSearchQuery`). The islands loader wakes it at the first focus or press inside it,
 *   or at load when the address carries `?q=` (applied, then removed from the address) or an older
 *   `?category=` (replaced, `location.replace`, by that category's page on this host, without the
 *   search; `legacyBlogCategoryTarget`). Without scripts a note says that searching needs
 *   JavaScript and points to the category links.
 * The count changes, and is announced, once the visitor has stopped typing (`useSettledText`; WCAG
 * 4.1.3 Status Messages); when no article holds every word of a query, it says that the cards are
 * close matches (`blogCloseMatchesStatus`, docs/decisions/066).
 * A long list has pages (docs/decisions/045): the island holds only its page's posts, newest first,
 * with the links between the pages under them (`Pagination`, plain links); a search looks through
 * the posts of every page of the category, each found post's card made from its search result
 * (`foundPosts`), and hides the page links while it shows what it found, a page of cards at a
 * time ("Show more articles" adds the next ones and moves focus to the first of them;
 * docs/decisions/048).
 * @param category - the category of the page ("all" on `/learning/blog/`).
 * @param posts - the posts of this page of the category's list, newest first.
 * @param total - the number of posts of the whole blog, which the count compares with.
 * @param listed - the number of posts of the category (of the whole blog for "all"), on every page.
 * @param at - this page among the list's pages (`pageNeighbours`).
 * @param links - the category links, the "All Posts" link first.
 */
export function BlogSearch({
  category,
  posts,
  total,
  listed,
  at,
  links,
}: {
  category: BlogCategoryChoice;
  posts: readonly BlogCardData[];
  total: number;
  listed: number;
  at: PageNeighbours;
  links: readonly FilterLinkItem[];
}) {
  const scope = useMemo(() => blogScope(category), [category]);
  const { draft, params, inputRef, type, submit, clear, results: search, showMore } = useSiteSearch(LIST_PAGE_SIZE, scope);
  const path = blogListPath(category);
  // The address's query string when it holds an old `?category=`, once the island may read it.
  const legacySearch = params.has("category") ? params.toString() : null;

  // An older `?category=Legal+Insights` address: that category's page instead, in place of the old
  // entry in the history, without the search: carried over, its words would be written into a
  // second address the browser's history keeps (docs/decisions/038 and 042). An unknown category
  // is dropped.
  useEffect(() => {
    if (legacySearch === null) return;
    const kept = new URLSearchParams(legacySearch);
    kept.delete("q");
    const target = legacyBlogCategoryTarget(kept.toString(), path);
    if (target !== null) window.location.replace(target);
  }, [legacySearch, path]);

  // With a query, the posts of the category the site search found, best first, each with its
  // excerpt, whichever page lists them; while the index loads (first search) the page's posts stay
  // listed, and while a later query runs, the previous results stay.
  const foundPage = search.status === "done" ? search.page : search.status === "loading" ? (search.previous ?? null) : null;
  const found: readonly SearchResult[] | null = foundPage?.results ?? null;
  const cards = useMemo(
    () => (found === null ? posts.map((post) => blogCard(post)) : foundPosts(found, category).map(({ post, result }) => blogCard(post, result))),
    [found, posts, category],
  );
  const shown = cards.length;
  // This page's place in the list ("Showing articles 10 to 18 of 25") when the list has pages and
  // no search is shown.
  const first = (at.page - 1) * LIST_PAGE_SIZE + 1;
  const statusText =
    search.status === "error"
      ? statusCopy.unavailable
      : found === null && search.status === "loading"
        ? statusCopy.searching
        : found === null && at.pages > 1
          ? statusCopy.page(first, first + shown - 1, listed)
          : foundPage?.closeMatches === true
            ? blogCloseMatchesStatus(shown, foundPage.total)
            : shown === total
              ? statusCopy.all(total)
              : foundPage !== null && foundPage.total > shown
                ? statusCopy.found(shown, foundPage.total)
                : statusCopy.some(shown, total);
  const status = useSettledText(statusText, draft);
  // The cards are a Suspense boundary of their own: a key pressed in the search box that wakes the
  // island makes React hydrate the toolbar at once (selective hydration) and the cards later, in
  // their own task. The boundary's element is memoized: a boundary not yet hydrated whose props
  // change must hydrate before it can update, so a new element on every keystroke would hydrate
  // the cards in the keystroke's task after all (docs/decisions/032).
  const cardList = useMemo(
    () => (
      <Suspense>
        <CardList cards={cards} headingLevel="h2" className={styles.grid} />
      </Suspense>
    ),
    [cards],
  );
  const cardsRef = useRef<HTMLDivElement>(null);
  const focusFirstNew = useFocusFirstNewResult(cardsRef, shown);

  return (
    <>
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
        <FilterLinks label={categoriesCopy.label} noun={categoriesCopy.noun} classNames={FILTER_CLASSES} links={links} />
        {draft.trim() === "" ? null : <p className={styles.count}>{categoriesCopy.clearsSearch}</p>}
        {/* One text node, settled after typing: announced once when the visitor stops typing (WCAG 4.1.3). */}
        <p className={styles.count} role="status">
          {status}
        </p>
      </div>
      {cards.length > 0 ? (
        <>
          <div ref={cardsRef}>{cardList}</div>
          {foundPage === null ? (
            <Pagination listPath={blogListPath(category)} at={at} label={paginationCopy.label} />
          ) : (
            <MoreResults
              shown={shown}
              total={foundPage.total}
              noun="articles"
              loading={search.status === "done" && search.loadingMore}
              onMore={() => {
                focusFirstNew();
                showMore();
              }}
            />
          )}
        </>
      ) : (
        <div className={styles.empty}>
          <h2>{empty.heading}</h2>
          <p>{empty.body}</p>
          <Button
            variant="outline"
            onClick={() => {
              clear();
              // On a category's page, clearing the filters too means the blog list. On the list,
              // focus goes to the emptied search box, where the visitor starts again, rather than
              // to the top of the document (WCAG 2.4.3 Focus Order); the full count is then
              // announced (polite status).
              if (category !== "all") window.location.assign(canonicalPath(blogListPath("all")));
              else inputRef.current?.focus();
            }}
          >
            {empty.clear}
          </Button>
        </div>
      )}
    </>
  );
}
