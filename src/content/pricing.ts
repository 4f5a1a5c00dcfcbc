import { siteTerms } from "./generated/siteTerms";
import type { PriceRange } from "./siteFacts";

/**
 * The starting range a service page shows in one line beside its main action, with a link to How
 * we charge (docs/product-decisions.md, decision 18): the range of the site facts' `priceRanges`
 * (`src/content/data/site.yml`) whose `services` names the page's slug. The ranges are firm
 * placeholders (`toConfirm`) a production build refuses until the firm confirms them
 * (`scripts/placeholders.ts`).
 * @param slug - a service page's slug, e.g. `personal-content-removal`.
 * @returns the range, or `undefined` when no range names the slug (the content check's unit test
 *   asserts every service has exactly one).
 */
export function priceRangeOf(slug: string): PriceRange | undefined {
  return siteTerms.priceRanges.find((range) => range.services.includes(slug));
}
