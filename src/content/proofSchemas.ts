import { z } from "zod";
import { cms } from "./dataSchemas";

/**
 * Schemas of the proof a prospect reads about the people and the work: the team members
 * (`src/content/team/<file>.yml`) and the clients' testimonials (`src/content/testimonials/<file>.yml`),
 * one file an entry, both empty until the firm adds real entries (docs/decisions/047). No entry is
 * ever written for the site: every person, photo and quote comes from the firm, with consent.
 *
 * As with `src/content/dataSchemas.ts`, `scripts/content-data.ts` validates each file at build time
 * (`scripts/content/data/team.ts`, `testimonials.ts`, which also check what a schema cannot see: a
 * photo's file, a service's page, a consent date in the future, two entries with one `order`) and
 * `scripts/cms/config.ts` makes the same schemas the editor's fields. Decap cannot make one field
 * depend on another, so the rules between fields (alt text with a photo; a name or a descriptor,
 * never both) are refinements the build checks, each naming the field.
 *
 * The types after the schemas (`TeamMember`, `Testimonial`) are what the generated modules export
 * and the components render; the browser gets no schema, only those types' data.
 */

/** A file's name in a content folder: lower-case words joined by hyphens (also a service's slug). */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A photo served by this site: a path from the site's root to a JPEG, PNG or WebP file under
 * `public/` (the editor's uploads are `/images/uploads/<name>`), without `..`.
 */
export const PHOTO_PATH_PATTERN = /^(?!.*\.\.)\/(?:[\w.-]+\/)*[\w.-]+\.(?:jpe?g|png|webp|JPE?G|PNG|WEBP)$/;

/**
 * The descriptor of an anonymised client: a kind of client, never a person ("A business owner in
 * hospitality"): "A" or "An", then words without digits, `@` or `/` (no phone number, address,
 * date or link).
 */
export const DESCRIPTOR_PATTERN = /^An? [a-z][^\d@/\n]{3,76}$/;

/** The incentive field: `none`, or what the client received, in 10 to 160 characters. */
export const INCENTIVE_PATTERN = /^(?:none|[\s\S]{10,160})$/;

/** The incentive field's value when the client received nothing and has no other tie to the firm. */
export const NO_INCENTIVE = "none";

/**
 * A member of the firm's staff (docs/decisions/047), shown on /about/team/ by `TeamList`: a real
 * person who agreed to be listed, with their role and, optionally, credentials, a short biography
 * and a photo with its alt text (WCAG 2.2 SC 1.1.1). `order` places them, smallest first.
 */
export const teamMemberSchema = z
  .object({
    name: cms(z.string().min(2).max(80), {
      title: "Name",
      description: "The person's name as they use it at work. Only a real member of staff who has agreed to be listed with this name, role and photo (2 to 80 characters).",
    }),
    role: cms(z.string().min(2).max(80), { title: "Role", description: "Their job title at the firm, as their contract or e-mail signature gives it (2 to 80 characters)." }),
    credentials: cms(z.array(cms(z.string().min(2).max(80), { title: "Credential" })).max(8).optional(), {
      title: "Credentials",
      description:
        "Optional: qualifications, certifications or memberships the person holds today and the firm can show proof of, one an item, as their issuer names them (plain text, up to 8 items of 2 to 80 characters).",
    }),
    bio: cms(z.string().min(40).max(600).optional(), {
      title: "Short biography",
      description: "Optional: a few plain-text sentences the person has approved, about their work and experience (40 to 600 characters). No claim the firm cannot show proof of.",
      widget: "text",
    }),
    photo: cms(z.string().regex(PHOTO_PATH_PATTERN).optional(), {
      title: "Photo",
      description:
        "Optional: a photo of this person that they have agreed to, uploaded here (JPEG, PNG or WebP, at least 400 pixels wide), so the site serves it itself. A photo needs its alt text below; the build checks that the file exists.",
      widget: "image",
      patternMessage: "Upload a JPEG, PNG or WebP file whose name has only letters, digits, dots, hyphens and underscores",
    }),
    photoAlt: cms(z.string().min(5).max(200).optional(), {
      title: "Photo: alt text",
      description: "Required with a photo: what it shows, for people who cannot see it, e.g. Head-and-shoulders photo of the person, smiling (5 to 200 characters). Empty without a photo.",
    }),
    order: cms(z.number().int().min(1).max(999), {
      title: "Order",
      description: "Where the person comes in the list, smallest first (1 to 999; no two people share a number).",
    }),
  })
  .superRefine((member, context) => {
    if (member.photo !== undefined && member.photoAlt === undefined) {
      context.addIssue({ code: "custom", path: ["photoAlt"], message: "A photo needs its alt text: say what it shows, for people who cannot see it" });
    }
    if (member.photo === undefined && member.photoAlt !== undefined) {
      context.addIssue({ code: "custom", path: ["photoAlt"], message: "Alt text without a photo: add the photo or remove the alt text" });
    }
  });

/** A team member as their content file holds them. */
export type TeamMemberFile = z.infer<typeof teamMemberSchema>;

/**
 * Who said a testimonial: anonymised (only `descriptor`, a kind of client, shows) or named (the
 * client's `name`, with their `role` and `company` when given). A name shows only when the client
 * agreed to be named: visitors include people in distress, and a client's identity is theirs to
 * give (docs/decisions/047).
 */
const attributionSchema = z
  .object({
    // On unless the editor turns it off: a client is anonymous by default.
    anonymised: cms(z.boolean().default(true), {
      title: "Anonymised",
      description:
        "On (the default): the page shows only the descriptor below, never a name. Off: the page shows the client's name (and role and company when given); only when the client agreed in writing to be named.",
    }),
    descriptor: cms(z.string().regex(DESCRIPTOR_PATTERN).optional(), {
      title: "Descriptor (anonymised only)",
      description:
        "For an anonymised client: the kind of client, never the person, e.g. A business owner in hospitality. Nothing that identifies them: no name, business, place, date or detail someone could recognise (up to 80 characters).",
      patternMessage: "Start with A or An and describe the kind of client, e.g. A business owner in hospitality (no digits, @ or /)",
    }),
    name: cms(z.string().min(2).max(80).optional(), {
      title: "Name (named only)",
      description: "For a named client: their name as they agreed it be shown. Empty for an anonymised client.",
    }),
    role: cms(z.string().min(2).max(80).optional(), { title: "Role (named only)", description: "Optional, named clients only: their job title, as they agreed it be shown." }),
    company: cms(z.string().min(2).max(80).optional(), { title: "Company (named only)", description: "Optional, named clients only: their business, as they agreed it be shown." }),
  })
  .superRefine((attribution, context) => {
    const named = (["name", "role", "company"] as const).filter((field) => attribution[field] !== undefined);
    if (attribution.anonymised) {
      if (attribution.descriptor === undefined) context.addIssue({ code: "custom", path: ["descriptor"], message: "An anonymised testimonial needs a descriptor, e.g. A business owner in hospitality" });
      for (const field of named) context.addIssue({ code: "custom", path: [field], message: `An anonymised testimonial shows no ${field}: remove it, or turn "Anonymised" off if the client agreed to be named` });
      return;
    }
    if (attribution.name === undefined) context.addIssue({ code: "custom", path: ["name"], message: 'A named testimonial needs the client\'s name; turn "Anonymised" on to show a descriptor instead' });
    if (attribution.descriptor !== undefined) context.addIssue({ code: "custom", path: ["descriptor"], message: 'A named testimonial has no descriptor: remove it, or turn "Anonymised" on' });
  });

/**
 * A client's testimonial (docs/decisions/047), shown by `Testimonials` on /about/why-choose-rrr/.
 * Designed for the FTC's rules, each field for a section:
 *
 * - `quote`: a real client's own words. 16 CFR § 465.2 bars a testimonial that misrepresents that
 *   its author exists, used the service, or had the experience it describes; § 255.1(b) says words
 *   in quotation marks must be the endorser's exact words, never reworded or out of context.
 * - `attribution`: named, or anonymised with a neutral descriptor (see `attributionSchema`).
 * - `consentDate`: the day the client agreed in writing to its publication. Recorded, never shown:
 *   the written consent stays in the client's file, outside this repository.
 * - `incentive`: `none`, or what the client received (a discount, a free service) or their tie to
 *   the firm (staff, a relative, a business partner). Shown beside the quote: § 255.5(a) requires a
 *   material connection the audience would not expect to be disclosed "clearly and conspicuously",
 *   and § 465.5 the relationship of an insider's testimonial. (The firm's own standards,
 *   /our-standards/, say it offers no incentive for a review; § 465.4 bans incentives tied to a
 *   review's sentiment.)
 * - `sourceUrl`: where the client posted it on an independent review site, so a visitor can check.
 * - `service`: the slug of the service it is about (`src/content/services/<audience>/<slug>.yml`).
 *
 * A quote about a result (a removal, a ranking) will be read as what clients generally get
 * (§ 255.2(b)): publish one only with counsel's agreement on the firm's substantiation.
 */
export const testimonialSchema = z.object({
  quote: cms(z.string().min(20).max(500), {
    title: "Quote",
    description:
      "The client's own words, exactly as they wrote or approved them: no rewording, no cut that changes the meaning, nothing added; without quotation marks (the page shows it as a quote). For an anonymised client, nothing in it may identify them. Plain text, 20 to 500 characters.",
    widget: "text",
  }),
  attribution: cms(attributionSchema, {
    title: "Who said it",
    description: "Anonymised with a descriptor, or named with the client's name (and role and company). Named only when the client agreed in writing to be named.",
  }),
  consentDate: cms(z.iso.date(), {
    title: "Consent date",
    description:
      "The day the client agreed in writing to this quote being published on this site (with their name, if named). Keep the written consent in the client's file; the page does not show this date.",
  }),
  incentive: cms(z.string().regex(INCENTIVE_PATTERN), {
    title: "Payment, incentive or connection",
    description:
      "Write none if the client received nothing for this quote or for a review, and has no tie to the firm (staff, relative, business partner). Otherwise say plainly what they received or what the tie is, as visitors will read it beside the quote, e.g. Received a discount for writing a review (10 to 160 characters). The firm's standards page says it offers no incentive for reviews: ask before publishing one that had one.",
    widget: "text",
    patternMessage: "Write none, or say what the client received in 10 to 160 characters",
  }),
  sourceUrl: cms(z.url({ protocol: /^https$/ }).optional(), {
    title: "Where the client posted it",
    description:
      "Optional: the address (https) of this review where the client posted it on an independent review site, not a site the firm runs. The page links to it as \"Read it on\" the site's name. Empty when the client gave the quote to the firm directly.",
  }),
  service: cms(z.string().regex(SLUG_PATTERN).optional(), {
    title: "Service",
    description: "Optional: the service it is about, as the last part of that service page's address, e.g. review-management for /services/businesses/review-management/.",
    patternMessage: "Write the last part of the service page's address, e.g. review-management",
  }),
  order: cms(z.number().int().min(1).max(999), { title: "Order", description: "Where the testimonial comes in the list, smallest first (1 to 999; no two share a number)." }),
});

/** A testimonial as its content file holds it. */
export type TestimonialFile = z.infer<typeof testimonialSchema>;

/** A team member's photo as the page shows it: its file, its alt text and its size in pixels. */
export interface TeamPhoto {
  /** The path from the site's root, e.g. `/images/uploads/<file>.jpg`. */
  readonly src: string;
  readonly alt: string;
  /** Read from the file at build time, for the `width` and `height` attributes. */
  readonly width: number;
  readonly height: number;
}

/** A team member as `TeamList` renders them (`src/content/generated/team.ts`). */
export interface TeamMember {
  /** The content file's name without `.yml`: unique, a key. */
  readonly id: string;
  readonly name: string;
  readonly role: string;
  /** Empty when the file has none. */
  readonly credentials: readonly string[];
  readonly bio?: string;
  readonly photo?: TeamPhoto;
}

/** Who said a testimonial, as the page shows it: a descriptor only, or the client's name. */
export type TestimonialAttribution =
  | { readonly anonymised: true; readonly descriptor: string }
  | { readonly anonymised: false; readonly name: string; readonly role?: string; readonly company?: string };

/** Whether the client received anything, or has a tie to the firm, and what (§ 255.5). */
export type TestimonialIncentive = { readonly given: false } | { readonly given: true; readonly description: string };

/**
 * A testimonial as `Testimonials` renders it (`src/content/generated/testimonials.ts`): without
 * its consent date, which is a record for the firm, not for visitors.
 */
export interface Testimonial {
  /** The content file's name without `.yml`: unique, a key. */
  readonly id: string;
  readonly quote: string;
  readonly attribution: TestimonialAttribution;
  readonly incentive: TestimonialIncentive;
  /** The review on an independent site, and that site's name as its address gives it (`trustpilot.com`). */
  readonly source?: { readonly url: string; readonly site: string };
  readonly service?: string;
}

/**
 * A testimonial's file as the page shows it.
 * @param id - the file's name without `.yml`.
 * @param file - the file's data, as `testimonialSchema` parsed it (so its attribution is whole).
 * @returns the testimonial without its consent date and order; an anonymised one without any name.
 */
export function testimonialOf(id: string, file: TestimonialFile): Testimonial {
  const { attribution } = file;
  const shown: TestimonialAttribution = attribution.anonymised
    ? { anonymised: true, descriptor: attribution.descriptor ?? "" }
    : {
        anonymised: false,
        name: attribution.name ?? "",
        ...(attribution.role === undefined ? {} : { role: attribution.role }),
        ...(attribution.company === undefined ? {} : { company: attribution.company }),
      };
  return {
    id,
    quote: file.quote,
    attribution: shown,
    incentive: file.incentive === NO_INCENTIVE ? { given: false } : { given: true, description: file.incentive },
    ...(file.sourceUrl === undefined ? {} : { source: { url: file.sourceUrl, site: new URL(file.sourceUrl).hostname.replace(/^www\./, "") } }),
    ...(file.service === undefined ? {} : { service: file.service }),
  };
}
