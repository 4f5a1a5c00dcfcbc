/**
 * The service pages (`src/content/services/<audience>/<slug>.yml`, docs/spec.md §2 "Services"):
 * one folder, and one declaration, per audience. The file name is the page's slug and the folder
 * its audience; `src/content/services/index.ts` orders the generated entries as the spec's route
 * table does.
 */
import { serviceContentSchema, serviceFileSchema } from "../../../src/content/pageSchemas";
import type { ServiceAudience } from "../../../src/content/pageTypes";
import { defineDataCollection, generatedModule, keyedByFileName, literal } from "./collection";

/**
 * The declaration of one audience's folder.
 * @param module - the generated module's path, which exports `serviceFiles`: the entries by slug.
 */
function serviceCollection(audience: ServiceAudience, label: string, module: string) {
  return defineDataCollection({
    name: `services-${audience}`,
    label,
    labelSingular: "Service page",
    description: `The pages under /services/${audience}/: each file is one page, its name the page's address. A new page needs a developer (it adds a route).`,
    source: { folder: `src/content/services/${audience}` },
    schema: serviceFileSchema,
    summary: "name",
    generate: (entries, problems) => {
      // The notes of what the firm must still confirm are for editors: no page shows them, so the
      // content schema (the file's without them) leaves them out.
      const { type, record } = keyedByFileName(entries, problems, (slug, data) => ({ slug, audience, ...serviceContentSchema.parse(data) }));
      return {
        [module]: generatedModule(
          entries.map(({ file }) => file),
          [`import type { ServiceEntry } from "../pageTypes";`],
          `/** The ${audience}' service pages by slug. */\nexport const serviceFiles: Readonly<Record<${type}, ServiceEntry>> = ${literal(record)};`,
        ),
      };
    },
  });
}

export const individualServicesCollection = serviceCollection("individuals", "Services for individuals", "src/content/generated/individualServices.ts");
export const businessServicesCollection = serviceCollection("businesses", "Services for businesses", "src/content/generated/businessServices.ts");
