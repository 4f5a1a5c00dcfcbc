/**
 * The FAQ (`src/content/data/faq.yml`; `src/content/faq.ts` reads the generated module). The
 * build fills the answers' `{{storage.names}}` token from the storage registry and writes the
 * review date as the page shows it.
 */
import { formatDate } from "../../../src/content/dates";
import { faqSchema } from "../../../src/content/dataSchemas";
import { joinPhrases } from "../../../src/content/phrases";
import { describedStoredItems } from "../../../src/content/storageDescriptions";
import { fillTokens } from "../dataFiles";
import { defineDataCollection, generatedModule, literal, onlyEntry } from "./collection";

/** The tokens an answer may use: the names of the items the site keeps in the browser. */
const FAQ_TOKENS = { "storage.names": joinPhrases(describedStoredItems.map((item) => item.name.toLowerCase())) };

export const faqCollection = defineDataCollection({
  name: "faq",
  label: "FAQ",
  description: "The questions and answers of /learning/faqs/, by category.",
  source: { file: "src/content/data/faq.yml" },
  schema: faqSchema,
  generate: (entries, problems) => {
    const { file, data } = onlyEntry(entries);
    const attempt = (text: string, where: string): string => {
      try {
        return fillTokens(text, FAQ_TOKENS, `${file}: field "${where}"`);
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
        return text;
      }
    };
    const categories = data.categories.map((category, c) => ({
      ...category,
      questions: category.questions.map((question, q) => ({
        ...question,
        answer: question.answer.map((paragraph, p) => attempt(paragraph, `categories.${String(c)}.questions.${String(q)}.answer.${String(p)}`)),
      })),
    }));
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
