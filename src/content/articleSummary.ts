import { blogPostPath, caseStudyPath, guidePath } from "../site/paths";
import type { BlogPostMeta, CaseStudyMeta, GuideMeta } from "./collectionTypes";
import type { IllustrationKey } from "./taxonomy";

/**
 * An article of one of the three collections (docs/content/collections.md) in the terms the pages
 * about it use: its head (docs/spec.md §1 "Page metadata"), its cards in the Learning Center's
 * lists and its document in the site search index (docs/decisions/015). The collections name these fields apart (a post's `excerpt`, a
 * guide's `description`, a case study's `summary`; a guide's `categories` and `lastUpdated`), so
 * each is read here once.
 */
export interface ArticleSummary {
  readonly slug: string;
  readonly title: string;
  /** The `<title>` when the article has one apart from its heading. */
  readonly seoTitle?: string | undefined;
  /** The sentence or two under the title: the meta description and the search summary. */
  readonly summary: string;
  /** The tags (a guide's categories): the meta keywords and the searched keywords. */
  readonly keywords: readonly string[];
  /** ISO date (YYYY-MM-DD): a post's or case study's `date`, a guide's `lastUpdated`. */
  readonly datePublished: string;
  /** Body length in words. */
  readonly words: number;
  /** Registered path of the article's page (`src/site/paths.ts`). */
  readonly path: string;
  /** The article's illustration (its cards and its page's hero). */
  readonly image: IllustrationKey;
}

/** The fields every collection names alike, with the ones each names its own way. */
function summaryOf(
  article: Pick<BlogPostMeta, "slug" | "title" | "seoTitle" | "words" | "image">,
  path: string,
  own: Pick<ArticleSummary, "summary" | "keywords" | "datePublished">,
): ArticleSummary {
  return { slug: article.slug, title: article.title, seoTitle: article.seoTitle, words: article.words, image: article.image, path, ...own };
}

/** A blog post's summary: its excerpt, tags and date. */
export function blogPostSummary(post: BlogPostMeta): ArticleSummary {
  return summaryOf(post, blogPostPath(post.slug), { summary: post.excerpt, keywords: post.tags, datePublished: post.date });
}

/** A guide's summary: its description, categories and last update. */
export function guideSummary(guide: GuideMeta): ArticleSummary {
  return summaryOf(guide, guidePath(guide.slug), { summary: guide.description, keywords: guide.categories, datePublished: guide.lastUpdated });
}

/** A case study's summary: its summary, tags and date. */
export function caseStudySummary(study: CaseStudyMeta): ArticleSummary {
  return summaryOf(study, caseStudyPath(study.slug), { summary: study.summary, keywords: study.tags, datePublished: study.date });
}
