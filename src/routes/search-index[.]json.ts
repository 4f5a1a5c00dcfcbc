import { loadSearchText } from "../content/articles.server";
import { blogPostPath, blogPosts, caseStudies, caseStudyPath, guidePath, guides } from "../content/collections";
import { faqCategories } from "../content/faq";
import { glossaryTerms } from "../content/glossary";
import { termId } from "../content/glossaryIndex";
import type { SearchDocument } from "../content/searchTypes";
import { canonicalPath } from "./manifest";

/** A sentence-sized snippet: the first `max` characters, cut at a word. */
function snippet(text: string, max = 180): string {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(" ", max))}…`;
}

/**
 * The Learning Center search index (docs/decisions/007), prerendered at build time from the
 * collections, the FAQ and the glossary (no second list of content). The landing page fetches it
 * only when the visitor searches.
 */
export function loader() {
  const documents: SearchDocument[] = [
    ...blogPosts.map((post) => ({
      id: `post:${post.slug}`,
      type: "Article" as const,
      title: post.title,
      text: `${post.excerpt} ${post.tags.join(" ")} ${loadSearchText("blog", post.slug)}`,
      snippet: post.excerpt,
      url: canonicalPath(blogPostPath(post.slug)),
    })),
    ...guides.map((guide) => ({
      id: `guide:${guide.slug}`,
      type: "Guide" as const,
      title: guide.title,
      text: `${guide.description} ${guide.categories.join(" ")} ${loadSearchText("guides", guide.slug)}`,
      snippet: guide.description,
      url: canonicalPath(guidePath(guide.slug)),
    })),
    ...caseStudies.map((study) => ({
      id: `case-study:${study.slug}`,
      type: "Case study" as const,
      title: study.title,
      text: `${study.summary} ${study.tags.join(" ")} ${loadSearchText("case-studies", study.slug)}`,
      snippet: study.summary,
      url: canonicalPath(caseStudyPath(study.slug)),
    })),
    ...faqCategories.flatMap((category) =>
      category.questions.map((question, index) => ({
        id: `faq:${category.id}-${index + 1}`,
        type: "FAQ" as const,
        title: question.question,
        text: `${category.name} ${question.answer.join(" ")}`,
        snippet: snippet(question.answer.join(" ")),
        url: `${canonicalPath("/learning/faqs")}#${category.id}`,
      })),
    ),
    ...glossaryTerms.map((term) => ({
      id: `term:${termId(term.term)}`,
      type: "Glossary term" as const,
      title: term.term,
      text: term.definition,
      snippet: snippet(term.definition),
      url: `${canonicalPath("/learning/glossary")}#${termId(term.term)}`,
    })),
  ];
  return new Response(JSON.stringify(documents), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
