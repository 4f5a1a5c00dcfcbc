/**
 * The documents of the site search index (docs/decisions/007, 015 and 048), made at build time from
 * the collections, the FAQ, the glossary and the policy pages (no second list of content): each document's title,
 * summary, keywords and full text. Read by the resource route `src/routes/search-documents[.]json.ts`
 * only (it reads Markdown).
 */
import { type Collection, loadSearchText } from "../../content/articles.server";
import { type ArticleSummary, blogPostSummary, caseStudySummary, guideSummary } from "../../content/articleSummary";
import { postSearchId } from "../../content/blogSearch";
import { blogPosts, caseStudies, guides } from "../../content/collections";
import { faqCategories } from "../../content/faq";
import { glossaryTerms, termId } from "../../content/glossary";
import type { BlogPostMeta } from "../../content/collectionTypes";
import type { PostCardFields, SearchDocument } from "../../content/types";
import { canonicalPath, FAQS_PATH, GLOSSARY_PATH, legalPath } from "../../site/paths";
import { pageIndex } from "../../content/generated/pageIndex";
import { loadLegalSearchText } from "../../content/legal.server";

/** A sentence-sized summary: the first `max` characters, cut at a word. */
function firstWords(text: string, max = 180): string {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(" ", max))}…`;
}

/** The search documents of one collection's articles; `idOf` makes a document's id from its slug. */
function articleDocuments(collection: Collection, type: SearchDocument["type"], idOf: (slug: string) => string, articles: readonly ArticleSummary[]): SearchDocument[] {
  return articles.map((article) => ({
    id: idOf(article.slug),
    type,
    title: article.title,
    summary: article.summary,
    keywords: article.keywords.join(" "),
    text: loadSearchText(collection, article.slug),
    url: canonicalPath(article.path),
  }));
}

/** A blog post's card fields (`PostCardFields`), carried by its search document. */
function postCard({ category, date, displayDate, readTime, image }: BlogPostMeta): PostCardFields {
  return { category, date, displayDate, readTime, image };
}

/**
 * Every document of the site search index, in the order the index lists them: the blog's posts,
 * the guides, the case studies, each FAQ answer (linked to its category), each glossary term
 * (linked to its entry) and each policy page (how we charge, our standards, privacy, terms…: a
 * visitor looks for "refund" or "confidential" there). Ids are unique across types (`post:<slug>`,
 * `guide:<slug>`, `faq:…`, `policy:<slug>`).
 */
export function searchDocuments(): SearchDocument[] {
  return [
    ...articleDocuments("blog", "Article", postSearchId, blogPosts.map(blogPostSummary)).map((document, index) => {
      const post = blogPosts[index];
      return post === undefined ? document : { ...document, card: postCard(post) };
    }),
    ...articleDocuments("guides", "Guide", (slug) => `guide:${slug}`, guides.map(guideSummary)),
    ...articleDocuments("case-studies", "Case study", (slug) => `case-study:${slug}`, caseStudies.map(caseStudySummary)),
    ...faqCategories.flatMap((category) =>
      category.questions.map((question, index) => ({
        id: `faq:${category.id}-${index + 1}`,
        type: "FAQ" as const,
        title: question.question,
        summary: firstWords(question.answer.join(" ")),
        keywords: category.name,
        text: question.answer.join(" "),
        url: `${canonicalPath(FAQS_PATH)}#${category.id}`,
      })),
    ),
    ...glossaryTerms.map((term) => ({
      id: `term:${termId(term.term)}`,
      type: "Glossary term" as const,
      title: term.term,
      summary: firstWords(term.definition),
      keywords: "",
      text: term.definition,
      url: `${canonicalPath(GLOSSARY_PATH)}#${termId(term.term)}`,
    })),
    ...pageIndex.legalDocuments.map(({ slug }) => {
      const { title, description, keywords, text } = loadLegalSearchText(slug);
      return { id: `policy:${slug}`, type: "Policy" as const, title, summary: description, keywords: keywords.join(" "), text, url: canonicalPath(legalPath(slug)) };
    }),
  ];
}
