import { siteFacts } from "./generated/siteFacts";
import { e164Phone } from "./phone";

/**
 * The site facts: every fact about the company that copy, metadata and structured data repeat,
 * once (docs/product-decisions.md, decision 3, "One source for each fact"). They come from the
 * content file `src/content/data/site.yml`, which the firm edits in the CMS (docs/decisions/035;
 * schema `siteFactsSchema` in `src/content/dataSchemas.ts`, whose hints say what each fact is for);
 * the content files name them by token (`{{site.phone}}`…; `src/content/siteFacts.ts`). The facts
 * its `toConfirm` list names are placeholders not given by docs/spec.md: made up for the site, the
 * firm confirms or replaces them before launch (docs/product-decisions.md, decision 12; README
 * "Before going live"; `scripts/placeholders.ts`). The site's address is a setting, not a fact:
 * `src/config/siteUrl.ts`.
 */
export const site = {
  /** The company's full name, used in titles' long form, JSON-LD and legal copy. */
  name: siteFacts.name,
  /** The short name used in running copy and page titles (docs/product-decisions.md, decision 3). */
  shortName: siteFacts.shortName,
  /** One-sentence description used by the Organization JSON-LD and the default meta description. */
  description: siteFacts.description,
  /**
   * Where people can write when the form fails (the failure messages name it;
   * docs/product-decisions.md, decision 4). Content shows it through `{{site.email}}`.
   */
  email: siteFacts.email,
  /**
   * The phone number in E.164 for `tel:` links (its digits after a `+`) and in display form, as the
   * content file writes it; content shows it through `{{site.phone}}`.
   */
  phone: { e164: e164Phone(siteFacts.phone), display: siteFacts.phone },
  /** The response promise (docs/spec.md §9), counted in `businessHours`; `{{site.responseTime}}` in content. */
  responseTime: siteFacts.responseTime,
  /**
   * The business hours the response promise counts in, with their time zone, as the contact page,
   * the legal pages and the urgent-help block state them (`{{site.hours}}`).
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
