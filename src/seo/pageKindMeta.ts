/**
 * The heads of the page kinds that share a shape (docs/spec.md §1 "Page metadata"): a page whose own
 * record is a WebPage, and an article page. Kept apart from `meta.ts`, which every page loads, so
 * that only the pages that use these helpers load the JSON-LD builders they need.
 */
import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "../config/siteUrl";
import { BLOG_RSS_PATH } from "../site/paths";
import { type PageMetaInput, pageMeta } from "./meta";
import { type ArticleJsonLdInput, articleJsonLd, blogPostingJsonLd, webPageJsonLd } from "./pageJsonLd";

/** What a page's head needs besides its own JSON-LD: the fields of `PageMetaInput` every page sets. */
/** The blog's RSS feed, advertised on the blog pages (https://www.rssboard.org/rss-autodiscovery). */
export const BLOG_FEED_ALTERNATE = { type: "application/rss+xml", href: absoluteUrl(BLOG_RSS_PATH), title: "RRR blog" };

export type PageMetaBasics = Pick<PageMetaInput, "path" | "title" | "description" | "keywords" | "alternates" | "noindex" | "pagination">;

/**
 * The head of a page whose own record is a WebPage (https://schema.org/WebPage), an AboutPage or,
 * on list pages and hubs, a CollectionPage: `pageMeta` with that record built from the same
 * title, description and path.
 */
export function webPageMeta(type: "AboutPage" | "CollectionPage" | "WebPage", page: PageMetaBasics): MetaDescriptor[] {
  return pageMeta({ ...page, jsonLd: [webPageJsonLd(type, { path: page.path, title: page.title, description: page.description })] });
}

/**
 * The head of an article page (a post, a guide, a case study): Open Graph type `article` and its
 * BlogPosting or Article record (https://schema.org/BlogPosting, https://schema.org/Article),
 * with the visible title (the h1) as the headline. `seoTitle`, when the article has one, is the
 * `<title>` and the Open Graph and Twitter title instead of `title` (both without the site name).
 */
export function articleMeta(
  type: "BlogPosting" | "Article",
  article: Omit<ArticleJsonLdInput, "headline"> & { title: string; seoTitle?: string | undefined; alternates?: PageMetaInput["alternates"] },
): MetaDescriptor[] {
  const { title, seoTitle, alternates, ...record } = article;
  const input = { ...record, headline: title };
  return pageMeta({
    path: article.path,
    title: seoTitle ?? title,
    description: article.description,
    keywords: article.keywords,
    ogType: "article",
    ...(alternates ? { alternates } : {}),
    jsonLd: [type === "BlogPosting" ? blogPostingJsonLd(input) : articleJsonLd(input)],
  });
}
