import type { ReviewDate } from "./reviewed";
import { faqCategories as generatedCategories, faqReviewed } from "./generated/faq";

/** One question of the FAQ (docs/spec.md §2 "FAQ"). Answers are plain-text paragraphs. */
export interface FaqQuestion {
  readonly question: string;
  readonly answer: readonly string[];
  /** Optional links shown under the answer: canonical site paths with a trailing slash. */
  readonly links?: readonly { readonly label: string; readonly href: string }[];
}

/** A category of the FAQ; `id` is the section's anchor and the URL hash. */
export interface FaqCategory {
  readonly id: string;
  readonly name: string;
  readonly questions: readonly FaqQuestion[];
}

/**
 * Questions and answers of the FAQ page (docs/spec.md §2 "FAQ", /learning/faqs), from the content
 * file `src/content/data/faq.yml` (docs/decisions/035; schema `faqSchema` in
 * `src/content/dataSchemas.ts`). Categories in display order; each `id` is the section anchor and
 * URL hash. Answers are plain-text paragraphs; links use canonical site paths with a trailing slash.
 */
export const faqCategories: readonly FaqCategory[] = generatedCategories;

/**
 * When the outside rules the FAQ's answers describe (HIPAA, Wikipedia's disclosure rules, platform
 * review policies, the elements of defamation) were last checked; the page shows it as "Last
 * reviewed <date>" and the build warns when it is over a year old (`src/content/reviewed.ts`).
 */
export const FAQ_REVIEWED: ReviewDate = faqReviewed;
