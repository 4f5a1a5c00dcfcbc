/**
 * The typed pages whose review dates the content step checks (docs/content/collections.md
 * "Review dates"; `src/content/reviewed.ts`): every service page, the FAQ, the glossary and the urgent-help resources, each
 * with its source file, its `reviewed` date and its text as JSON, where a named rule is searched.
 * Read by the content step (`scripts/content-index.ts`) and by `tests/reviewed.test.ts`, so both
 * check the same pages.
 */
import { join } from "node:path";
import { FAQ_REVIEWED, faqCategories } from "../../src/content/faq";
import { GLOSSARY_REVIEWED, glossaryTerms } from "../../src/content/glossary";
import type { ReviewedPage } from "../../src/content/reviewed";
import { serviceEntries } from "../../src/content/services";
import { urgentHelpContent } from "../../src/content/urgentHelp";

/**
 * @param contentDir - the content folder, relative to the working directory (`src/content`).
 * @returns one page per service entry, then the FAQ, the glossary and the urgent help (whose
 *   services the build then warns about when they were checked over a year ago).
 */
export function typedReviewedPages(contentDir: string): ReviewedPage[] {
  return [
    ...serviceEntries.map((service) => ({
      file: join(contentDir, "services", service.audience, `${service.slug}.yml`),
      reviewed: service.reviewed,
      text: JSON.stringify(service),
    })),
    { file: join(contentDir, "data", "faq.yml"), reviewed: FAQ_REVIEWED.date, text: JSON.stringify(faqCategories) },
    { file: join(contentDir, "data", "glossary.yml"), reviewed: GLOSSARY_REVIEWED.date, text: JSON.stringify(glossaryTerms) },
    { file: join(contentDir, "data", "urgent-help.yml"), reviewed: urgentHelpContent.reviewed, text: JSON.stringify(urgentHelpContent) },
  ];
}
