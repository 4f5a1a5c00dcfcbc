/**
 * The glossary page's head and hero, and whether its definitions call for the urgent-help block
 * and the quick exit (docs/spec.md §2 "Glossary"; docs/product-decisions.md, decision 13;
 * docs/decisions/024 and 025).
 */
import { glossaryTerms } from "./glossary";
import type { ReferencePage } from "./referencePage";
import { mentionsSafetyTopic } from "./safetyTopics";

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
