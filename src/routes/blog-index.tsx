import { type SyntheticEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLoaderData, useNavigate, useSearchParams } from "react-router";
import { ArticleCard } from "../components/ArticleCard/ArticleCard";
import { Button } from "../components/Button/Button";
import { NewsletterForm } from "../components/NewsletterForm/NewsletterForm";
import { PageHero } from "../components/PageHero/PageHero";
import { absoluteUrl } from "../config/site";
import { loadSearchText } from "../content/articles.server";
import { type BlogCategoryChoice, blogCategoryAtPath, filterPosts, parseBlogCategory } from "../content/blogSearch";
import { BLOG_PATH, blogCategoryPath, blogPostPath } from "../content/collectionPaths";
import { blogPosts, formatDate } from "../content/collections";
import { BLOG_CATEGORY_PAGES, type FilterPageCopy } from "../content/filterPages";
import { BLOG_CATEGORIES } from "../content/taxonomy";
import { useAdoptTypedValue } from "../hooks/typedBeforeHydration";
import { useQueryStringReady } from "../hooks/useQueryStringReady";
import { pageMeta } from "../seo/meta";
import { webPageJsonLd } from "../seo/pageJsonLd";
import styles from "./learning.module.css";
import { canonicalPath } from "./manifest";

/** The RSS feed, advertised on the blog pages (https://www.rssboard.org/rss-autodiscovery). */
export const RSS_ALTERNATE = { type: "application/rss+xml", href: absoluteUrl("/learning/blog/rss.xml"), title: "RRR blog" };

/**
 * Runs at prerender for the blog list and for each category's page: every post with the words of
 * its body (so the search box can search the text), and the category of the page at this URL
 * (`all` on `/learning/blog/`).
 */
export function loader({ request }: { request: Request }) {
  return {
    category: blogCategoryAtPath(new URL(request.url).pathname),
    posts: blogPosts.map((post) => ({ ...post, searchText: loadSearchText("blog", post.slug) })),
  };
}

/** Search changes live in the URL only; the data never changes, so nothing is refetched. */
export function shouldRevalidate({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) {
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

type LoaderData = ReturnType<typeof loader>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }) {
  const category = loaderData?.category ?? "all";
  const path = listPath(category);
  const copy = listCopy(category);
  return pageMeta({
    path,
    title: copy.title,
    description: copy.description,
    keywords: copy.keywords,
    alternates: [RSS_ALTERNATE],
    jsonLd: [webPageJsonLd("CollectionPage", { path, title: copy.title, description: copy.description })],
  });
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
 * A polite live count and the empty state of docs/spec.md §2 "Blog list" follow the list.
 */
export default function BlogIndex() {
  const { posts, category } = useLoaderData<typeof loader>();
  const queryReady = useQueryStringReady();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const urlQuery = queryReady ? (params.get("q") ?? "") : "";
  const legacyCategory = queryReady ? params.get("category") : null;
  const [draft, setDraft] = useState(urlQuery);
  const [seenQuery, setSeenQuery] = useState(urlQuery);
  const searchId = useId();
  const path = listPath(category);
  const copy = listCopy(category);

  // The URL wins when it changes from outside the box (back button, a shared link): adjust the
  // box while rendering (https://react.dev/learn/you-might-not-need-an-effect).
  if (urlQuery !== seenQuery) {
    setSeenQuery(urlQuery);
    setDraft(urlQuery);
  }

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

  const setQuery = (q: string, replace: boolean) => {
    const merged = new URLSearchParams(params);
    if (q.trim() === "") merged.delete("q");
    else merged.set("q", q);
    setParams(merged, { replace, preventScrollReset: true });
  };

  const searchRef = useRef<HTMLInputElement>(null);
  // Text typed before hydration becomes the query; the URL's other parameters stay.
  useAdoptTypedValue(searchRef, (value) => {
    setDraft(value);
    setQuery(value, true);
  });

  const visible = filterPosts(posts, urlQuery, category);
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(draft, false);
  };
  const countOf = (choice: BlogCategoryChoice) => (choice === "all" ? posts.length : posts.filter((post) => post.category === choice).length);

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
                ref={searchRef}
                id={searchId}
                type="search"
                name="q"
                className={styles.input}
                placeholder="Search by title or content..."
                value={draft}
                onChange={(event) => {
                  setDraft(event.currentTarget.value);
                  setQuery(event.currentTarget.value, true);
                }}
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
          <nav aria-label="Blog categories">
            <ul className={styles.filters}>
              {(["all", ...BLOG_CATEGORIES] as const).map((choice) => {
                const count = countOf(choice);
                return (
                  <li key={choice}>
                    <Link
                      to={withQuery(canonicalPath(listPath(choice)), urlQuery)}
                      className={styles.filterLink}
                      aria-current={choice === category ? "page" : undefined}
                    >
                      {choice === "all" ? "All Posts" : choice}{" "}
                      <span className={styles.filterCount}>
                        {count}
                        <span className="visually-hidden">{count === 1 ? " article" : " articles"}</span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <p className={styles.count} role="status">
            {visible.length === posts.length
              ? `Showing all ${posts.length} articles`
              : `Showing ${visible.length} of ${posts.length} articles`}
          </p>
        </div>
        {visible.length > 0 ? (
          <ul className={styles.grid}>
            {visible.map((post) => (
              <li key={post.slug}>
                <ArticleCard
                  headingLevel="h2"
                  href={canonicalPath(blogPostPath(post.slug))}
                  title={post.title}
                  text={post.excerpt}
                  image={post.image}
                  eyebrow={post.category}
                  meta={
                    <>
                      <time dateTime={post.date}>{formatDate(post.date)}</time>
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
                setDraft("");
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
