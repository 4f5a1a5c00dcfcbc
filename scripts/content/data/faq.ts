/**
 * The FAQ (`src/content/data/faq.yml`; `src/content/faq.ts` reads the generated module). Its content
 * tokens (`{{storage.names}}`, `{{site.responseTime}}`…) are filled as it loads
 * (`scripts/content-data.ts`); the build writes the review date as the page shows it.
 */
import { formatDate } from "../../../src/content/dates";
import { faqSchema } from "../../../src/content/dataSchemas";
import { defineDataCollection, generatedModule, literal, onlyEntry } from "./collection";

export const faqCollection = defineDataCollection({
  name: "faq",
  label: "FAQ",
  description: "The questions and answers of /learning/faqs/, by category.",
  source: { file: "src/content/data/faq.yml" },
  schema: faqSchema,
  generate: (entries, problems) => {
    const { file, data } = onlyEntry(entries);
    const { categories } = data;
    const ids = categories.map((category) => category.id);
    for (const id of ids.filter((id, index) => ids.indexOf(id) !== index)) problems.push(`${file}: field "categories": the anchor "${id}" is used twice`);
    const reviewed = { date: data.reviewed, displayDate: formatDate(data.reviewed) };
    return {
      "src/content/generated/faq.ts": generatedModule(
        [file],
        [`import type { FaqCategory } from "../faq";`, `import type { ReviewDate } from "../reviewed";`],
        `export const faqReviewed: ReviewDate = ${JSON.stringify(reviewed)};\n\nexport const faqCategories: readonly FaqCategory[] = ${literal(categories)};`,
      ),
    };
  },
});
