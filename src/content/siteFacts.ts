import { site } from "../config/site";

/**
 * The company facts a legal Markdown file names by token instead of writing them out, each as the
 * Markdown link it becomes: `{{site.email}}` and `{{site.phone}}`. The address and number then live
 * only in `src/config/site.ts` (docs/product-decisions.md, decision 3), where the firm replaces the
 * placeholders once (docs/product-decisions.md, decision 12; README "Before going live").
 */
export const siteFactLinks: Readonly<Record<string, string>> = {
  "site.email": `[${site.email}](mailto:${site.email})`,
  "site.phone": `[${site.phone.display}](tel:${site.phone.e164})`,
};

/** A token: a fact's name between double braces, e.g. `{{site.phone}}`. */
const TOKEN = /\{\{\s*([\w.-]+)\s*\}\}/g;

/**
 * Replaces every `{{name}}` token of a Markdown source with the Markdown of that fact.
 * @param markdown - the source, frontmatter included.
 * @param facts - the Markdown of each fact by name (`siteFactLinks` in the site).
 * @param file - the source's path, named in the error.
 * @returns the source with every token replaced.
 * @throws Error naming the file and the token when `facts` has no such name, so a misspelled token
 *   fails the build instead of showing braces on the page.
 */
export function fillSiteFacts(markdown: string, facts: Readonly<Record<string, string>>, file: string): string {
  return markdown.replace(TOKEN, (token, name: string) => {
    const fact = facts[name];
    if (fact === undefined) {
      throw new Error(`${file}: unknown token ${token} (known: ${Object.keys(facts).map((known) => `{{${known}}}`).join(", ")})`);
    }
    return fact;
  });
}
