/**
 * The glossary (`src/content/data/glossary.yml`; `src/content/glossary.ts` reads the generated
 * module). The build sorts the terms alphabetically, so an editor may add one anywhere.
 */
import { formatDate } from "../../../src/content/dates";
import { glossarySchema } from "../../../src/content/dataSchemas";
import { defineDataCollection, generatedModule, literal, onlyEntry } from "./collection";

export const glossaryCollection = defineDataCollection({
  name: "glossary",
  label: "Glossary",
  description: "The terms of /learning/glossary/; the page lists them alphabetically.",
  source: { file: "src/content/data/glossary.yml" },
  schema: glossarySchema,
  generate: (entries, problems) => {
    const { file, data } = onlyEntry(entries);
    const terms = data.terms.slice().sort((a, b) => a.term.localeCompare(b.term, "en"));
    for (const [index, term] of terms.entries()) {
      if (index > 0 && terms[index - 1]?.term.toLowerCase() === term.term.toLowerCase()) problems.push(`${file}: field "terms": the term "${term.term}" is defined twice`);
    }
    const reviewed = { date: data.reviewed, displayDate: formatDate(data.reviewed) };
    return {
      "src/content/generated/glossary.ts": generatedModule(
        [file],
        [`import type { GlossaryTerm } from "../glossary";`, `import type { ReviewDate } from "../reviewed";`],
        `export const glossaryReviewed: ReviewDate = ${JSON.stringify(reviewed)};\n\nexport const glossaryTerms: readonly GlossaryTerm[] = ${literal(terms)};`,
      ),
    };
  },
});
