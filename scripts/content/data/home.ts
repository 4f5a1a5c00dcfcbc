/**
 * The home page's copy (`src/content/data/home.yml`; `src/content/home.ts` reads the generated
 * module). The site facts' tokens (`{{site.responseTime}}`, `{{site.hours}}`) are filled at build
 * time.
 */
import { homeCopySchema } from "../../../src/content/pageCopySchemas";
import { defineDataCollection, generatedModule, literal, onlyEntry } from "./collection";
import { siteFactTokens, withTokensFilled } from "./siteTokens";

export const homeCollection = defineDataCollection({
  name: "home",
  label: "Home page",
  description: "The copy of the home page (/): its title in search results, the top of the page, why reputation matters, the service and advantage cards and the closing call to action.",
  source: { file: "src/content/data/home.yml" },
  schema: homeCopySchema,
  generate: (entries, problems) => {
    const { file, data } = onlyEntry(entries);
    const copy = withTokensFilled(homeCopySchema, data, siteFactTokens(), file, problems);
    return {
      "src/content/generated/home.ts": generatedModule([file], [`import type { HomeCopy } from "../pageCopySchemas";`], `export const homeCopy: HomeCopy = ${literal(copy)};`),
    };
  },
});
