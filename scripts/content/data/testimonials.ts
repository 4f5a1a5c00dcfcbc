/**
 * The clients' testimonials (`src/content/testimonials/<file>.yml`, one a file; docs/decisions/047):
 * empty until the firm adds real clients' words, published with their written consent. Editors add
 * and delete them in the CMS ("Testimonials"); a new file is named by the time it was created, so
 * no client's name is ever in a file name. `Testimonials` shows them on /about/why-choose-rrr/ and
 * renders nothing, heading included, while there is none.
 *
 * The generated module leaves out each file's consent date (a record for the firm, never shown)
 * and a name on an anonymised entry (the schema refuses one anyway).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { SERVICE_AUDIENCES } from "../../../src/content/pageSchemas";
import { type Testimonial, type TestimonialFile, testimonialOf, testimonialSchema } from "../../../src/content/proofSchemas";
import { type DataEntry, defineDataCollection, generatedModule, literal } from "./collection";
import { inOrder } from "./entryOrder";

/** The folder of the testimonials' files. */
export const TESTIMONIALS_FOLDER = "src/content/testimonials";

/**
 * The testimonials as the page shows them, in their `order`.
 * @param entries - the validated files.
 * @param problems - gets a problem for two files with one `order`, a consent date after today (the
 *   consent must come first) and a `service` that names no service page, each naming the file and
 *   the field.
 * @param today - `YYYY-MM-DD`; the build's day unless a test gives one.
 */
export function testimonialsOf(entries: readonly DataEntry<TestimonialFile>[], problems: string[], today = new Date().toISOString().slice(0, 10)): Testimonial[] {
  return inOrder(entries, "testimonial", problems).map(({ id, file, data }) => {
    if (data.consentDate > today) problems.push(`${file}: field "consentDate": ${data.consentDate} is after today; publish a testimonial only once the client has agreed`);
    const { service } = data;
    if (service !== undefined && !SERVICE_AUDIENCES.some((audience) => existsSync(join("src", "content", "services", audience, `${service}.yml`)))) {
      problems.push(`${file}: field "service": no service page is called ${service} (write the last part of its address, e.g. review-management)`);
    }
    return testimonialOf(id, data);
  });
}

export const testimonialsCollection = defineDataCollection({
  name: "testimonials",
  label: "Testimonials",
  labelSingular: "Testimonial",
  description:
    "Clients' own words, shown on /about/why-choose-rrr/ with who said them and whether they received anything (the page shows nothing of this list until it has a first entry). Add only a real client's words, unchanged, with their written consent; never write one.",
  source: { folder: TESTIMONIALS_FOLDER },
  schema: testimonialSchema,
  summary: "quote",
  newEntries: { slug: "testimonial-{{year}}{{month}}{{day}}-{{hour}}{{minute}}{{second}}", identifierField: "quote" },
  generate: (entries, problems) => ({
    "src/content/generated/testimonials.ts": generatedModule(
      entries.length === 0 ? [`${TESTIMONIALS_FOLDER}/ (no entry yet)`] : entries.map(({ file }) => file),
      [`import type { Testimonial } from "../proofSchemas";`],
      `/** The testimonials, in their \`order\`, without their consent dates; empty until the firm adds real ones. */\nexport const testimonials: readonly Testimonial[] = ${literal(testimonialsOf(entries, problems))};`,
    ),
  }),
});
