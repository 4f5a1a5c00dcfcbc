import { z } from "zod";
import { CONTACT_ACTION_LABEL } from "./actions";
import { type CmsFieldMeta, SITE_PATH_PATTERN, cms, sitePathError, toConfirmField } from "./dataSchemas";
import { reviewedField } from "./frontmatter";
import { ICON_NAMES } from "./icons";

/**
 * Schemas of the pages built from content sections (docs/decisions/006 and 035): the service pages
 * (`src/content/services/<audience>/<slug>.yml`) and the About pages and service hubs
 * (`src/content/pages/<name>.yml`). `scripts/content-data.ts` validates each file with them and
 * writes `src/content/generated/`; `scripts/cms/fields.ts` turns them into the CMS's fields, so
 * the editor and the build read one schema. The types of `src/content/pageTypes.ts` and
 * `src/content/types.ts` are inferred from them.
 *
 * Fields are declared in the order the pages' route data has always held them: zod writes a parsed
 * object's keys in its schema's order, and the prerendered `.data` files keep that order.
 */

/** The audiences of the services hubs (docs/spec.md §2 "Services"): a service page sits under one. */
export const SERVICE_AUDIENCES = ["individuals", "businesses"] as const;

/** A link to a page of this site, in its canonical form (docs/architecture.md, "Paths"). */
const sitePathField = (title: string, description: string) =>
  cms(z.string().regex(SITE_PATH_PATTERN, { error: sitePathError }), {
    title,
    description: `${description} Write the page's address from its first slash to its last, e.g. /contact/ (the build checks that it exists).`,
    patternMessage: "Write the page's address from its first slash to its last, e.g. /contact/",
  });

/** A section's `h2`. */
const headingField = cms(z.string().min(3).max(80), { title: "Heading", description: "The section's heading (3 to 80 characters)." });

/** The optional sentence or two under a section's heading. */
const introField = cms(z.string().min(20).max(500).optional(), {
  title: "Introduction",
  description: "Optional: one or two sentences under the heading (20 to 500 characters).",
  widget: "text",
});

/** A block of running text of a section (plain text: `**bold**` is not interpreted). */
const bodyField = (title: string, description: string, max: number) =>
  cms(z.string().min(20).max(max), { title, description: `${description} Plain text, ${String(max)} characters at most.`, widget: "text" });

/** A list of plain-text items. */
const itemsField = (title: string, itemTitle: string, description: string, min: number, max: number) =>
  cms(z.array(cms(z.string().min(3).max(300), { title: itemTitle })).min(min).max(max), {
    title,
    description: `${description} ${String(min)} to ${String(max)} items of plain text.`,
  });

/**
 * The text of a button that leads to another page than /contact/ (a signpost's). Buttons to the
 * contact page take their text from `src/content/actions.ts`, never from a content file.
 */
const actionLabelField = cms(z.string().min(3).max(40), {
  title: "Button text",
  description: "What the button says, in sentence case, e.g. Take the reputation check (3 to 40 characters).",
});

/**
 * A kind of section with a heading: `kind`, the constant that names it (docs/decisions/035), then
 * `heading`, then its own fields, in the order of the route data.
 * @param meta - the CMS's name and hint for this kind of block.
 */
const headedSection = <Kind extends string, Shape extends z.ZodRawShape>(kind: Kind, shape: Shape, meta: CmsFieldMeta) =>
  cms(z.object({ kind: z.literal(kind), heading: headingField, ...shape }), meta);

/**
 * A card of a card grid (docs/spec.md §3 "Service or benefit card": icon, title, description),
 * with an optional link: `href` a canonical site path, `linkLabel` its text (the card title gives
 * the accessible name).
 */
export const cardSchema = z.object({
  icon: cms(z.enum(ICON_NAMES), { title: "Icon", description: "The drawing at the top of the card (the site's icon set)." }),
  title: cms(z.string().min(2).max(60), { title: "Title", description: "The card's heading (2 to 60 characters)." }),
  description: bodyField("Text", "One to three sentences.", 400),
  href: sitePathField("Link", "Optional: the page the card leads to.").optional(),
  linkLabel: cms(z.string().min(3).max(60).optional(), { title: "Link text", description: "With a link: what the link says, e.g. Explore review management." }),
});

/**
 * A closing call to action: every one leads to /contact (docs/spec.md §1), and its button says
 * `CONTACT_ACTION_LABEL` (`src/content/actions.ts`), so no content file sets it.
 */
export const callToActionSchema = z.object({
  heading: cms(z.string().min(10).max(80), { title: "Heading", description: "The closing band's heading (10 to 80 characters)." }),
  body: bodyField("Text", `Two or three sentences: what happens when the visitor gets in touch. The button under it says "${CONTACT_ACTION_LABEL}" on every page.`, 400),
  tone: cms(z.enum(["default", "accent", "urgent"]).optional(), {
    title: "Button colour",
    description: "Optional: urgent is the red button of pages for people in danger (docs/spec.md §2 \"Services\"); leave empty for the usual one.",
  }),
});

/** Running text under an `h2`. */
const textSectionSchema = headedSection(
  "text",
  {
    paragraphs: cms(z.array(cms(z.string().min(20).max(1200), { title: "Paragraph", widget: "text" })).min(1).max(6), {
      title: "Paragraphs",
      description: "One to six plain-text paragraphs.",
    }),
  },
  { title: "Text", description: "A heading and paragraphs." },
);

/** A grid of icon cards (services, benefits, platforms, criteria…). */
const cardsSectionSchema = headedSection(
  "cards",
  {
    intro: introField,
    columns: cms(z.literal([2, 3, 4]).optional(), { title: "Columns", description: "Optional: cards a row on a wide screen, 2 to 4 (3 when empty)." }),
    cards: cms(z.array(cardSchema).min(1).max(12), { title: "Cards", description: "One to twelve cards.", summary: "title" }),
  },
  { title: "Card grid", description: "Cards with an icon, a title and a text, each with an optional link." },
);

/** A bulleted list with a heading (industries, crisis types, review sites…). */
const listSectionSchema = headedSection(
  "list",
  {
    intro: introField,
    items: itemsField("Items", "Item", "The bullets.", 1, 12),
  },
  { title: "Bulleted list", description: "A heading and a list of bullets." },
);

/** Numbered pillars or phases, each with a title, a summary and bullet details. */
const pillarsSectionSchema = headedSection(
  "pillars",
  {
    intro: introField,
    pillars: cms(
      z
        .array(
          z.object({
            title: cms(z.string().min(2).max(60), { title: "Title" }),
            summary: cms(z.string().min(20).max(200), { title: "Summary", description: "One sentence (20 to 200 characters).", widget: "text" }),
            items: itemsField("Details", "Detail", "The bullets under the summary.", 1, 8),
          }),
        )
        .min(1)
        .max(8),
      { title: "Pillars or phases", description: "Numbered in this order.", summary: "title" },
    ),
  },
  { title: "Numbered pillars or phases", description: "Numbered blocks, each with a title, a summary and bullets (the process phases)." },
);

/** Problem / solution / benefit blocks (the why-choose-rrr page). */
const advantagesSectionSchema = headedSection(
  "advantages",
  {
    intro: introField,
    blocks: cms(
      z
        .array(
          z.object({
            title: cms(z.string().min(3).max(60), { title: "Title" }),
            problem: bodyField("Problem", "What goes wrong elsewhere.", 400),
            solution: bodyField("Solution", "What RRR does instead.", 400),
            benefit: bodyField("Benefit", "What the client gains.", 400),
          }),
        )
        .min(1)
        .max(8),
      { title: "Advantages", summary: "title" },
    ),
  },
  { title: "Advantages", description: "Blocks of problem, solution and benefit (Why Choose RRR)." },
);

/** Ordered steps the visitor can take now (the harassment page's immediate steps). */
const stepsSectionSchema = headedSection(
  "steps",
  {
    intro: introField,
    steps: itemsField("Steps", "Step", "In the order to take them.", 1, 10),
  },
  { title: "Numbered steps", description: "Steps a visitor can take now, numbered." },
);

/** The yellow legal note: not a law firm, no legal advice (docs/spec.md §2 "Services", corporate defamation). */
const legalNoteSectionSchema = headedSection(
  "legalNote",
  {
    body: bodyField("Text", "The note.", 800),
  },
  { title: "Legal note", description: "The highlighted note that RRR is not a law firm and gives no legal advice. Change it only with counsel's approval." },
);

/** A highlighted commitment block (HIPAA on the healthcare page; Wikipedia ethics). */
const commitmentSectionSchema = headedSection(
  "commitment",
  {
    body: bodyField("Text", "One or two sentences.", 400),
    points: itemsField("Points", "Point", "What the commitment means in practice.", 1, 8),
  },
  { title: "Commitment", description: "A highlighted promise with its points (HIPAA, Wikipedia's rules)." },
);

/** A short band that points to one page with a button: the services hubs' way into the reputation check. */
const signpostSectionSchema = headedSection(
  "signpost",
  {
    body: bodyField("Text", "One or two sentences.", 300),
    actionLabel: actionLabelField,
    href: sitePathField("Button's page", "The page the button leads to."),
  },
  { title: "Signpost", description: "A short band with a button to one page of the site." },
);

/**
 * The short urgent-help block of a page about a harm (copy and services from
 * `src/content/urgentHelp.ts`, never written in a page; docs/product-decisions.md, decision 17):
 * `images` lists the services for intimate images; `doxxing` adds the way to the doxxing steps on
 * the "Get help now" page (the harassment and privacy pages have it).
 */
const urgentHelpSectionSchema = cms(
  z.object({
    kind: z.literal("urgentHelp"),
    images: cms(z.boolean().optional(), { title: "For intimate images", description: "Lists the services for intimate images shared or threatened." }),
    doxxing: cms(z.boolean().optional(), { title: "Add: if your address was posted", description: "Adds the way to the steps for doxxing." }),
  }),
  { title: "Urgent help", description: "The short block for people in danger: the emergency number, two to four free services and the way to Get help now; its text is the same on every page." },
);

/**
 * What happens after a first message (docs/decisions/046): the stages of `src/content/data/timeline.yml`,
 * the same on every page that shows them (the contact page, /about/process/, the home page); a page
 * only says where they go.
 */
const timelineSectionSchema = cms(
  z.object({
    kind: z.literal("timeline"),
    heading: cms(z.string().min(3).max(80).optional(), {
      title: "Heading",
      description: "Optional: the section's heading on this page, in place of the content file's (e.g. How it works).",
    }),
  }),
  {
    title: "After a first message",
    description: "The stages from a first message to the first progress report; their text is in the content file \"After a first message\", the same on every page.",
  },
);

/**
 * The team members (docs/decisions/047): the people of the "Team members" collection
 * (`src/content/team/`), the same wherever they show; a page only says where they go, under which
 * heading. Renders nothing at all, heading included, while the collection has no entry.
 */
const teamSectionSchema = headedSection(
  "team",
  { intro: introField },
  {
    title: "Team members",
    description: "The people of the \"Team members\" collection, in their order, with role, credentials and photo. Shows nothing, heading included, until that collection has an entry.",
  },
);

/**
 * Clients' testimonials (docs/decisions/047): every entry of the "Testimonials" collection
 * (`src/content/testimonials/`), each with who said it and whether they received anything, then
 * links to the firm's review profiles (the site facts' `reviewProfiles`). Renders nothing at all,
 * heading included, while the collection has no entry.
 */
const testimonialsSectionSchema = headedSection(
  "testimonials",
  { intro: introField },
  {
    title: "Testimonials",
    description:
      "The entries of the \"Testimonials\" collection, each with who said it and whether they received anything, then the firm's review profiles. Shows nothing, heading included, until that collection has an entry.",
  },
);

/**
 * Cards generated from service entries (one source): each shows the service's icon, name and
 * summary and links to its page. Which services, and in what order, is written in each service's
 * own file (`hub`, `order`; `serviceFileSchema`), never in the page that shows the cards, so a
 * new service cannot be declared and forgotten (docs/decisions/039).
 */
const serviceCardsSectionSchema = headedSection(
  "serviceCards",
  {
    intro: introField,
    audience: cms(z.enum(SERVICE_AUDIENCES), {
      title: "Audience",
      description: "Whose services the cards show: every service page of that audience marked \"Card on its hub\", in their \"Order on the hub\".",
    }),
  },
  { title: "Service cards", description: "Cards made from service pages: their icon, name and summary, with a link. Each service page says whether it has a card and where." },
);

/**
 * One block of a service or About page, rendered by a shared section component
 * (`src/components/ContentSections`); `kind` names its type. Paragraphs and list items are plain
 * text: `**bold**` is not interpreted.
 */
export const contentSectionSchema = z.discriminatedUnion("kind", [
  textSectionSchema,
  cardsSectionSchema,
  listSectionSchema,
  pillarsSectionSchema,
  advantagesSectionSchema,
  stepsSectionSchema,
  legalNoteSectionSchema,
  commitmentSectionSchema,
  signpostSectionSchema,
  urgentHelpSectionSchema,
  timelineSectionSchema,
  serviceCardsSectionSchema,
  teamSectionSchema,
  testimonialsSectionSchema,
]);

/**
 * Metadata written for one page (docs/spec.md §1 "Page metadata"): the `<title>`, the description
 * (120 to 160 characters: `DESCRIPTION_MAX` in scripts/html/snippets.ts) and 4 to 8 search
 * phrases. Shared by the pages built from sections and by the home and contact pages
 * (`src/content/pageCopySchemas.ts`).
 * @param title - the title field: the page's own title before " | RRR" (`pageTitleField`), or the
 *   home page's whole title.
 */
export const pageMetaSchemaWith = (title: z.ZodString) =>
  cms(
    z.object({
      title,
      description: cms(z.string().min(120).max(160), {
        title: "Description in search results",
        description: "Shown under the title in search results and shares: 120 to 160 characters, written for this page alone.",
        widget: "text",
      }),
      keywords: cms(z.array(cms(z.string().min(2).max(60), { title: "Search phrase" })).min(4).max(8), {
        title: "Search phrases",
        description: "Four to eight phrases people search for that this page answers.",
      }),
    }),
    { title: "Search results", description: "What search engines and shares show of the page." },
  );

/**
 * A page's title without the site name: at most 54 characters, 60 with " | RRR" (`TITLE_MAX` in
 * scripts/html/snippets.ts).
 */
export const pageTitleField = cms(z.string().min(10).max(54), { title: "Title in search results", description: "10 to 54 characters; search results add \" | RRR\" after it." });

/** The metadata of a page whose title takes " | RRR" after it. */
export const pageMetaSchema = pageMetaSchemaWith(pageTitleField);

/** The top of a page (`PageHero`): the eyebrow, the page's `h1` and one or two sentences, in this order. */
export const heroFields = {
  eyebrow: cms(z.string().min(3).max(60), { title: "Eyebrow", description: "The small line above the heading (3 to 60 characters)." }),
  title: cms(z.string().min(10).max(100), { title: "Heading", description: "The page's main heading (h1), 10 to 100 characters." }),
  lead: cms(z.string().min(50).max(320), { title: "Lead", description: "One or two sentences under the heading (50 to 320 characters).", widget: "text" }),
};

/** The top of a page with nothing else in it. */
export const heroSchema = cms(z.object(heroFields), { title: "Top of the page" });

/** The fields every page built from sections shares, by name, in their order in the route data. */
const sectionsField = cms(z.array(contentSectionSchema).min(1).max(12), {
  title: "Sections",
  description: "The page's blocks, in order. Pick a type for each new block.",
  summary: "heading",
});
const callToActionField = cms(callToActionSchema, { title: "Call to action", description: "The closing band with the button to the contact page." });
const callToActionNoteField = cms(z.string().min(20).max(400).optional(), {
  title: "Note under the call to action",
  description: "Optional small print under the button.",
  widget: "text",
});
const nameField = (description: string) => cms(z.string().min(3).max(40), { title: "Short name", description });


/**
 * An About page or a services hub as its content file holds it (`src/content/pages/<name>.yml`;
 * docs/spec.md §2 "About" and "Services"). Its path is the route's, written in
 * `src/content/pages/index.ts`.
 */
export const pageFileSchema = z.object({
  name: nameField("The page's name in breadcrumbs and menus."),
  schemaType: cms(z.enum(["AboutPage", "CollectionPage", "WebPage"]).optional(), {
    title: "Kind of page for search engines",
    description: "Optional: AboutPage for the About pages, CollectionPage for a hub; WebPage when empty.",
  }),
  meta: pageMetaSchema,
  hero: heroSchema,
  sections: sectionsField,
  callToAction: callToActionField,
  callToActionNote: callToActionNoteField,
  beforeYouDecide: cms(z.boolean().optional(), {
    title: "Show \"Before you decide\"",
    description:
      "Adds, before the call to action, the links to the free options, how we charge and our standards (docs/decisions/046), as on every service page. For the hubs and the pages a prospect reads before choosing.",
  }),
  toConfirm: toConfirmField,
});

/**
 * A service page as its content file holds it (`src/content/services/<audience>/<slug>.yml`;
 * docs/spec.md §2 "Services"): the file name is its slug and the folder its audience. `reviewed`
 * is when the outside rules it describes were last checked (`YYYY-MM-DD`, shown as "Last reviewed
 * <date>"); the content step requires it when the copy names a rule of `OUTSIDE_RULE_PATTERNS`
 * (`src/content/reviewed.ts`) and warns when it is over a year old. `hub` and `order` are the one
 * place that puts the page on its audience's hub and orders it there, in the route manifest and in
 * the sitemap (docs/decisions/039); `npm run new:service -- <audience> <slug>` writes a new file
 * with every field (`scripts/new-service.ts`).
 */
export const serviceFileSchema = z.object({
  name: nameField("The breadcrumb, the card title on the hub and the service's name for search engines."),
  serviceType: cms(z.string().min(3).max(80), { title: "Service type", description: "The kind of service for search engines, e.g. Online review management." }),
  reviewed: reviewedField,
  meta: pageMetaSchema,
  hero: heroSchema,
  summary: cms(z.string().min(60).max(240), {
    title: "Summary",
    description: "One sentence for the card on the hub and for search engines (60 to 240 characters).",
    widget: "text",
  }),
  icon: cms(z.enum(ICON_NAMES), { title: "Icon", description: "The drawing on the service's card on the hub." }),
  hub: cms(z.boolean(), {
    title: "Card on its hub",
    description:
      "On: the page has a card on the hub of its audience (/services/individuals/ or /services/businesses/). Off only when another page links to it: the build fails on a page no page links to.",
  }),
  order: cms(z.number().int().min(1).max(999), {
    title: "Order on the hub",
    description: "Where its card sits on the hub, smallest first (1 to 999; no two pages of one audience share a number). Also its place in the sitemap and the site's page list.",
  }),
  sections: sectionsField,
  callToAction: callToActionField,
  callToActionNote: callToActionNoteField,
  toConfirm: toConfirmField,
});

/** A page's content as the site renders it: its file without the notes of what to confirm. */
export const pageContentSchema = pageFileSchema.omit({ toConfirm: true });

/** A service page's content as the site renders it: its file without the notes of what to confirm. */
export const serviceContentSchema = serviceFileSchema.omit({ toConfirm: true });
