import { z } from "zod";
import { CONTACT_ACTION_LABEL } from "./actions";
import { cms, SITE_PATH_PATTERN, sitePathError, toConfirmField } from "./dataSchemas";
import { ICON_NAMES } from "./icons";
import { heroFields, heroSchema, pageMetaSchema, pageMetaSchemaWith } from "./pageSchemas";
import { SITE_TOKENS_HINT } from "./siteFacts";

/**
 * Schemas of the content files that hold the copy of whole pages and blocks (YAML in
 * `src/content/data/`; docs/decisions/035): the home page (`home.yml`), the contact page
 * (`contact.yml`) and the urgent-help block and panel (`urgent-help.yml`). As with
 * `src/content/dataSchemas.ts`, `scripts/content-data.ts` validates each file with its schema at
 * build time and `scripts/cms/config.ts` turns the same schema into the CMS's fields, so the editor
 * cannot save a file the build rejects.
 *
 * Fields are written in the order the pages' modules had them: zod writes a parsed object's keys
 * in the schema's order, and the generated modules keep it.
 */

/**
 * Every text of these files may name a site fact by token (`{{site.responseTime}}`, the reply
 * promise of docs/spec.md §9; `{{site.hours}}`…): the content step fills them from
 * `src/content/data/site.yml` (`src/content/siteFacts.ts`, the one vocabulary). The hint's sentence
 * on the tokens, for the fields that use them most.
 */
const TOKENS_HINT = SITE_TOKENS_HINT;

/** A short line of copy: an eyebrow, a heading, a button's label. */
const line = (title: string, min: number, max: number, description?: string) =>
  cms(z.string().min(min).max(max), { title, description: `${description === undefined ? "" : `${description} `}${String(min)} to ${String(max)} characters.` });

/** A paragraph of plain text, edited in a text area. */
const paragraph = (title: string, min: number, max: number, description?: string) =>
  cms(z.string().min(min).max(max), {
    title,
    description: `${description === undefined ? "" : `${description} `}Plain text, ${String(min)} to ${String(max)} characters.`,
    widget: "text",
  });

/** A card that leads to another page of the site (docs/spec.md §3 "Service or benefit card", with its link). */
const linkCardSchema = z.object({
  icon: cms(z.enum(ICON_NAMES), { title: "Icon", description: "The drawing at the card's top." }),
  title: line("Title", 3, 40),
  description: paragraph("Description", 60, 240, "One or two sentences."),
  href: cms(z.string().regex(SITE_PATH_PATTERN, { error: sitePathError }), {
    title: "Page address",
    description: "The page the card leads to, from its first slash to its last, e.g. /services/individuals/privacy-protection/ (the build checks that it exists).",
    patternMessage: "Write the page's address from its first slash to its last, e.g. /contact/",
  }),
  linkLabel: line("Link text", 3, 60, "What the card's link says, e.g. Explore content removal."),
});

/** A card without a link (docs/spec.md §3 "Service or benefit card": icon, title, description). */
const cardSchema = z.object({
  icon: cms(z.enum(ICON_NAMES), { title: "Icon", description: "The drawing at the card's top." }),
  title: line("Title", 3, 60),
  description: paragraph("Description", 60, 240, "One or two sentences."),
});

/** A titled short text: a reason, a step. */
const titledTextSchema = (itemTitle: string) =>
  z.object({
    title: line(itemTitle, 3, 60),
    body: paragraph("Text", 20, 240),
  });

/**
 * The home page's copy (`src/content/data/home.yml`; docs/spec.md §2 "Home /": a hero with the
 * free consultation and "Learn our process" buttons, why reputation matters, six service cards, four
 * advantage cards, a closing call to action). The buttons' destinations and the closing band's
 * colour stay in code (`src/routes/home.tsx`, `src/content/home.ts`), and so do the labels of the
 * two buttons to the contact page (the hero's first and the closing band's): they say
 * `CONTACT_ACTION_LABEL` (`src/content/actions.ts`), as every call to action of the site does.
 */
export const homeCopySchema = z.object({
  meta: pageMetaSchemaWith(
    cms(z.string().min(10).max(60), {
      title: "Title in search results",
      description: "The whole title, site name included, e.g. Online Reputation Management and Content Removal | RRR: at most 60 characters, or search results cut it.",
    }),
  ),
  hero: cms(
    z.object({
      ...heroFields,
      secondaryAction: line("Second button", 3, 40, `Leads to Our Process (/about/process/); in sentence case. The first button, to the contact page, says "${CONTACT_ACTION_LABEL}" on every page.`),
      reassurance: line("Reassurance", 20, 120, "Shown with a shield under the advantages: the consultation is free and confidential, and when we reply."),
      checkPrompt: cms(
        z.object({
          text: line("Question", 5, 60),
          linkLabel: line("Link text", 5, 60, "Leads to the reputation check."),
        }),
        { title: "Reputation check prompt", description: "The line under the buttons that offers the reputation check." },
      ),
      minorPrompt: cms(
        z.object({
          text: line("Text", 20, 160, "Speaks to someone under 18 whose nude picture is shared or threatened: not their fault."),
          linkLabel: line("Link text", 5, 60, "Leads to the urgent-help block, with Take It Down and the CyberTipline."),
        }),
        {
          title: "Line for anyone under 18",
          description: "Under the reputation check prompt: a young person reaches free help from the first screen (docs/content/review.md, teen-11).",
        },
      ),
      glance: cms(
        z.object({
          heading: line("Heading", 3, 40),
          facts: cms(
            z
              .array(
                z.object({
                  value: line("Figure", 1, 10, "Short: a number, a duration or a word, e.g. 24/7."),
                  label: line("What it means", 10, 80),
                }),
              )
              .min(2)
              .max(4),
            {
              title: "Facts",
              description: "Two to four promises the firm keeps (docs/spec.md §1 and §9). Never a figure the firm cannot show, such as a client count or a success rate.",
              summary: "value",
            },
          ),
        }),
        { title: "At a glance", description: "The panel beside the heading." },
      ),
    }),
    { title: "Top of the page" },
  ),
  audiences: cms(
    z.object({
      heading: line("Heading", 10, 60, "Asks who the help is for, e.g. Who do you need help for?"),
      individuals: cms(
        z.object({
          label: line("Link text", 3, 30, "Leads to the services for individuals, e.g. For me."),
          description: line("What it covers", 20, 120),
        }),
        { title: "For a person" },
      ),
      businesses: cms(
        z.object({
          label: line("Link text", 3, 30, "Leads to the services for businesses, e.g. For my business."),
          description: line("What it covers", 20, 120),
        }),
        { title: "For a business" },
      ),
      help: cms(
        z.object({
          text: line("Text", 20, 120, "For someone in danger: the emergency number first."),
          linkLabel: line("Link text", 5, 60, "Leads to the Get help now page, with the free services for adults and for anyone under 18."),
        }),
        {
          title: "Line for anyone in danger",
          description: "Under the two links: the way to free help from the first screen, since the urgent-help block comes further down (docs/content/review.md, advocate-2, teen-1).",
        },
      ),
    }),
    {
      title: "Who the help is for",
      description: "Right under the top of the page: two links, to the services for individuals and for businesses, so a visitor chooses their way early (docs/decisions/046).",
    },
  ),
  whyItMatters: cms(
    z.object({
      eyebrow: line("Eyebrow", 3, 60),
      heading: line("Heading", 10, 80),
      intro: paragraph("Introduction", 40, 320),
      points: cms(z.array(titledTextSchema("Title")).min(2).max(6), { title: "Reasons", description: "Two to six reasons, each a title and a sentence or two.", summary: "title" }),
    }),
    { title: "Why reputation matters" },
  ),
  services: cms(
    z.object({
      eyebrow: line("Eyebrow", 3, 60),
      heading: line("Heading", 10, 80),
      intro: paragraph("Introduction", 40, 320),
      cards: cms(z.array(linkCardSchema).length(6), {
        title: "Service cards",
        description: "Six cards (docs/spec.md §2 \"Home\"), each leading to a service page or the Learning Center.",
        summary: "title",
      }),
    }),
    { title: "Services" },
  ),
  advantages: cms(
    z.object({
      eyebrow: line("Eyebrow", 3, 60),
      heading: line("Heading", 10, 80),
      cards: cms(z.array(cardSchema).length(4), { title: "Advantage cards", description: "Four cards (docs/spec.md §2 \"Home\").", summary: "title" }),
    }),
    { title: "Why RRR" },
  ),
  closing: cms(
    z.object({
      heading: line("Heading", 10, 80),
      body: paragraph("Text", 40, 320),
    }),
    { title: "Closing call to action", description: `The band at the bottom of the page; its button to the contact page says "${CONTACT_ACTION_LABEL}".` },
  ),
});

/** The home page's copy as its content file holds it. */
export type HomeCopy = z.infer<typeof homeCopySchema>;

/**
 * The contact page's copy (`src/content/data/contact.yml`; docs/spec.md §2 "Contact /contact"):
 * everything but the form's own labels and messages (`src/components/ContactForm`) and the direct
 * contact details, which are site facts.
 */
export const contactCopySchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  nextSteps: cms(
    z.object({
      heading: line("Heading", 3, 60),
      steps: cms(z.array(titledTextSchema("Step")).min(2).max(5), { title: "Steps", description: "Two to five steps, in order.", summary: "title" }),
    }),
    { title: "What happens next" },
  ),
  checkPrompt: cms(
    z.object({
      heading: line("Heading", 3, 60),
      body: paragraph("Text", 20, 240),
      linkLabel: line("Link text", 5, 60, "Leads to the reputation check."),
    }),
    { title: "Reputation check prompt" },
  ),
  confidentiality: cms(
    z.object({
      heading: line("Heading", 3, 60),
      body: paragraph("Text", 40, 400, "Must agree with the Privacy Policy."),
    }),
    { title: "Confidentiality" },
  ),
  legal: paragraph("Not legal advice", 40, 240, "That RRR is not a law firm and gives no legal advice; shown under the confidentiality text."),
  booking: cms(
    z.object({
      heading: line("Heading", 3, 60),
      body: paragraph("Text", 10, 200),
      actionLabel: line("Button", 3, 40, "Leads to the outside booking site, not the contact page; in sentence case."),
    }),
    { title: "Booking a call", description: "Shown only when the site has a booking link." },
  ),
  demo: cms(
    z.object({
      title: line("Title", 3, 40, "In bold, followed by a full stop: write it without one."),
      body: paragraph("Text", 20, 240),
    }),
    { title: "Demonstration notice", description: "Shown only on the demonstration build, whose form sends nothing." },
  ),
});

/** The contact page's copy as its content file holds it. */
export type ContactCopy = z.infer<typeof contactCopySchema>;

/**
 * The services the urgent-help block lists, each by the name code and tests know it by: its
 * position (the minors' services first for a visitor under 18) and the list's keys depend on it,
 * so adding a service means adding its name here (docs/product-decisions.md, decision 13).
 */
export const HELP_RESOURCE_IDS = [
  "stopncii",
  "take-it-down",
  "cybertipline",
  "childhelp",
  "loveisrespect",
  "report-remove",
  "childline",
  "ceop",
  "ccri",
  "revenge-porn-helpline",
  "thehotline",
  "refuge",
  "victimconnect",
  "rainn",
  "988",
  "find-a-helpline",
] as const;

/**
 * Where a contact of a resource leads: a web page (`https:`), a call (`tel:`) or a text message
 * (`sms:`, optionally with the words to send, which most phones fill in: `sms:88788?&body=START`),
 * e.g. `https://stopncii.org/`, `tel:+18008435678`, `sms:988`.
 */
export const HELP_HREF_PATTERN = /^(?:https:\/\/[^\s/]+\.[^\s]+|tel:\+?\d{3,15}|sms:\+?\d{3,15}(?:\?&body=[A-Za-z0-9]{1,20})?)$/;

/** The hint every resource's facts carry: a frightened visitor acts on them. */
const CHECK_SOURCE_HINT = "Change it only after checking the service's own page (Source), then update \"Last checked\".";

/** A way to reach a resource: a web page, a phone number or a text number. */
const helpContactSchema = z.object({
  label: line("Text", 3, 40, "What visitors read, e.g. takeitdown.ncmec.org or 1-800-843-5678."),
  href: cms(z.string().regex(HELP_HREF_PATTERN), {
    title: "Link",
    description: `https:// and the page's address, tel: and the number to call, with + and the country code unless it is a short number (tel:+18008435678, tel:988), or sms: and the number to text (sms:988), with ?&body= and the word to send where the service asks for one (sms:88788?&body=START). ${CHECK_SOURCE_HINT}`,
    patternMessage: "Write https:// and the address, tel: and the digits (tel:+18008435678), or sms: and the digits (sms:988 or sms:88788?&body=START)",
  }),
});

/** A way to reach a resource, as the block links it. */
export type HelpContact = z.infer<typeof helpContactSchema>;

/**
 * One organisation that helps, when to turn to it and how to reach it, with the page its
 * description was checked against (docs/product-decisions.md, decision 13).
 */
const helpResourceSchema = z.object({
  id: cms(z.enum(HELP_RESOURCE_IDS), {
    title: "Service",
    description: "Which service this is; the site knows each by this name. A new service needs a developer to add its name.",
  }),
  name: line("Name", 3, 100, "The service's own name, with who runs it."),
  audience: line("Who it is for", 10, 160, `Shown after "For:", e.g. Adults (18 and over) whose intimate images have been shared. ${CHECK_SOURCE_HINT}`),
  what: paragraph("What it does", 20, 320, `One or two sentences. ${CHECK_SOURCE_HINT}`),
  contacts: cms(z.array(helpContactSchema).min(1).max(3), { title: "How to reach it", description: `One to three links, numbers to call or numbers to text. ${CHECK_SOURCE_HINT}`, summary: "label" }),
  source: cms(z.url({ protocol: /^https$/ }), {
    title: "Source",
    description: "The service's own page that says what it does and how to reach it (https). Check what this entry says against it whenever you change the entry, and at least once a year.",
  }),
  reviewed: cms(z.iso.date(), {
    title: "Checked on",
    description: "The day someone last checked this service's name, who it is for, what it does and how to reach it against its Source (YYYY-MM-DD). Update it only after that check; the content check fails a service checked more than 6 months ago.",
  }),
});

/** One organisation of the urgent-help block. */
export type HelpResource = z.infer<typeof helpResourceSchema>;

/**
 * The groups the adults' services are listed under in the block, so a frightened visitor finds
 * theirs at a glance (docs/content/review.md, "The lens reading"); the minors' services form a
 * group of their own (`young`).
 */
export const HELP_GROUPS = ["images", "abuse", "crisis"] as const;

/** An adult's or crisis service, with the group it is listed under. */
const adultHelpResourceSchema = helpResourceSchema.extend({
  group: cms(z.enum(HELP_GROUPS), {
    title: "Listed under",
    description: "images: intimate images shared or threatened; abuse: a partner, an ex, a stalker or sexual violence; crisis: someone to talk to now, and help outside the US.",
  }),
});

/**
 * A safety note of the block that a frightened visitor acts on (texting 911, sextortion, tech
 * abuse): its text and the page it was checked against (docs/product-decisions.md, decision 13).
 */
const sourcedNoteSchema = (title: string, min: number, max: number, hint: string) =>
  cms(
    z.object({
      text: paragraph("Text", min, max, `${hint} ${CHECK_SOURCE_HINT}`),
      source: cms(z.url({ protocol: /^https$/ }), { title: "Source", description: "The page that says so (https). Check the text against it whenever you change it, and at least once a year." }),
    }),
    { title },
  );

/**
 * The tech-abuse caution: before advice to change a password or a setting, a device or account
 * the abuser can reach may be monitored, and a change can alert them. Its text must keep the words
 * "can alert them", which the content check looks for on every page that advises changing a
 * password (`scripts/content/rules.ts`, `TECH_ABUSE_CAUTION`).
 */
const techSafetySchema = cms(
  z.object({
    heading: line("Heading", 5, 80),
    text: cms(z.string().regex(/^(?=[\s\S]{60,1000}$)[\s\S]*can alert them[\s\S]*$/), {
      title: "Text",
      description: `Says that a change can alert someone watching the visitor's devices or accounts, with the words "can alert them", and what to do instead. 60 to 1000 characters. ${CHECK_SOURCE_HINT}`,
      widget: "text",
      patternMessage: 'Keep the words "can alert them", in 60 to 1000 characters',
    }),
    source: cms(z.url({ protocol: /^https$/ }), { title: "Source", description: "The guidance this follows (https)." }),
  }),
  { title: "Before changing passwords (tech abuse)", description: "Shown in the block before the doxxing steps, and wherever the block appears." },
);

/**
 * The line after the tech-abuse caution that leads to the guide on browsing safely on a device
 * someone else may check (`src/content/guides/staying-safe-online.md`): what the quick exit,
 * private windows and deleting history can and cannot do (docs/content/reviewing.md, advocate
 * lens, items 1 and 2). The link's address is a page of this site; `scripts/check-links.ts`
 * fails the build's pages when it does not exist.
 */
const onlineSafetySchema = cms(
  z.object({
    text: line("Question", 10, 120, "Shown before the link, e.g. Worried someone checks this device?"),
    linkLabel: line("Link text", 10, 120, "What the link says: the guide's name and what it explains."),
    href: cms(z.string().regex(SITE_PATH_PATTERN, { error: sitePathError }), {
      title: "Page address",
      description: "The guide's address, from its first slash to its last, e.g. /learning/guides/staying-safe-online/ (the build checks that it exists).",
      patternMessage: "Write the page's address from its first slash to its last, e.g. /learning/guides/staying-safe-online/",
    }),
  }),
  { title: "Staying safe online (link)", description: "After the caution before changing passwords: a line that links to the guide on what the exit button, private windows and deleting history can and cannot do." },
);

/** Steps of a list of the block: what to preserve, what to do after doxxing. */
const stepsSchema = (title: string) => cms(z.array(line("Step", 20, 240)).min(2).max(8), { title, description: "Two to eight steps, each one sentence or two, plain text." });

/**
 * "RRR is not an emergency service", beside every call to action of the urgent-help copy
 * (docs/product-decisions.md, decision 13): 40 to 300 characters that say so.
 */
const NOT_EMERGENCY_PATTERN = /^(?=[\s\S]{40,300}$)[\s\S]*not an emergency service[\s\S]*$/;

/**
 * The urgent-help copy and resources (`src/content/data/urgent-help.yml`; docs/product-decisions.md,
 * decision 13): the whole block (`src/components/UrgentHelp/UrgentHelp.tsx`: the emergency number
 * first, the free services for intimate images, for minors and crisis support, what to preserve,
 * the doxxing steps, the date they were checked) and the short panel of the home page (`brief`).
 * Every resource names its source, and `reviewed` is the date they were last checked against
 * their sources (YYYY-MM-DD), shown as "Emergency numbers and services last checked against their
 * own sites on <date>".
 */
export const urgentHelpCopySchema = z.object({
  reviewed: cms(z.iso.date(), {
    title: "Last checked",
    description:
      "The day someone last checked every emergency number and service below against its source. Update it only after checking them all; the block shows it as \"last checked against their own sites on <date>\".",
  }),
  heading: line("Heading", 20, 120, "The emergency number first, e.g. If you are in immediate danger, call 911 in the US, or your local emergency number."),
  body: paragraph("Emergency numbers", 60, 400, "What to do first, with the emergency numbers (911 in the US and Canada, 112 across the EU, 999 in the UK)."),
  silentHelp: sourcedNoteSchema("When it is not safe to speak", 60, 300, "Text to 911 where it is available, and what happens where it is not."),
  notEmergency: cms(z.string().regex(NOT_EMERGENCY_PATTERN), {
    title: "Not an emergency service",
    description: `Beside every call to action of the block and the panel: says that RRR is not an emergency service and when it replies. ${TOKENS_HINT} 40 to 300 characters.`,
    widget: "text",
    patternMessage: "Say \"not an emergency service\", in 40 to 300 characters",
  }),
  /**
   * Retired: the block's red button says `CONTACT_ACTION_LABEL` (src/content/actions.ts), as every
   * call to action does. The old label stays in urgent-help.yml, unread and hidden in the editor,
   * until the next check of the services deletes it with the new `reviewed` date: deleting it now
   * would change the file after the date the block shows as its last check (docs/content/reviewing.md,
   * "What the machine checks", dates).
   */
  actionLabel: z.literal("Seek Confidential Help Now").optional(),
  actionNote: line("Beside the button", 20, 200, `Beside the red button to the contact page, which says "${CONTACT_ACTION_LABEL}".`),
  resourcesHeading: line("Services heading", 5, 80),
  minorSteps: cms(z.array(line("Step", 20, 240)).min(2).max(4), {
    title: "First steps for anyone under 18",
    description: "Shown at the top of the block when a visitor under 18 uses the reputation check: not their fault, what to do now, who to tell. Two to four short sentences.",
  }),
  minorResources: cms(z.array(helpResourceSchema).min(1).max(8), {
    title: "Services for anyone under 18",
    description: "Listed first for a visitor under 18, after the adults' services otherwise (an adult may be reporting images of a minor).",
    summary: "name",
  }),
  resourceGroups: cms(
    z.object({
      images: line("Intimate images", 10, 80),
      abuse: line("Abuse and stalking", 10, 80),
      young: line("Under 18", 10, 80),
      crisis: line("Crisis support", 10, 80),
    }),
    { title: "Group headings", description: "The headings the services are listed under, in the order the visitor's need puts first." },
  ),
  adultResources: cms(z.array(adultHelpResourceSchema).min(1).max(10), { title: "Services for adults and crisis support", summary: "name" }),
  sextortion: sourcedNoteSchema("Threats to share images (sextortion)", 60, 400, "Do not pay, do not send more, and where to report it."),
  techSafety: techSafetySchema,
  onlineSafety: onlineSafetySchema,
  minorsWarning: paragraph("Warning about images of minors", 60, 400, "Never to copy images of anyone under 18, even as evidence: shown wherever images are discussed."),
  preserve: cms(
    z.object({
      heading: line("Heading", 5, 80),
      intro: paragraph("Introduction", 20, 240),
      steps: stepsSchema("Steps"),
    }),
    { title: "Keeping a record", description: "On the harassment page and the reputation check's safety screen." },
  ),
  doxxing: cms(
    z.object({
      heading: line("Heading", 5, 80),
      steps: stepsSchema("Steps"),
    }),
    { title: "After private details were posted (doxxing)" },
  ),
  brief: cms(
    z.object({
      heading: line("Heading", 5, 60),
      body: paragraph("Text", 40, 320, "The emergency number first, then where the free services are listed."),
      linkLabel: line("Link text", 5, 60, "Leads to the whole directory on the Get help now page."),
      jumpLabel: line("Link to the block below", 20, 120, "At the top of a page that carries the whole block further down: a link that jumps to it."),
    }),
    { title: "Short panel (home page)", description: "The home page's short version, which links to the whole block; \"Not an emergency service\" follows it." },
  ),
});

/** The urgent-help copy as its content file holds it. */
export type UrgentHelpCopy = z.infer<typeof urgentHelpCopySchema>;

/** A service of the urgent-help block as the page shows it: its `source` and `reviewed` date stay in the content file. */
export type ShownHelpResource = Omit<HelpResource, "source" | "reviewed">;

/** An adult's or crisis service as the page shows it, with its group. */
export type ShownAdultHelpResource = ShownHelpResource & { readonly group: (typeof HELP_GROUPS)[number] };

/**
 * The urgent-help block's copy as the browser receives it (`src/content/generated/urgentHelp.ts`):
 * the content file's copy without the sources, which the page never shows and the checks read from
 * the file, nor the date, the panel and the line the short panel's module carries.
 */
export type UrgentHelpShownCopy = Omit<UrgentHelpCopy, "reviewed" | "notEmergency" | "brief" | "minorResources" | "adultResources" | "silentHelp" | "sextortion" | "techSafety"> & {
  readonly minorResources: readonly ShownHelpResource[];
  readonly adultResources: readonly ShownAdultHelpResource[];
  readonly silentHelp: Omit<UrgentHelpCopy["silentHelp"], "source">;
  readonly sextortion: Omit<UrgentHelpCopy["sextortion"], "source">;
  readonly techSafety: Omit<UrgentHelpCopy["techSafety"], "source">;
};

/** A service as the short urgent-help block shows it: its name and how to reach it. */
export type BriefHelpResource = Pick<ShownHelpResource, "id" | "name" | "contacts">;

/**
 * What the short urgent-help block shows (`src/content/generated/urgentHelpShort.ts`;
 * docs/decisions/059): its heading, the heading over its services, the teen's steps, the doxxing
 * steps' heading (the link to them) and every service's name and contacts.
 */
export interface UrgentHelpShortCopy {
  readonly heading: string;
  readonly resourcesHeading: string;
  readonly minorSteps: readonly string[];
  readonly doxxingHeading: string;
  readonly resources: readonly BriefHelpResource[];
}

/**
 * What happens after a first message (`src/content/data/timeline.yml`; docs/decisions/046): the
 * stages from the reply to the first progress report, each with when it typically happens. One
 * source for the contact page, /about/process/ (its `timeline` section) and the home page's "How
 * it works" (`Timeline`). The reply time is the site's (`{{site.responseTime}}`); every other range
 * is the firm's to confirm (`toConfirm`; README "Before going live").
 */
export const timelineCopySchema = z.object({
  heading: line("Heading", 10, 80),
  intro: paragraph("Introduction", 40, 300, TOKENS_HINT),
  stages: cms(
    z
      .array(
        z.object({
          when: line("When", 3, 60, `When it typically happens, e.g. "Within {{site.responseTime}}".`),
          title: line("Title", 3, 60),
          body: paragraph("Text", 20, 320),
        }),
      )
      .min(3)
      .max(8),
    { title: "Stages", description: "Three to eight stages, in order.", summary: "title" },
  ),
  /** What the firm confirms before launch (the typical ranges). */
  toConfirm: toConfirmField,
});

export type TimelineCopy = z.infer<typeof timelineCopySchema>;
