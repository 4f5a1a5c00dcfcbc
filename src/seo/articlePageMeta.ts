import type { MetaDescriptor } from "react-router";
import type { ArticleSummary } from "../content/articleSummary";
import { articleMeta } from "./pageKindMeta";

/**
 * The head of an article's page (a post, a guide, a case study; docs/spec.md §1 "Page metadata"):
 * `articleMeta` built from the article's summary (`src/content/articleSummary.ts`), its summary as
 * the description, its tags (a guide's categories) as the keywords.
 * @param type - `BlogPosting` for a blog post, `Article` for a guide or a case study (https://schema.org/BlogPosting).
 * @param extra - the record's `articleSection` (https://schema.org/articleSection) and the page's
 *   alternate links (the blog's feed), for the pages that have them.
 */
export function articlePageMeta(
  type: "BlogPosting" | "Article",
  article: ArticleSummary,
  extra: { section?: string; alternates?: Parameters<typeof articleMeta>[1]["alternates"] } = {},
): MetaDescriptor[] {
  return articleMeta(type, {
    path: article.path,
    title: article.title,
    seoTitle: article.seoTitle,
    description: article.summary,
    datePublished: article.datePublished,
    keywords: article.keywords,
    wordCount: article.words,
    ...extra,
  });
}
