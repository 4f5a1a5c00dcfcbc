import { DEFAULT_SITE_URL } from "./defaults";

/**
 * The site configuration: every fact about the company that copy, metadata and structured data
 * repeat lives here once (docs/product-decisions.md, decision 3, "One source for each fact").
 * A value marked "Placeholder" is not given by docs/spec.md: the firm confirms or replaces it before
 * launch (docs/product-decisions.md, decision 12; README "Before going live").
 */
export const site = {
  /**
   * The company's full name, used in titles' long form, JSON-LD and legal copy.
   * Placeholder: docs/spec.md names the firm only "RRR"; the firm confirms its legal name before
   * launch (README "Before going live"). Page copy and the legal pages write it out too.
   */
  name: "RRR Reputation Management",
  /** The short name used in running copy and page titles (docs/product-decisions.md, decision 3). */
  shortName: "RRR",
  /** One-sentence description used by the Organization JSON-LD and the default meta description. */
  description:
    "RRR is an online reputation management firm that removes, suppresses and monitors damaging online content for individuals, executives and businesses.",
  /** Public origin without a trailing slash, from `VITE_SITE_URL` (build time). */
  url: (import.meta.env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, ""),
  /**
   * Where people can write when the form fails (the failure messages name it;
   * docs/product-decisions.md, decision 4). The legal pages show it through `{{site.email}}`.
   * Placeholder: docs/spec.md gives no address; the firm confirms it before launch (README "Before
   * going live").
   */
  email: "help@rrr-reputation.com",
  /**
   * The phone number in E.164 for `tel:` links and in display form, the same number; the legal
   * pages show it through `{{site.phone}}`.
   * Placeholder: a fictional 555 number (docs/spec.md gives none); the firm replaces it before launch
   * (README "Before going live"). A production build warns while it is a 555 number
   * (`scripts/placeholders.ts`).
   */
  phone: { e164: "+12145550147", display: "+1 (214) 555-0147" },
  /** The response promise (docs/spec.md §9), counted in `businessHours`. */
  responseTime: "1-2 business hours",
  /**
   * The business hours the response promise counts in, with their time zone, as the contact page,
   * the legal pages (`{{site.hours}}`) and the urgent-help block state them.
   * Placeholder: docs/spec.md promises a reply within business hours but defines none; the firm
   * confirms its days, hours and time zone before launch (README "Before going live";
   * docs/content/claims.md).
   */
  businessHours: { text: "Monday to Friday, 9 am to 6 pm US Central Time, except US public holidays" },
  /**
   * Where "Exit this page" goes (`QuickExit`; GOV.UK Design System, "Exit this page"): a busy,
   * neutral site on another host that says nothing about why the visitor was here, opened with
   * `location.replace` so Back does not return.
   * Placeholder: chosen for the site (docs/spec.md names none); the firm confirms it before launch
   * (README "Before going live").
   */
  quickExitUrl: "https://weather.com/",
  /** Service types listed in the Organization JSON-LD (docs/spec.md §3). */
  serviceTypes: [
    "Content removal",
    "Content suppression",
    "Online reputation management",
    "Reputation monitoring",
    "Review management",
    "Crisis communication",
    "Personal and corporate branding",
    "Privacy protection",
    "Online harassment support",
  ],
  /**
   * The firm's public profiles (the Organization JSON-LD's `sameAs`); share links are built
   * separately from page URLs.
   * Placeholder: these addresses were made up for the site (docs/spec.md gives none); the firm
   * replaces them with its real profiles, or removes the ones it does not have, before launch
   * (README "Before going live").
   */
  social: [
    { name: "LinkedIn", url: "https://www.linkedin.com/company/rrr-reputation" },
    { name: "X", url: "https://x.com/rrrreputation" },
    { name: "Facebook", url: "https://www.facebook.com/rrrreputation" },
  ],
} as const;

/**
 * An absolute URL on this site.
 * @param path - a canonical path beginning with `/` (see `canonicalPath`).
 */
export function absoluteUrl(path: string): string {
  return `${site.url}${path}`;
}
