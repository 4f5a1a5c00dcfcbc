/**
 * The content tokens: the one vocabulary by which every kind of content names a site fact instead
 * of writing it out (docs/product-decisions.md, decision 3, "One source for each fact"), and the one
 * function that fills them. A token is a name between double braces, `{{site.responseTime}}`:
 *
 * - the Markdown collections (legal pages, guides, blog posts, case studies): body and frontmatter;
 * - the YAML content files (page copy, service pages, the FAQ, the glossary, urgent help): every
 *   text field, nested ones included.
 *
 * The facts come from the site facts' content file, `src/content/data/site.yml`; the build fills
 * the tokens (`scripts/content-data.ts` for the YAML files, `scripts/content-index.ts` and the
 * route loaders for the Markdown, `src/content/contentTokens.server.ts`), and an unknown token
 * fails the content step naming the file, the field and the token.
 *
 * This module imports neither `import.meta.env` nor the generated modules, so the content scripts
 * (run by `tsx` before anything is generated) and the site's loaders share it.
 */
import { splitFrontmatter } from "./frontmatterSource";
import { e164Phone } from "./phone";
import { joinPhrases } from "./phrases";
import { describedStoredItems, storageAreaName } from "./storageDescriptions";

/**
 * Every token, by name, with what it writes (the CMS's hints quote this; `SITE_TOKENS_HINT`).
 * The `site.*` tokens name the site facts; `storage.*` write what the site keeps in the browser,
 * from the storage registry (`src/config/storage.ts`); `challenge.privacy` the privacy paragraph
 * on the optional "I'm not a robot" check.
 */
export const SITE_TOKENS = {
  "site.name": "the firm's full name",
  "site.shortName": "the firm's short name",
  "site.email": "the e-mail address (a link in Markdown)",
  "site.phone": "the phone number (a link in Markdown)",
  "site.responseTime": "the reply time, as it reads after \"within\"",
  "site.hours": "the business hours with their time zone",
  "site.afterHours": "what happens to a message sent outside business hours, as it reads after \"Outside business hours,\"",
  "terms.minimumTerm": "the minimum term, as a sentence",
  "terms.renewal": "how ongoing work renews, as a sentence",
  "terms.cancellation": "how a client ends the work, as a sentence",
  "terms.refunds": "when a fee is refunded, as a sentence",
  "terms.processPromise": "the firm's promise about its process, as a sentence",
  "price.table": "the table of starting ranges, one row a kind of engagement (Markdown only)",
  "storage.names": "the names of the items the site keeps in the browser",
  "storage.table": "the table of the items the site keeps in the browser (Markdown only)",
  "storage.list": "the list of the items the site keeps in the browser (Markdown only)",
  "challenge.privacy": "the paragraph on the optional \"I'm not a robot\" check, empty in builds without it (Markdown only)",
} as const;

/** A token's name, e.g. `site.responseTime`. */
export type SiteTokenName = keyof typeof SITE_TOKENS;

/** The tokens whose text is Markdown (a table, a list, bold type): a plain-text field cannot show them. */
const MARKDOWN_ONLY: ReadonlySet<string> = new Set<SiteTokenName>(["price.table", "storage.table", "storage.list", "challenge.privacy"]);

/** The hint's sentence on the tokens, for the CMS fields of plain text that use them. */
export const SITE_TOKENS_HINT =
  "{{site.responseTime}} writes the reply time, {{site.hours}} the business hours, {{site.email}} and {{site.phone}} the e-mail address and phone number, as the site facts state them.";

/**
 * What the tokens read from the site facts (`SiteFactsFile`, `src/content/dataSchemas.ts`): the
 * content file's fields, so a script can pass the file's data and the site its generated module.
 */
export interface TokenFacts {
  readonly name: string;
  readonly shortName: string;
  readonly email: string;
  /** As visitors read it, country code first: `+1 (312) 555-0100`. */
  readonly phone: string;
  readonly responseTime: string;
  readonly businessHours: string;
  readonly afterHours: string;
  readonly priceRanges: readonly PriceRange[];
  readonly minimumTerm: string;
  readonly renewal: string;
  readonly cancellation: string;
  readonly refunds: string;
  readonly processPromise: string;
}

/** One kind of engagement's starting range, as `priceRanges` in the site facts holds it. */
export interface PriceRange {
  /** Lower-case name, e.g. `removal`. */
  readonly id: string;
  /** As a buyer names it, e.g. "Content removal (a project)". */
  readonly engagement: string;
  /** In US dollars with its unit, e.g. "$500 to $2,500 per item". */
  readonly range: string;
  /** What the range covers, one sentence. */
  readonly covers: string;
  /** The slugs of the service pages that show it. */
  readonly services: readonly string[];
}

/** Each token's text by name, as `siteTokenValues` gives them (a test may pass its own). */
export type SiteTokenValues = Readonly<Partial<Record<SiteTokenName, string>>>;

/** A table cell's text: a pipe would end the cell, a line break the row. */
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");

/**
 * The storage registry (src/config/storage.ts) as the cookie policy's table: name and key, area,
 * purpose and contents, lifetime; one row an item.
 */
function storageTable(): string {
  const rows = describedStoredItems.map(
    (item) => `| ${cell(item.name)} (\`${item.key}\`) | ${storageAreaName(item.area)} | ${cell(`${item.purpose} ${item.holds}`)} | ${cell(item.lifetime)} |`,
  );
  return ["| Item | Where | Why, and what it holds | How long |", "|---|---|---|---|", ...rows].join("\n");
}

/**
 * The starting ranges as How we charge's table (docs/product-decisions.md, decision 18): kind of
 * engagement, starting range, what it covers; one row a kind, in the site facts' order.
 */
function priceTable(ranges: readonly PriceRange[]): string {
  const rows = ranges.map((range) => `| ${cell(range.engagement)} | ${cell(range.range)} | ${cell(range.covers)} |`);
  return ["| Kind of engagement | Starting range | What it covers |", "|---|---|---|", ...rows].join("\n");
}

/** The storage registry as a Markdown list: one item a line, its key, area, purpose and lifetime. */
function storageList(): string {
  return describedStoredItems
    .map((item) => `- **${item.name}** (\`${item.key}\`, ${item.area === "localStorage" ? "local storage" : "session storage"}): ${item.purpose} ${item.lifetime}`)
    .join("\n");
}

/**
 * The privacy policy's paragraph on the optional "I'm not a robot" check (`{{challenge.privacy}}`;
 * docs/toolchain.md "reCAPTCHA v2"): Google reCAPTCHA is named only in a build that loads it.
 * Placeholder: written for the site; counsel confirms it before a build with the check goes live
 * (README "Before going live").
 * @param enabled - the build has `VITE_EMAILJS_RECAPTCHA_SITE_KEY`.
 * @returns the paragraph's Markdown when `enabled`, `""` (nothing on the page) otherwise.
 */
export function challengePrivacyFact(enabled: boolean): string {
  if (!enabled) return "";
  return [
    "**Google reCAPTCHA on the contact form.** Before a message is sent, the contact form asks you to complete Google reCAPTCHA's \"I'm not a robot\" check, which helps us keep automated spam out.",
    "The check is loaded from Google only on the contact page, once you start filling in the form. Google provides it as one of our service providers: to run it, Google receives information from your browser, such as your IP address and how you interact with the check, and may set a cookie of its own for that purpose.",
    "The check gives your browser a one-time token, which is sent with your message to our email delivery service (EmailJS) so that it can confirm the check with Google.",
  ].join(" ");
}

/**
 * Each token's text, for one kind of content.
 * @param facts - the site facts (the content file's data, or the generated module's).
 * @param format - `"markdown"` for a Markdown body: the e-mail address and phone number become
 *   `mailto:` and `tel:` links, and the Markdown-only tokens are there; `"text"` for plain-text
 *   fields (YAML copy, frontmatter): the facts as written, without the Markdown-only tokens.
 * @param options.challenge - the build loads the "I'm not a robot" check
 *   (`VITE_EMAILJS_RECAPTCHA_SITE_KEY`): `{{challenge.privacy}}` writes its paragraph, else nothing.
 */
export function siteTokenValues(facts: TokenFacts, format: "markdown" | "text", options: { readonly challenge: boolean }): SiteTokenValues {
  const shared = {
    "site.name": facts.name,
    "site.shortName": facts.shortName,
    "site.responseTime": facts.responseTime,
    "site.hours": facts.businessHours,
    "site.afterHours": facts.afterHours,
    "terms.minimumTerm": facts.minimumTerm,
    "terms.renewal": facts.renewal,
    "terms.cancellation": facts.cancellation,
    "terms.refunds": facts.refunds,
    "terms.processPromise": facts.processPromise,
    "storage.names": joinPhrases(describedStoredItems.map((item) => item.name.toLowerCase())),
  };
  if (format === "text") return { ...shared, "site.email": facts.email, "site.phone": facts.phone };
  return {
    ...shared,
    "site.email": `[${facts.email}](mailto:${facts.email})`,
    "site.phone": `[${facts.phone}](tel:${e164Phone(facts.phone)})`,
    "price.table": priceTable(facts.priceRanges),
    "storage.table": storageTable(),
    "storage.list": storageList(),
    "challenge.privacy": challengePrivacyFact(options.challenge),
  };
}

/** A token: a name between double braces, spaces allowed inside, e.g. `{{site.phone}}`. */
const TOKEN = /\{\{\s*([\w.-]+)\s*\}\}/g;

/**
 * Replaces every `{{name}}` token of a text with its value: the one function that fills tokens, for
 * every kind of content.
 * @param text - plain text, or Markdown (frontmatter included or not).
 * @param values - each token's text by name (`siteTokenValues`).
 * @param where - the file, and the field for a YAML file, named in the error, e.g.
 *   `src/content/data/faq.yml: field "categories.0.questions.1.answer.0"`.
 * @returns the text with every token replaced.
 * @throws Error naming `where` and the token when `values` has no such name (a misspelled token, or
 *   a Markdown-only token in plain text), so it fails the build instead of showing braces on the
 *   page; the message lists the known tokens.
 */
export function fillSiteTokens(text: string, values: Readonly<Record<string, string | undefined>>, where: string): string {
  return text.replace(TOKEN, (token, name: string) => {
    const value = values[name];
    if (value !== undefined) return value;
    const known = Object.keys(values).filter((key) => values[key] !== undefined);
    const why = MARKDOWN_ONLY.has(name) && !known.includes(name) ? `${token} writes Markdown, which this field does not show` : `unknown token ${token}`;
    throw new Error(`${where}: ${why} (known: ${known.map((name) => `{{${name}}}`).join(", ")})`);
  });
}

/**
 * Fills the tokens of every text of a data value (a YAML file's data, a frontmatter), nested
 * objects and lists included; the keys and their order stay as they were.
 * @param value - the data, as parsed.
 * @param values - each token's text by name (`siteTokenValues(facts, "text", …)`).
 * @param where - the file, named with each text's field in a problem.
 * @param problems - where each unknown token is reported, naming the file, the field and the token
 *   (`fillSiteTokens`'s message); the text is then kept as it was.
 * @returns the data with its tokens filled.
 */
export function fillSiteTokensIn(value: unknown, values: Readonly<Record<string, string | undefined>>, where: string, problems: string[]): unknown {
  const fill = (item: unknown, path: readonly string[]): unknown => {
    if (typeof item === "string") {
      try {
        return fillSiteTokens(item, values, path.length === 0 ? where : `${where}: field "${path.join(".")}"`);
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
        return item;
      }
    }
    if (Array.isArray(item)) return item.map((entry: unknown, index) => fill(entry, [...path, String(index)]));
    if (item !== null && typeof item === "object") return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, fill(entry, [...path, key])]));
    return item;
  };
  return fill(value, []);
}

/** The token values of both kinds a Markdown file needs: its body's and its frontmatter's. */
export interface MarkdownTokenValues {
  /** For the body (`siteTokenValues(facts, "markdown", …)`). */
  readonly markdown: SiteTokenValues;
  /** For the frontmatter's plain-text fields (`siteTokenValues(facts, "text", …)`). */
  readonly text: SiteTokenValues;
}

/**
 * A Markdown file's frontmatter and body with their tokens filled: the body with the Markdown
 * values (links, tables), each frontmatter field with the plain-text ones (a title or an excerpt
 * shows no Markdown).
 * @param source - the file's text, `---` frontmatter first.
 * @param values - the two kinds of values.
 * @param file - the file's path, named in the error (with the field for a frontmatter token).
 * @returns `data`, the frontmatter as plain data, and `content`, the body, both filled.
 * @throws Error naming the file (and the field) and the first unknown token (`fillSiteTokens`), or
 *   the `yaml` package's error when the frontmatter is not valid YAML.
 */
export function fillMarkdownTokens(source: string, values: MarkdownTokenValues, file: string): { data: Record<string, unknown>; content: string } {
  const { data, content } = splitFrontmatter(source);
  const problems: string[] = [];
  const filled = fillSiteTokensIn(data, values.text, `${file}: frontmatter`, problems) as Record<string, unknown>;
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return { data: filled, content: fillSiteTokens(content, values.markdown, file) };
}
