/**
 * The FAQ page's head and hero, and whether its answers call for the urgent-help block and the
 * quick exit (docs/spec.md §2 "FAQ"; docs/product-decisions.md, decision 13; docs/decisions/024 and 025).
 */
import { faqCategories } from "./faq";
import type { ReferencePage } from "./referencePage";
import { mentionsSafetyTopic } from "./safetyTopics";

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
