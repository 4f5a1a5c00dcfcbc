/**
 * The contact page's copy (`src/content/data/contact.yml`; `src/content/contact.ts` reads the
 * generated module). Its content tokens (`{{site.responseTime}}`…) are filled as it loads
 * (`scripts/content-data.ts`).
 */
import { contactCopySchema } from "../../../src/content/pageCopySchemas";
import { defineDataCollection, generatedModule, literal, onlyEntry } from "./collection";

export const contactCollection = defineDataCollection({
  name: "contact",
  label: "Contact page",
  description: "The copy of the contact page (/contact/) around the form: what happens next, the reputation check, confidentiality, booking a call. The email, phone and hours are site facts.",
  source: { file: "src/content/data/contact.yml" },
  schema: contactCopySchema,
  generate: (entries) => {
    const { file, data } = onlyEntry(entries);
    return {
      "src/content/generated/contact.ts": generatedModule([file], [`import type { ContactCopy } from "../pageCopySchemas";`], `export const contactCopy: ContactCopy = ${literal(data)};`),
    };
  },
});
