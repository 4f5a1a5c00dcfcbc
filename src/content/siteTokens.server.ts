/**
 * The content tokens' values in this build (route loaders only): the site facts of the generated
 * module (`src/content/data/site.yml`) and whether the build loads the "I'm not a robot" check
 * (`__RECAPTCHA_SITE_KEY__`, `scripts/build-env.ts`). The content step fills the YAML files'
 * tokens (`scripts/content-data.ts`) and checks the Markdown files' (`scripts/content-index.ts`);
 * the loaders of the Markdown pages fill theirs here, with the same function (`src/content/siteFacts.ts`).
 */
import { siteFacts } from "./generated/siteFacts";
import { siteTerms } from "./generated/siteTerms";
import { type MarkdownTokenValues, fillMarkdownTokens, siteTokenValues } from "./siteFacts";

const challenge = __RECAPTCHA_SITE_KEY__ !== "";

/** Each token's text in this build, for a Markdown body and for plain-text fields. */
export const buildTokenValues: MarkdownTokenValues = {
  markdown: siteTokenValues({ ...siteFacts, ...siteTerms }, "markdown", { challenge }),
  text: siteTokenValues({ ...siteFacts, ...siteTerms }, "text", { challenge }),
};

/**
 * A Markdown file's frontmatter and body with this build's tokens filled (`fillMarkdownTokens`).
 * @param source - the file's text.
 * @param file - its path from the repository's root, named in the error.
 * @throws Error naming the file and an unknown token (the content step reports it first).
 */
export function markdownWithTokens(source: string, file: string): { data: Record<string, unknown>; content: string } {
  return fillMarkdownTokens(source, buildTokenValues, file);
}
