/**
 * The content the specs check, read from the content files the firm edits in the CMS
 * (`src/content/data/*.yml`, through the same schemas the content step uses), so an editor's change
 * of a fact changes what the specs expect instead of failing them (docs/decisions/039).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadDataFile } from "../../scripts/content/dataFiles";
import { siteFactsSchema } from "../../src/content/dataSchemas";
import { splitFrontmatter } from "../../src/content/frontmatterSource";

/** The site's facts as `src/content/data/site.yml` gives them: name, e-mail, phone and the rest. */
export const siteFacts = loadDataFile(join("src", "content", "data", "site.yml"), siteFactsSchema);

/** The `tel:` address of the site's phone number: `+` and its digits (E.164), as the pages link it. */
export const phoneHref = `tel:+${siteFacts.phone.replace(/\D/g, "")}`;

/** A string matched literally inside a `RegExp`. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The body of a blog post as its Markdown file holds it, without the frontmatter and the comments
 * an editor does not see on the page.
 * @param slug - the post's file name without `.md` (its address).
 */
export function blogPostBody(slug: string): string {
  return splitFrontmatter(readFileSync(join("src", "content", "blog", `${slug}.md`), "utf8")).content.replace(/<!--[\s\S]*?-->/g, "");
}

/**
 * Three words a body says in a row, each of five letters or more, in lower case: the run with the
 * most letters, so the phrase is one few other pages share. Only plain words count (no Markdown
 * between them), so the page shows the same three words in a row.
 * @throws Error when the body has no such run.
 */
export function distinctivePhrase(body: string): string {
  const runs = body
    .split("\n")
    .filter((line) => /^[A-Za-z]/.test(line.trim()))
    .flatMap((line) => [...line.matchAll(/(?<![\w'’-])[a-z]{5,} [a-z]{5,} [a-z]{5,}(?![\w'’-])/g)].map((match) => match[0]));
  const phrase = runs.sort((a, b) => b.length - a.length)[0];
  if (!phrase) throw new Error("The post's body has no three plain words of five letters or more in a row.");
  return phrase;
}
