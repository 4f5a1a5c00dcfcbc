/**
 * The content tokens' values for the content step (`{{site.responseTime}}`…; the vocabulary and the
 * function that fills them are in `src/content/siteFacts.ts`), read from the site facts' content
 * file, `src/content/data/site.yml`, so a fact keeps one source (docs/product-decisions.md,
 * decision 3). Read from the file, not from the generated module: the content step writes that
 * module only once every file has passed.
 */
import { siteFactsSchema } from "../../../src/content/dataSchemas";
import { type MarkdownTokenValues, siteTokenValues } from "../../../src/content/siteFacts";
import { loadDataFile } from "../dataFiles";

/** The site facts' content file. */
export const SITE_FACTS_FILE = "src/content/data/site.yml";

/**
 * Each token's text, for a Markdown body and for plain-text fields, from the site facts' file.
 * `{{challenge.privacy}}` writes nothing here: it is Markdown-only, and the Markdown pages' loaders,
 * which know whether the build loads the check, fill it (`src/content/siteTokens.server.ts`); the
 * content step only checks that the Markdown files' tokens exist.
 * @throws Error naming the file, the line and the field when the site facts do not validate (the
 *   site facts' own declaration reports the same problems).
 */
export function contentTokenValues(): MarkdownTokenValues {
  const facts = loadDataFile(SITE_FACTS_FILE, siteFactsSchema);
  return { markdown: siteTokenValues(facts, "markdown", { challenge: false }), text: siteTokenValues(facts, "text", { challenge: false }) };
}
