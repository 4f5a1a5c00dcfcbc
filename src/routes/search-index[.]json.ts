import { type Collection, loadSearchText } from "../content/articles.server";
import { postSearchId } from "../content/blogSearch";
import { blogPosts, caseStudies, guides } from "../content/collections";
import { faqCategories } from "../content/faq";
import { glossaryTerms, termId } from "../content/glossary";
import type { SearchDocument } from "../content/types";
import { blogPostPath, canonicalPath, caseStudyPath, FAQS_PATH, GLOSSARY_PATH, guidePath } from "../site/paths";

/** A sentence-sized summary: the first `max` characters, cut at a word. */
function firstWords(text: string, max = 180): string {
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

/** The search documents of one collection's articles; `idOf` makes a document's id from its slug. */
function articleDocuments(collection: Collection, type: SearchDocument["type"], idOf: (slug: string) => string, articles: readonly IndexedArticle[]): SearchDocument[] {
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

/**
 * The site search index (docs/decisions/007 and 015), prerendered at build time from the
 * collections, the FAQ and the glossary (no second list of content): each document's title,
 * summary, keywords and full text. The Learning Center search and the blog list fetch it only
 * when the visitor searches.
 */
export function loader() {
  const documents: SearchDocument[] = [
    ...articleDocuments("blog", "Article", postSearchId, blogPosts.map((post) => ({ ...post, summary: post.excerpt, keywords: post.tags, path: blogPostPath(post.slug) }))),
    ...articleDocuments("guides", "Guide", (slug) => `guide:${slug}`, guides.map((guide) => ({ ...guide, summary: guide.description, keywords: guide.categories, path: guidePath(guide.slug) }))),
    ...articleDocuments("case-studies", "Case study", (slug) => `case-study:${slug}`, caseStudies.map((study) => ({ ...study, summary: study.summary, keywords: study.tags, path: caseStudyPath(study.slug) }))),
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
  ];
  return new Response(JSON.stringify(documents), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
