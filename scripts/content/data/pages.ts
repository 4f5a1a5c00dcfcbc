/**
 * The About pages and the services hubs (`src/content/pages/<name>.yml`, docs/spec.md §2 "About"
 * and "Services"). Each page's path, a route, is written in `src/content/pages/index.ts`, which
 * reads the generated module by file name.
 */
import { pageContentSchema, pageFileSchema } from "../../../src/content/pageSchemas";
import { defineDataCollection, generatedModule, keyedByFileName, literal } from "./collection";

export const pagesCollection = defineDataCollection({
  name: "pages",
  label: "About pages and service hubs",
  labelSingular: "Page",
  description: "/about/ and its pages, /services/ and the two audience hubs. A new page needs a developer (it adds a route).",
  source: { folder: "src/content/pages" },
  schema: pageFileSchema,
  summary: "name",
  generate: (entries, problems) => {
    // The notes of what the firm must still confirm are for editors: no page shows them, so the
    // content schema (the file's without them) leaves them out.
    const { type, record } = keyedByFileName(entries, problems, (_name, data) => pageContentSchema.parse(data));
    return {
      "src/content/generated/pages.ts": generatedModule(
        entries.map(({ file }) => file),
        [`import type { PageEntry } from "../pageTypes";`],
        `/** The pages by file name; \`src/content/pages/index.ts\` gives each its path. */\nexport const pageFiles: Readonly<Record<${type}, Omit<PageEntry, "path">>> = ${literal(record)};`,
      ),
    };
  },
});
