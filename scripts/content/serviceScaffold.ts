/**
 * The first version of a new service page's content file (`src/content/services/<audience>/<slug>.yml`),
 * written by `npm run new:service -- <audience> <slug>` (`scripts/new-service.ts`;
 * docs/decisions/039). The file passes the service schema (`serviceFileSchema`), so the page builds,
 * has its card on its hub (`hub: true`) after every other service of its audience (`order`) and can
 * be previewed with `npm run dev` at once. Every text the author must write opens with
 * `UNWRITTEN_MARK`, which the content check (`npm run test:content`) fails on until it is replaced.
 */
import { stringify } from "yaml";
import { SERVICE_AUDIENCES, serviceFileSchema } from "../../src/content/pageSchemas";
import type { ServiceAudience } from "../../src/content/pageTypes";
import { UNWRITTEN_MARK } from "./unwritten";

/** A service page's slug: lower-case words joined by hyphens (its file name and address). */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What the scaffold writes in the file. */
export interface ServiceScaffold {
  /** The file's path from the repository's root. */
  readonly file: string;
  /** The YAML text. */
  readonly source: string;
}

/** Whether a string names an audience (`individuals` or `businesses`). */
export function isServiceAudience(value: string): value is ServiceAudience {
  return SERVICE_AUDIENCES.some((audience) => audience === value);
}

/** `online-review-help` gives `Online Review Help`: the page's first short name. */
export const nameFromSlug = (slug: string): string =>
  slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/** A text for the author to replace: the mark, then what to write there. */
const unwritten = (what: string): string => `${UNWRITTEN_MARK} ${what}`;

/**
 * The content file of a new service page.
 * @param audience - `individuals` or `businesses`: its folder and hub.
 * @param slug - its address under `/services/<audience>/`: lower-case words joined by hyphens,
 *   at most 40 characters with its spaces (the page's short name is made from it).
 * @param orders - the `order` of every service of the audience: the new one comes 10 after the
 *   largest, so its card is the hub's last.
 * @param today - `YYYY-MM-DD`, its first `reviewed` date.
 * @returns the file's path and text.
 * @throws Error naming the problem for a slug that is not lower-case words joined by hyphens, too
 *   long a name, or a file the schema would refuse (a bug of this module, never the author's).
 */
export function serviceScaffold(audience: ServiceAudience, slug: string, orders: readonly number[], today: string): ServiceScaffold {
  if (!SLUG_PATTERN.test(slug)) throw new Error(`"${slug}" is not a slug: write lower-case words joined by hyphens, e.g. online-review-help`);
  const name = nameFromSlug(slug);
  if (name.length > 40) throw new Error(`"${slug}" is too long: the page's short name (${name}) has at most 40 characters`);
  const data = {
    name,
    serviceType: unwritten("the kind of service"),
    reviewed: today,
    meta: {
      title: unwritten(name),
      // 121 to 158 characters for a name of 3 to 40: within the schema's 120 to 160.
      description: unwritten(`120 to 160 characters for search results, for this page alone: what ${name} does, for whom, and what to do next.`),
      keywords: [1, 2, 3, 4].map((number) => unwritten(`search phrase ${String(number)}`)),
    },
    hero: {
      eyebrow: audience === "individuals" ? "Services for Individuals" : "Services for Businesses",
      title: unwritten(`the heading of ${name}`),
      lead: unwritten("one or two sentences under the heading: the problem this service answers and for whom."),
    },
    summary: unwritten(`one sentence for the card on the hub and for search engines: what ${name} does.`),
    icon: "badge-check",
    hub: true,
    order: Math.max(0, ...orders) + 10,
    sections: [
      {
        kind: "text",
        heading: unwritten("a section heading"),
        paragraphs: [unwritten("the section's text. Add sections of the kinds the other service pages use: cards, lists, steps, a commitment.")],
      },
    ],
    callToAction: {
      heading: unwritten("the closing heading"),
      body: unwritten("two or three sentences: what happens when the visitor gets in touch."),
    },
    toConfirm: [
      `Written by npm run new:service on ${today}: every text that opens with "${UNWRITTEN_MARK}" is a placeholder, and the content check (npm run test:content) fails while the page shows one. Write them, set "reviewed" to the day you check the rules the page names, choose the icon, and remove this note.`,
    ],
  };
  const file = `src/content/services/${audience}/${slug}.yml`;
  const checked = serviceFileSchema.safeParse(data);
  if (!checked.success) throw new Error(`the scaffold of ${file} does not pass the service schema: ${checked.error.message}`);
  const header = [
    `# ${name}: a service page for ${audience}, at /services/${audience}/${slug}/ (npm run new:service).`,
    `# Replace every "${UNWRITTEN_MARK}" text; field hints: src/content/pageSchemas.ts (serviceFileSchema) or the CMS.`,
    "",
  ].join("\n");
  return { file, source: `${header}${stringify(data, { lineWidth: 0 })}` };
}
