import { type SyntheticEvent, useId, useRef, useState } from "react";
import { useLoaderData, useSearchParams } from "react-router";
import { ArticleCard } from "../components/ArticleCard/ArticleCard";
import { Button } from "../components/Button/Button";
import { NewsletterForm } from "../components/NewsletterForm/NewsletterForm";
import { PageHero } from "../components/PageHero/PageHero";
import { absoluteUrl } from "../config/site";
import { loadSearchText } from "../content/articles.server";
import { type BlogCategoryChoice, filterPosts, parseBlogCategory } from "../content/blogSearch";
import { BLOG_PATH, blogPostPath, blogPosts, formatDate } from "../content/collections";
import { BLOG_CATEGORIES } from "../content/taxonomy";
import { useAdoptTypedValue } from "../hooks/typedBeforeHydration";
import { useQueryStringReady } from "../hooks/useQueryStringReady";
import { pageMeta } from "../seo/meta";
import { webPageJsonLd } from "../seo/pageJsonLd";
import styles from "./learning.module.css";
import { canonicalPath } from "./manifest";

/** The RSS feed, advertised on the blog pages (issue 4 point 8). */
export const RSS_ALTERNATE = { type: "application/rss+xml", href: absoluteUrl("/learning/blog/rss.xml"), title: "RRR blog" };

/** Every post with the words of its body, so the search box can search the text (built at prerender). */
export function loader() {
  return { posts: blogPosts.map((post) => ({ ...post, searchText: loadSearchText("blog", post.slug) })) };
}

/** Search and category changes live in the URL only; the data never changes, so nothing is refetched. */
export function shouldRevalidate({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) {
  return currentUrl.pathname !== nextUrl.pathname;
}

const META = {
  title: "Blog and Insights on Online Reputation",
  description:
    "Practical articles from RRR on repairing search results, handling reviews, protecting executives, data brokers, privacy and your legal options.",
  keywords: ["reputation management blog", "online reputation tips", "review management advice", "privacy protection", "executive reputation"],
};

export function meta() {
  return pageMeta({
    path: BLOG_PATH,
    ...META,
    alternates: [RSS_ALTERNATE],
    jsonLd: [webPageJsonLd("CollectionPage", { path: BLOG_PATH, title: META.title, description: META.description })],
  });
}

/**
 * The blog list (SPEC "Blog list"; issue 4 point 4): search box and category buttons whose state
 * lives in the URL (`?q=`, `?category=`), applied after hydration; a polite live count; SPEC's
 * empty state.
 */
export default function BlogIndex() {
  const { posts } = useLoaderData<typeof loader>();
  const queryReady = useQueryStringReady();
  const [params, setParams] = useSearchParams();
  const urlQuery = queryReady ? (params.get("q") ?? "") : "";
  const category: BlogCategoryChoice = queryReady ? parseBlogCategory(params.get("category")) : "all";
  const [draft, setDraft] = useState(urlQuery);
  const [seenQuery, setSeenQuery] = useState(urlQuery);
  const searchId = useId();

  // The URL wins when it changes from outside the box (back button, a shared link): adjust the
  // box while rendering (https://react.dev/learn/you-might-not-need-an-effect).
  if (urlQuery !== seenQuery) {
    setSeenQuery(urlQuery);
    setDraft(urlQuery);
  }

  const update = (next: { q?: string; category?: BlogCategoryChoice }, replace: boolean) => {
    const merged = new URLSearchParams(params);
    const q = next.q ?? urlQuery;
    const chosen = next.category ?? category;
    if (q.trim() === "") merged.delete("q");
    else merged.set("q", q);
    if (chosen === "all") merged.delete("category");
    else merged.set("category", chosen);
    setParams(merged, { replace, preventScrollReset: true });
  };

  const searchRef = useRef<HTMLInputElement>(null);
  // Text typed before hydration becomes the query; the URL's other parameters stay.
  useAdoptTypedValue(searchRef, (value) => {
    setDraft(value);
    const merged = new URLSearchParams(params);
    if (value.trim() === "") merged.delete("q");
    else merged.set("q", value);
    setParams(merged, { replace: true, preventScrollReset: true });
  });

  const visible = filterPosts(posts, urlQuery, category);
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: draft }, false);
  };

  return (
    <>
      <PageHero
        eyebrow="Blog and insights"
        title="Insights on protecting your name online"
        lead="Practical, plain-language articles from our reputation specialists: what works, what backfires, and what the law and the platforms allow."
      />
      <div className={styles.container}>
        <div className={styles.toolbar}>
          <form role="search" onSubmit={onSubmit} className={styles.searchField} aria-label="Search the blog">
            <label htmlFor={searchId} className={styles.label}>
              Search articles
            </label>
            <input
              ref={searchRef}
              id={searchId}
              type="search"
              className={styles.input}
              placeholder="Search by title or content..."
              value={draft}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                update({ q: event.currentTarget.value }, true);
              }}
            />
          </form>
          <div role="group" aria-label="Filter by category" className={styles.filters}>
            {(["all", ...BLOG_CATEGORIES] as const).map((choice) => (
              <button
                key={choice}
                type="button"
                className={styles.filterButton}
                aria-pressed={category === choice}
                onClick={() => update({ category: choice }, false)}
              >
                {choice === "all" ? "All Posts" : choice}
              </button>
            ))}
          </div>
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
                setParams(new URLSearchParams(), { preventScrollReset: true });
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
