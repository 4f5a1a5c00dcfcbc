/**
 * The home page's copy (`src/content/data/home.yml`; `src/content/home.ts` reads the generated
 * module). Its content tokens (`{{site.responseTime}}`…) are filled as it loads
 * (`scripts/content-data.ts`).
 */
import { homeCopySchema } from "../../../src/content/pageCopySchemas";
import { defineDataCollection, generatedModule, literal, onlyEntry } from "./collection";

export const homeCollection = defineDataCollection({
  name: "home",
  label: "Home page",
  description: "The copy of the home page (/): its title in search results, the top of the page, why reputation matters, the service and advantage cards and the closing call to action.",
  source: { file: "src/content/data/home.yml" },
  schema: homeCopySchema,
  generate: (entries) => {
    const { file, data } = onlyEntry(entries);
    return {
      "src/content/generated/home.ts": generatedModule([file], [`import type { HomeCopy } from "../pageCopySchemas";`], `export const homeCopy: HomeCopy = ${literal(data)};`),
    };
  },
});
