/**
 * The site facts the page-copy files may name by token (`SITE_FACT_TOKENS`,
 * `src/content/pageCopySchemas.ts`), filled at build time so the fact keeps one source, the site
 * facts' file (docs/product-decisions.md, decision 3). Read from `src/content/data/site.yml`, not
 * from `src/config/site.ts`, which reads `import.meta.env` and so cannot run under `tsx`.
 */
import { siteFactsSchema } from "../../../src/content/dataSchemas";
import type { SITE_FACT_TOKENS } from "../../../src/content/pageCopySchemas";
import type { z } from "zod";
import { fillTokens, loadDataFile } from "../dataFiles";

/** The site facts' content file. */
export const SITE_FACTS_FILE = "src/content/data/site.yml";

/**
 * Each token's text: `{{site.responseTime}}` the reply promise ("1-2 business hours"),
 * `{{site.hours}}` the business hours with their time zone, as `src/config/site.ts` states them.
 * @throws Error naming the file, the line and the field when the site facts do not validate (the
 *   site facts' own declaration reports the same problems).
 */
export function siteFactTokens(): Readonly<Record<(typeof SITE_FACT_TOKENS)[number], string>> {
  const facts = loadDataFile(SITE_FACTS_FILE, siteFactsSchema);
  return { "site.responseTime": facts.responseTime, "site.hours": facts.businessHours };
}

/**
 * A content file's data with the tokens of every string filled (nested objects and lists
 * included), validated again with its schema, so the limits hold for the text the page shows.
 * @param schema - the file's schema.
 * @param data - the data `schema` has parsed.
 * @param tokens - each token's text by name.
 * @param file - the content file, named with the field in each problem.
 * @param problems - where an unknown token (`{{site.hous}}`) or a filled text the schema rejects is
 *   reported, naming the file and the field, e.g. `src/content/data/urgent-help.yml: field
 *   "notEmergency": unknown token {{site.hous}} (known: …)`; the build then fails.
 * @returns the filled data, or `data` as it was when there is a problem.
 */
export function withTokensFilled<Schema extends z.ZodType>(schema: Schema, data: z.infer<Schema>, tokens: Readonly<Record<string, string>>, file: string, problems: string[]): z.infer<Schema> {
  const before = problems.length;
  const fill = (value: unknown, path: readonly string[]): unknown => {
    if (typeof value === "string") {
      try {
        return fillTokens(value, tokens, `${file}: field "${path.join(".")}"`);
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
        return value;
      }
    }
    if (Array.isArray(value)) return value.map((item: unknown, index) => fill(item, [...path, String(index)]));
    if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, [...path, key])]));
    return value;
  };
  const result = schema.safeParse(fill(data, []));
  if (!result.success) {
    for (const issue of result.error.issues) problems.push(`${file}: field "${issue.path.map(String).join(".")}": ${issue.message} (once its tokens are filled)`);
  }
  return result.success && problems.length === before ? result.data : data;
}
