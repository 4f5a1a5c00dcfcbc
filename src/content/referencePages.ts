/**
 * The heads and heroes of the Learning Center's two reference pages, the FAQ and the glossary (docs/spec.md §2
 * "FAQ", "Glossary"; §1 "Page metadata"), and whether their copy calls for the urgent-help block
 * and the quick exit (docs/product-decisions.md, decision 13; docs/decisions/024 and 025).
 */
import { faqCategories } from "./faq";
import { glossaryTerms } from "./glossary";
import { mentionsSafetyTopic } from "./safetyTopics";

/** A reference page's head and hero, and whether its copy mentions threats, intimate images or doxxing. */
interface ReferencePage {
  readonly meta: { readonly title: string; readonly description: string; readonly keywords: readonly string[] };
  /** The hero: the eyebrow, the page's `h1` and the lead under it. */
  readonly hero: { readonly eyebrow: string; readonly title: string; readonly lead: string };
  /** True when the copy mentions a safety topic (`mentionsSafetyTopic`): the page then carries the urgent-help block and the quick exit. */
  readonly mentionsSafetyTopic: boolean;
}

/** The FAQ page (`FAQS_PATH`). */
export const faqPage: ReferencePage = {
  meta: {
    title: "Frequently Asked Questions About Reputation Management",
    description:
      "Answers about online reputation management, content removal, reviews, our services, and legal and privacy questions, from RRR's specialists.",
    keywords: ["reputation management FAQ", "content removal questions", "review management FAQ", "online privacy questions"],
  },
  hero: {
    eyebrow: "FAQs",
    title: "Frequently asked questions",
    lead: "Straight answers to the questions people ask us most: how reputation management works, what can be removed, reviews, our services, and legal and privacy matters.",
  },
  mentionsSafetyTopic: mentionsSafetyTopic(JSON.stringify(faqCategories)) !== undefined,
};

/** The glossary page (`GLOSSARY_PATH`). */
export const glossaryPage: ReferencePage = {
  meta: {
    title: "Glossary of Online Reputation Management Terms",
    description:
      "Plain-language definitions of reputation management terms, from astroturfing and de-indexing to DMCA takedowns, doxxing, SERPs and suppression.",
    keywords: ["reputation management glossary", "ORM terms", "what is suppression", "what is de-indexing", "DMCA takedown"],
  },
  hero: {
    eyebrow: "Glossary",
    title: "Reputation management, in plain words",
    lead: "The terms you will meet when dealing with search results, reviews, removal and privacy, explained without jargon.",
  },
  mentionsSafetyTopic: mentionsSafetyTopic(JSON.stringify(glossaryTerms)) !== undefined,
};
