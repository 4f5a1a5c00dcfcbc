/** The site facts (`src/content/data/site.yml`; `src/content/site.ts` reads the generated module). */
import { siteFactsSchema } from "../../../src/content/dataSchemas";
import { defineDataCollection, generatedModule, literal, onlyEntry } from "./collection";

export const siteFactsCollection = defineDataCollection({
  name: "facts",
  label: "Site facts (name, phone, email, hours, profiles)",
  description: "The facts about the firm that every page repeats: the footer, the contact page, the legal pages and the data search engines read.",
  source: { file: "src/content/data/site.yml" },
  schema: siteFactsSchema,
  generate: (entries) => {
    const { file, data } = onlyEntry(entries);
    return { "src/content/generated/siteFacts.ts": generatedModule([file], [], `export const siteFacts = ${literal(data)};`) };
  },
});
