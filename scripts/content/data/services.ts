/**
 * The service pages (`src/content/services/<audience>/<slug>.yml`, docs/spec.md §2 "Services"):
 * one folder, and one declaration, per audience. The file name is the page's slug, the folder its
 * audience, and the file's own `order` its place (on the hub, in the route manifest, in the
 * sitemap) and `hub` whether its audience's hub shows its card (docs/decisions/039): a new service
 * is one new file, which `npm run new:service -- <audience> <slug>` writes.
 */
import { serviceContentSchema, serviceFileSchema } from "../../../src/content/pageSchemas";
import type { ServiceAudience } from "../../../src/content/pageTypes";
import { type DataEntry, defineDataCollection, generatedModule, keyedByFileName, literal } from "./collection";

/**
 * The problems of two files of one audience that share an `order`: the hub's order would then
 * depend on the files' names, which no editor sees.
 * @returns one message per file whose number an earlier file (by name) already took, naming both.
 */
export function repeatedOrderProblems(entries: readonly DataEntry<{ readonly order: number }>[]): string[] {
  const firstWith = new Map<number, string>();
  return entries.flatMap(({ file, data }) => {
    const first = firstWith.get(data.order);
    if (first === undefined) {
      firstWith.set(data.order, file);
      return [];
    }
    return [`${file}: field "order": ${String(data.order)} is already the order of ${first}; give each service of the audience its own number`];
  });
}

/**
 * The declaration of one audience's folder.
 * @param module - the generated module's path, which exports `services`: the entries in their
 *   `order`, smallest first.
 */
function serviceCollection(audience: ServiceAudience, label: string, module: string) {
  return defineDataCollection({
    name: `services-${audience}`,
    label,
    labelSingular: "Service page",
    description: `The pages under /services/${audience}/: each file is one page, its name the page's address, and its "Card on its hub" and "Order on the hub" place it on /services/${audience}/. A new page needs a developer (npm run new:service; it adds a route).`,
    source: { folder: `src/content/services/${audience}` },
    schema: serviceFileSchema,
    summary: "name",
    generate: (entries, problems) => {
      problems.push(...repeatedOrderProblems(entries));
      // The notes of what the firm must still confirm are for editors: no page shows them, so the
      // content schema (the file's without them) leaves them out.
      const { record } = keyedByFileName(entries, problems, (slug, data) => ({ slug, audience, ...serviceContentSchema.parse(data) }));
      const services = Object.values(record).sort((a, b) => a.order - b.order);
      return {
        [module]: generatedModule(
          entries.map(({ file }) => file),
          [`import type { ServiceEntry } from "../pageTypes";`],
          `/** The ${audience}' service pages, in their \`order\`. */\nexport const services: readonly ServiceEntry[] = ${literal(services)};`,
        ),
      };
    },
  });
}

export const individualServicesCollection = serviceCollection("individuals", "Services for individuals", "src/content/generated/individualServices.ts");
export const businessServicesCollection = serviceCollection("businesses", "Services for businesses", "src/content/generated/businessServices.ts");
