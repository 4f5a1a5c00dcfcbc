import type { CallToActionContent, Card } from "./types";
import type { CaseStudyIndustry } from "./taxonomy";

/** Which hub a service page sits under. */
export type ServiceAudience = "individuals" | "businesses";

/** Metadata written for one page (docs/spec.md §1 "Page metadata"). */
export interface PageMetaContent {
  /** The `<title>` without the site name, at most about 55 characters. */
  readonly title: string;
  /** 120-160 characters, specific to the page. */
  readonly description: string;
  /** 4-8 search phrases. */
  readonly keywords: readonly string[];
}

/**
 * One block of a service or about page, rendered by a shared section component.
 * `paragraphs` and list items are plain text; `**bold**` is not interpreted.
 */
export type ContentSection =
  /** Running text under an `h2`. */
  | { readonly kind: "text"; readonly heading: string; readonly paragraphs: readonly string[] }
  /** A grid of icon cards (services, benefits, platforms, criteria...). */
  | {
      readonly kind: "cards";
      readonly heading: string;
      readonly intro?: string;
      readonly cards: readonly Card[];
      readonly columns?: 2 | 3 | 4;
    }
  /** A bulleted list with a heading (industries, crisis types, review sites...). */
  | { readonly kind: "list"; readonly heading: string; readonly intro?: string; readonly items: readonly string[] }
  /** Numbered pillars or phases, each with a title, a summary and bullet details. */
  | {
      readonly kind: "pillars";
      readonly heading: string;
      readonly intro?: string;
      readonly pillars: readonly { readonly title: string; readonly summary: string; readonly items: readonly string[] }[];
    }
  /** Problem / solution / benefit blocks (the why-choose-rrr page). */
  | {
      readonly kind: "advantages";
      readonly heading: string;
      readonly intro?: string;
      readonly blocks: readonly { readonly title: string; readonly problem: string; readonly solution: string; readonly benefit: string }[];
    }
  /** Ordered steps the visitor can take now (the harassment page's immediate steps). */
  | { readonly kind: "steps"; readonly heading: string; readonly intro?: string; readonly steps: readonly string[] }
  /**
   * The yellow legal note: not a law firm, no legal advice (docs/spec.md §2 "Services", corporate
   * defamation).
   */
  | { readonly kind: "legalNote"; readonly heading: string; readonly body: string }
  /** A highlighted commitment block (HIPAA on the healthcare page; Wikipedia ethics). */
  | { readonly kind: "commitment"; readonly heading: string; readonly body: string; readonly points: readonly string[] }
  /**
   * A short band that points to one page with a button: the services hubs' way into the
   * reputation check. `href` is a canonical site path.
   */
  | { readonly kind: "signpost"; readonly heading: string; readonly body: string; readonly actionLabel: string; readonly href: string }
  /**
   * The urgent-help block (copy and resources from `src/content/urgentHelp.ts`, never written in a
   * page), with its red 'Seek Confidential Help Now' action; `preserve` and `doxxing` add those
   * lists (the harassment page has both).
   */
  | { readonly kind: "urgentHelp"; readonly preserve?: boolean; readonly doxxing?: boolean }
  /**
   * Cards generated from service entries (one source): each shows the service's icon, name and
   * summary and links to its page. `slugs` picks and orders them within the audience.
   */
  | {
      readonly kind: "serviceCards";
      readonly heading: string;
      readonly intro?: string;
      readonly audience: ServiceAudience;
      readonly slugs: readonly string[];
    };

/** A page built from content sections: about pages, service hubs (docs/decisions/006). */
export interface PageEntry {
  /** Registered path without trailing slash, e.g. `/about/story`. */
  readonly path: string;
  /** Short name: the breadcrumb label. */
  readonly name: string;
  readonly meta: PageMetaContent;
  readonly hero: {
    readonly eyebrow: string;
    /** The page's `h1`. */
    readonly title: string;
    /** One or two sentences. */
    readonly lead: string;
  };
  readonly sections: readonly ContentSection[];
  readonly callToAction: CallToActionContent;
  /** Optional small print under the call to action. */
  readonly callToActionNote?: string;
  /** Schema.org page type for the page's own JSON-LD (`AboutPage` on about pages). */
  readonly schemaType?: "AboutPage" | "CollectionPage" | "WebPage";
}

/** One service page: everything the service template renders (docs/decisions/006). */
export interface ServiceEntry {
  /** URL segment, e.g. `review-management` (the page is /services/{audience}/{slug}/). */
  readonly slug: string;
  readonly audience: ServiceAudience;
  /** Short name: breadcrumb label, card title on the hub, Service JSON-LD `name`. */
  readonly name: string;
  /** Schema.org `serviceType`, e.g. "Online review management". */
  readonly serviceType: string;
  readonly meta: PageMetaContent;
  readonly hero: {
    readonly eyebrow: string;
    /** The page's `h1`. */
    readonly title: string;
    /** One or two sentences. */
    readonly lead: string;
  };
  /** One-sentence description for the hub card and the Service JSON-LD `description`. */
  readonly summary: string;
  /** Icon of the hub card. */
  readonly icon: Card["icon"];
  readonly sections: readonly ContentSection[];
  readonly callToAction: CallToActionContent;
  /** Optional small print under the call to action. */
  readonly callToActionNote?: string;
  /**
   * When the outside rules the page describes (HIPAA, Wikipedia's policies…) were last checked,
   * `YYYY-MM-DD`; shown as "Last reviewed <date>" at the end of the page. Required when the copy
   * names a rule of `OUTSIDE_RULE_PATTERNS` (`src/content/reviewed.ts`); the build warns when it is
   * over a year old.
   */
  readonly reviewed?: string;
}

/** A page known by its URL slug, with its display name (breadcrumb label). */
export interface NamedSlug {
  slug: string;
  name: string;
}

/**
 * Names and paths of the content pages, generated for the route manifest (see scripts/content-index.ts).
 * Only what breadcrumbs and routes need: the manifest ships to the browser on every page.
 */
export interface PageIndex {
  aboutPages: { path: string; name: string }[];
  serviceHubPages: { path: string; name: string }[];
  services: { audience: ServiceAudience; slug: string; name: string }[];
  legalDocuments: NamedSlug[];
  /** The Learning Center collections, in their list order: slug and title only. */
  blogPosts: NamedSlug[];
  guides: NamedSlug[];
  caseStudies: NamedSlug[];
  /**
   * The industries that have at least one case study (a story counts for its `industry` and each
   * of its `relatedIndustries`), in the vocabulary's order: each gets a prerendered list page.
   */
  caseStudyIndustries: CaseStudyIndustry[];
}
