/**
 * What happens after a first message (`src/content/data/timeline.yml`; docs/decisions/046): one
 * source for the contact page, /about/process/ and the home page (`src/content/timeline.ts` reads
 * the generated module). Its content tokens (`{{site.responseTime}}`…) are filled as it loads.
 */
import { timelineCopySchema } from "../../../src/content/pageCopySchemas";
import { defineDataCollection, generatedModule, literal, onlyEntry } from "./collection";

export const timelineCollection = defineDataCollection({
  name: "timeline",
  label: "After a first message",
  description:
    "The stages from a visitor's first message to the first progress report, with when each typically happens: shown on the contact page, on Our Process and, shortened, on the home page.",
  source: { file: "src/content/data/timeline.yml" },
  schema: timelineCopySchema,
  generate: (entries) => {
    const { file, data } = onlyEntry(entries);
    return {
      "src/content/generated/timeline.ts": generatedModule([file], [`import type { TimelineCopy } from "../pageCopySchemas";`], `export const timelineCopy: TimelineCopy = ${literal(data)};`),
    };
  },
});
