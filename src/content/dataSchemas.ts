import { z } from "zod";
import { CONTACT_ACTION_LABEL, CONTACT_LINK_LABEL } from "./actions";
import { urlScheme } from "./safeUrls";

/**
 * Schemas of the content files that hold the site's copy as data (YAML in `src/content/data/`;
 * docs/decisions/035). `scripts/content-data.ts` validates each file with its schema at build time
 * and fails with the file and the field; `scripts/cms-config.ts` turns the same schemas into the
 * CMS's fields (docs/decisions/034), so the editor cannot write a file the build rejects.
 *
 * Each field's `.meta()` is what the editor shows, read through `z.toJSONSchema` (JSON Schema
 * draft 2020-12 keywords, plus the keys of `CmsFieldMeta`).
 */

/** What the CMS shows of a field, as `.meta()` keys (`title` and `description` are JSON Schema's). */
export interface CmsFieldMeta {
  /** The field's label in the editor. */
  readonly title: string;
  /** The hint under the field: what it is for and its limits. */
  readonly description?: string;
  /**
   * The editor's widget when the type alone does not say: `text` (several lines), `markdown`, or
   * `image` (a path the editor fills by uploading to the media folder).
   */
  readonly widget?: "text" | "markdown" | "image";
  /** The message shown when a `pattern` does not match. */
  readonly patternMessage?: string;
  /** Which property of each list item names it in the editor's collapsed list (`summary`). */
  readonly summary?: string;
}

/**
 * `.meta()` with the CMS's keys checked by the compiler.
 * @returns `schema` with `meta` in zod's global registry, which `z.toJSONSchema` reads.
 */
export const cms = <Schema extends z.ZodType>(schema: Schema, meta: CmsFieldMeta): Schema => schema.meta({ ...meta });

/** A canonical path of this site: starts and ends with a slash, lower-case words and hyphens. */
export const SITE_PATH_PATTERN = /^\/(?:[a-z0-9-]+\/)*(?:#[a-z0-9-]+)?$/;

/**
 * The message of a link field (a string held to `SITE_PATH_PATTERN`) whose value is not a site
 * path, as zod's `error` option takes it (https://zod.dev/error-customization): a field never
 * holds another scheme, so a `javascript:`, `data:` or `https:` address is named for what it is
 * (the scheme as a browser reads it: `urlScheme`, `./safeUrls.ts`). `scripts/content/dataFiles.ts`
 * puts the file, the line and the field before it.
 * @param issue - zod's issue, with the value the field holds as `input`.
 * @returns e.g. `"javascript:" addresses are not allowed in a link field: write the page's address
 *   from its first slash to its last, e.g. /contact/`.
 */
export function sitePathError(issue: { readonly input?: unknown }): string {
  const scheme = typeof issue.input === "string" ? urlScheme(issue.input) : undefined;
  const hint = "write the page's address from its first slash to its last, e.g. /contact/";
  return scheme === undefined ? `Not a page address: ${hint}` : `"${scheme}:" addresses are not allowed in a link field: ${hint}`;
}

/** A link to another page of the site: its text and its canonical path. */
const siteLinkSchema = z.object({
  label: cms(z.string().min(3).max(90), {
    title: "Link text",
    description: `What the link says, in sentence case: the page's name or what it offers (3 to 90 characters). A link to the contact page says "${CONTACT_ACTION_LABEL}" or "${CONTACT_LINK_LABEL}" (src/content/actions.ts).`,
  }),
  href: cms(z.string().regex(SITE_PATH_PATTERN, { error: sitePathError }), {
    title: "Page address",
    description: "A page of this site, from its first slash to its last, e.g. /learning/faqs/ (the build checks that it exists).",
    patternMessage: "Write the page's address from its first slash to its last, e.g. /contact/",
  }),
});

/**
 * When the outside rules a page describes were last checked (`YYYY-MM-DD`); shown as "Last
 * reviewed <date>" (src/content/reviewed.ts).
 */
const reviewedSchema = cms(z.iso.date(), {
  title: "Last reviewed",
  description: "The day someone last checked that what this page says about laws and platforms' rules still holds. Change it only after checking them.",
});

/**
 * The phone number as visitors read it, with its country code: `+1 (312) 555-0100`. The E.164 form
 * for `tel:` links is its digits (`e164Phone`, `src/content/phone.ts`).
 */
export const DISPLAY_PHONE_PATTERN = /^\+\d{1,3}(?:[ ()-]*\d){6,14}$/;

/** The names of the site facts that can be marked as placeholders still to confirm. */
export const SITE_FACT_NAMES = [
  "name",
  "email",
  "phone",
  "businessHours",
  "afterHours",
  "quickExitUrl",
  "social",
  "reviewProfiles",
  "priceRanges",
  "minimumTerm",
  "renewal",
  "cancellation",
  "refunds",
  "processPromise",
] as const;

/** One sentence of the firm's commercial terms (docs/product-decisions.md, decision 18), shown by a token. */
const termSentence = (title: string, description: string) => cms(z.string().min(20).max(300), { title, description, widget: "text" });

/**
 * The site facts (`src/content/data/site.yml`): every fact about the firm that copy, metadata and
 * structured data repeat (docs/product-decisions.md, decision 3). `toConfirm` names the facts that
 * are still placeholders the firm confirms or replaces before launch (decision 12; README "Before
 * going live").
 */
export const siteFactsSchema = z.object({
  name: cms(z.string().min(2).max(80), { title: "Company name", description: "The full name, used in page titles' long form, structured data and the legal pages." }),
  shortName: cms(z.string().min(2).max(20), { title: "Short name", description: "The name used in running copy and page titles." }),
  description: cms(z.string().min(50).max(160), {
    title: "One-sentence description",
    description: "Used in structured data and as the default description in search results (50 to 160 characters).",
    widget: "text",
  }),
  email: cms(z.email(), { title: "Email address", description: "Where people write when the form fails; the legal pages show it too." }),
  phone: cms(z.string().regex(DISPLAY_PHONE_PATTERN), {
    title: "Phone number",
    description: "As visitors should read it, with the country code, e.g. +1 (312) 555-0100. Call links dial its digits.",
    patternMessage: "Start with + and the country code, then the number, e.g. +1 (312) 555-0100",
  }),
  responseTime: cms(z.string().min(3).max(40), { title: "Response time", description: "How soon the firm replies, counted in business hours, as it reads after \"within\". Every page that states it writes {{site.responseTime}}, so it changes here only." }),
  businessHours: cms(z.string().min(10).max(120), {
    title: "Business hours",
    description: "Days, hours and time zone, as the contact page and the legal pages state them.",
  }),
  afterHours: cms(z.string().min(20).max(200), {
    title: "Outside business hours",
    description: "What happens to a message sent outside business hours, as a sentence that reads after \"Outside business hours,\" ({{site.afterHours}}); the crisis and executive pages state it.",
    widget: "text",
  }),
  quickExitUrl: cms(z.url({ protocol: /^https$/ }), {
    title: "Exit this page: where it goes",
    description: "A busy, neutral website on another host that says nothing about why the visitor was here (https only).",
  }),
  serviceTypes: cms(z.array(cms(z.string().min(3).max(60), { title: "Service type" })).min(1).max(15), {
    title: "Service types",
    description: "Listed in the structured data search engines read; one service a line.",
  }),
  social: cms(
    z
      .array(
        z.object({
          name: cms(z.string().min(1).max(30), { title: "Network", description: "e.g. LinkedIn" }),
          url: cms(z.url({ protocol: /^https$/ }), { title: "Profile address", description: "The firm's public profile (https)." }),
        }),
      )
      .max(10),
    { title: "Social profiles", description: "The firm's public profiles; remove the ones it does not have.", summary: "name" },
  ),
  /**
   * The firm's profiles on independent review sites, where every client may post (docs/decisions/047):
   * the testimonials section links to each as "Read reviews of RRR on <name>", so a visitor can read
   * all the reviews, not only the quotes the firm chose (16 CFR § 465.7(b) bars presenting a
   * selection as all of them). Empty until the firm gives its real profiles: none is invented.
   */
  reviewProfiles: cms(
    z
      .array(
        z.object({
          name: cms(z.string().min(2).max(40), { title: "Review site", description: "The site's name as visitors know it, shown after \"Read reviews of RRR on\" (2 to 40 characters)." }),
          url: cms(z.url({ protocol: /^https$/ }), { title: "Profile address", description: "The address (https) of the firm's own profile on that site, where its reviews are listed." }),
        }),
      )
      .max(6)
      .default([]),
    {
      title: "Review profiles",
      description:
        "Optional: the firm's profiles on independent review sites (not sites it runs), shown as links with the testimonials. Add only the firm's real profiles, then remove \"reviewProfiles\" from \"Still placeholders\"; remove it there too if the firm has none.",
      summary: "name",
    },
  ),
  /**
   * The starting range of each kind of engagement (docs/product-decisions.md, decision 18): How we
   * charge lists them all (`{{price.table}}`), and each service page shows the range of the kind
   * whose `services` names its slug, in one line with a link to How we charge.
   */
  priceRanges: cms(
    z
      .array(
        z.object({
          id: cms(z.string().regex(/^[a-z][a-z-]*$/), { title: "Name in tokens", description: "Lower case, e.g. removal: {{price.removal}} writes the range." }),
          engagement: cms(z.string().min(5).max(80), { title: "Kind of engagement", description: "As a buyer names it, e.g. Content removal (a project)." }),
          range: cms(z.string().min(5).max(80), { title: "Starting range", description: "In US dollars with its unit, e.g. $500 to $2,500 per item." }),
          covers: cms(z.string().min(10).max(200), { title: "What it covers", description: "One sentence.", widget: "text" }),
          services: cms(z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1), { title: "Service pages", description: "The slugs of the service pages that show this range." }),
        }),
      )
      .min(1)
      .max(8),
    { title: "Starting ranges", description: "One row a kind of engagement; every service page's slug in exactly one row.", summary: "engagement" },
  ),
  minimumTerm: termSentence("Minimum term", "The shortest commitment, as a sentence ({{terms.minimumTerm}}); How we charge and the terms both show it."),
  renewal: termSentence("Renewal", "Whether and how ongoing work renews ({{terms.renewal}})."),
  cancellation: termSentence("Cancellation", "How a client ends the work and what notice it takes ({{terms.cancellation}})."),
  refunds: termSentence("Refunds", "When a fee is refunded, beside the rule that fees are generally non-refundable ({{terms.refunds}})."),
  processPromise: termSentence("Process promise", "A promise about the process the firm can keep, never about a result ({{terms.processPromise}})."),
  toConfirm: cms(z.array(z.enum(SITE_FACT_NAMES)), {
    title: "Still placeholders",
    description: "Facts made up for the site that the firm must confirm or replace before launch. Remove each one once it is confirmed.",
  }),
});

/** The site facts as a content file holds them. */
export type SiteFactsFile = z.infer<typeof siteFactsSchema>;

/** One of the firm's profiles on an independent review site (`reviewProfiles`). */
export type ReviewProfile = SiteFactsFile["reviewProfiles"][number];

/** One question of the FAQ (docs/spec.md §2 "FAQ"). */
const faqQuestionSchema = z.object({
  question: cms(z.string().min(10).max(140), { title: "Question", description: "As a visitor would ask it, ending with a question mark." }),
  answer: cms(z.array(cms(z.string().min(20).max(1200), { title: "Paragraph" })).min(1).max(4), {
    title: "Answer",
    description: "One to four plain-text paragraphs. {{storage.names}} writes the names of the items the site keeps in the browser, {{site.responseTime}} the reply time.",
  }),
  links: cms(z.array(siteLinkSchema).max(3).optional(), { title: "Links under the answer", description: "Up to three pages of this site that say more.", summary: "label" }),
});

/**
 * What a page still holds that was written for the site and the firm must confirm or replace
 * before launch (README "Before going live"; docs/content/claims.md). Data, not a YAML comment,
 * because the CMS drops comments when it saves (docs/decisions/035); the page does not show it.
 */
export const toConfirmField = cms(z.array(cms(z.string().min(10).max(600), { title: "Note", widget: "text" })).min(1).optional(), {
  title: "Still placeholders",
  description: "What this page says that was written for the site and the firm must confirm or replace before launch. Remove a note once its text is confirmed. The page does not show this field.",
});

/** The FAQ (`src/content/data/faq.yml`; docs/spec.md §2 "FAQ", /learning/faqs/). */
export const faqSchema = z.object({
  reviewed: reviewedSchema,
  toConfirm: toConfirmField,
  categories: cms(
    z
      .array(
        z.object({
          id: cms(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), {
            title: "Anchor",
            description: "The category's address on the page (lower-case words and hyphens); changing it breaks links to it.",
            patternMessage: "Use lower-case words joined by hyphens, e.g. content-removal",
          }),
          name: cms(z.string().min(3).max(40), { title: "Category name" }),
          questions: cms(z.array(faqQuestionSchema).min(1), { title: "Questions", summary: "question" }),
        }),
      )
      .min(1)
      .max(8),
    { title: "Categories", description: "In the order the page shows them.", summary: "name" },
  ),
});

/** The FAQ as its content file holds it. */
export type FaqFile = z.infer<typeof faqSchema>;

/** The glossary (`src/content/data/glossary.yml`; docs/spec.md §2 "Glossary"). */
export const glossarySchema = z.object({
  reviewed: reviewedSchema,
  terms: cms(
    z
      .array(
        z.object({
          term: cms(z.string().min(2).max(60), { title: "Term" }),
          definition: cms(z.string().min(40).max(700), { title: "Definition", description: "One to three plain-text sentences.", widget: "text" }),
          related: cms(z.array(siteLinkSchema).min(1).max(3), { title: "Related pages", description: "One to three pages of this site that explain more.", summary: "label" }),
        }),
      )
      .min(1),
    { title: "Terms", description: "The page lists them in alphabetical order, whatever their order here.", summary: "term" },
  ),
});

/** The glossary as its content file holds it. */
export type GlossaryFile = z.infer<typeof glossarySchema>;
