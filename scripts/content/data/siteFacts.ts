/**
 * The site facts (`src/content/data/site.yml`; `src/content/site.ts` reads the generated module),
 * and apart from them the firm's commercial terms (`siteTerms`: the starting ranges, the minimum
 * term, renewal, cancellation, refunds, the process promise, after hours; docs/decisions/060).
 */
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
    // The commercial terms go in a module of their own, read only at build time (the service pages,
    // How we charge, the terms), so no island's bundle carries them (npm run test:budget).
    const { afterHours, priceRanges, minimumTerm, renewal, cancellation, refunds, processPromise, ...facts } = data;
    const terms = { afterHours, priceRanges, minimumTerm, renewal, cancellation, refunds, processPromise };
    return {
      "src/content/generated/siteFacts.ts": generatedModule([file], [], `export const siteFacts = ${literal(facts)};`),
      "src/content/generated/siteTerms.ts": generatedModule([file], [], `export const siteTerms = ${literal(terms)};`),
    };
  },
});
