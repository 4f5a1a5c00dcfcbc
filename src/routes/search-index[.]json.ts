import { type Collection, loadSearchText } from "../content/articles.server";
import { blogPosts, caseStudies, guides } from "../content/collections";
import { faqCategories } from "../content/faq";
import { glossaryTerms, termId } from "../content/glossary";
import type { SearchDocument } from "../content/types";
import { blogPostPath, canonicalPath, caseStudyPath, FAQS_PATH, GLOSSARY_PATH, guidePath } from "./paths";

/** A sentence-sized snippet: the first `max` characters, cut at a word. */
function snippet(text: string, max = 180): string {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(" ", max))}…`;
}

/** What the index needs of an article: its summary and keywords are searched with its body. */
interface IndexedArticle {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly keywords: readonly string[];
  /** Registered path of the article's page. */
  readonly path: string;
}

/** The search documents of one collection's articles; ids are `idPrefix:slug`. */
function articleDocuments(collection: Collection, type: SearchDocument["type"], idPrefix: string, articles: readonly IndexedArticle[]): SearchDocument[] {
  return articles.map((article) => ({
    id: `${idPrefix}:${article.slug}`,
    type,
    title: article.title,
    text: `${article.summary} ${article.keywords.join(" ")} ${loadSearchText(collection, article.slug)}`,
    snippet: article.summary,
    url: canonicalPath(article.path),
  }));
}

/**
 * The Learning Center search index (docs/decisions/007), prerendered at build time from the
 * collections, the FAQ and the glossary (no second list of content). The landing page fetches it
 * only when the visitor searches.
 */
export function loader() {
  const documents: SearchDocument[] = [
    ...articleDocuments("blog", "Article", "post", blogPosts.map((post) => ({ ...post, summary: post.excerpt, keywords: post.tags, path: blogPostPath(post.slug) }))),
    ...articleDocuments("guides", "Guide", "guide", guides.map((guide) => ({ ...guide, summary: guide.description, keywords: guide.categories, path: guidePath(guide.slug) }))),
    ...articleDocuments("case-studies", "Case study", "case-study", caseStudies.map((study) => ({ ...study, summary: study.summary, keywords: study.tags, path: caseStudyPath(study.slug) }))),
    ...faqCategories.flatMap((category) =>
      category.questions.map((question, index) => ({
        id: `faq:${category.id}-${index + 1}`,
        type: "FAQ" as const,
        title: question.question,
        text: `${category.name} ${question.answer.join(" ")}`,
        snippet: snippet(question.answer.join(" ")),
        url: `${canonicalPath(FAQS_PATH)}#${category.id}`,
      })),
    ),
    ...glossaryTerms.map((term) => ({
      id: `term:${termId(term.term)}`,
      type: "Glossary term" as const,
      title: term.term,
      text: term.definition,
      snippet: snippet(term.definition),
      url: `${canonicalPath(GLOSSARY_PATH)}#${termId(term.term)}`,
    })),
  ];
  return new Response(JSON.stringify(documents), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
