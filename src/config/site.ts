import { siteFacts } from "./generated/siteFacts";
import { DEFAULT_SITE_URL } from "./defaults";

/**
 * The site configuration: every fact about the company that copy, metadata and structured data
 * repeat lives here once (docs/product-decisions.md, decision 3, "One source for each fact").
 * The facts come from the content file `src/content/data/site.yml`, which the firm edits in the CMS
 * (docs/decisions/035; schema `siteFactsSchema` in `src/content/dataSchemas.ts`, whose hints say
 * what each fact is for). The facts its `toConfirm` list names are placeholders not given by
 * docs/spec.md: made up for the site, the firm confirms or replaces them before launch
 * (docs/product-decisions.md, decision 12; README "Before going live"); a production build warns
 * while the phone number is a 555 number (`scripts/placeholders.ts`).
 */
export const site = {
  /** The company's full name, used in titles' long form, JSON-LD and legal copy. */
  name: siteFacts.name,
  /** The short name used in running copy and page titles (docs/product-decisions.md, decision 3). */
  shortName: siteFacts.shortName,
  /** One-sentence description used by the Organization JSON-LD and the default meta description. */
  description: siteFacts.description,
  /** Public origin without a trailing slash, from `VITE_SITE_URL` (build time). */
  url: (import.meta.env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, ""),
  /**
   * Where people can write when the form fails (the failure messages name it;
   * docs/product-decisions.md, decision 4). The legal pages show it through `{{site.email}}`.
   */
  email: siteFacts.email,
  /**
   * The phone number in E.164 for `tel:` links (its digits after a `+`) and in display form, as the
   * content file writes it; the legal pages show it through `{{site.phone}}`.
   */
  phone: { e164: `+${siteFacts.phone.replace(/\D/g, "")}`, display: siteFacts.phone },
  /** The response promise (docs/spec.md §9), counted in `businessHours`. */
  responseTime: siteFacts.responseTime,
  /**
   * The business hours the response promise counts in, with their time zone, as the contact page,
   * the legal pages (`{{site.hours}}`) and the urgent-help block state them.
   */
  businessHours: { text: siteFacts.businessHours },
  /**
   * Where "Exit this page" goes (`QuickExit`; GOV.UK Design System, "Exit this page"): a busy,
   * neutral site on another host that says nothing about why the visitor was here, opened with
   * `location.replace` so Back does not return.
   */
  quickExitUrl: siteFacts.quickExitUrl,
  /** Service types listed in the Organization JSON-LD (docs/spec.md §3). */
  serviceTypes: siteFacts.serviceTypes,
  /**
   * The firm's public profiles (the Organization JSON-LD's `sameAs`); share links are built
   * separately from page URLs.
   */
  social: siteFacts.social,
} as const;

/**
 * An absolute URL on this site.
 * @param path - a canonical path beginning with `/` (see `canonicalPath`).
 */
export function absoluteUrl(path: string): string {
  return `${site.url}${path}`;
}
