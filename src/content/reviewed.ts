/**
 * Review dates of the pages that describe outside rules: laws, regulations and platform policies,
 * which change without the site changing. Such a page carries `reviewed`, the ISO date
 * (`YYYY-MM-DD`) on which someone last checked that what it says about those rules still holds
 * (Markdown frontmatter in the collections and legal pages, a field of the typed copy elsewhere;
 * docs/content/collections.md). The page shows it as "Last reviewed <date>";
 * `scripts/content-index.ts` fails the build when a page names a rule of `OUTSIDE_RULE_PATTERNS`
 * without one, and warns when one is more than `REVIEW_MAX_AGE_DAYS` old.
 */

/** How old a review date may be before the build warns, in days: a year. */
export const REVIEW_MAX_AGE_DAYS = 365;

/**
 * Names of outside rules whose mention makes a page need a review date: US laws and regulations
 * the content explains (the FTC's rule on fake reviews, HIPAA, the DMCA, Section 230, the Consumer
 * Review Fairness Act, California's Delete Act, the TAKE IT DOWN Act, anti-SLAPP and state privacy
 * laws…) and platforms' published policies (Wikipedia's rules, content policies, community
 * guidelines, and what a named review site, search engine or social network allows or forbids). Deliberately specific: "not a law firm", "a platform's rules" or "platform policies"
 * in passing does not count, since it states no rule that can go out of date. A page may carry a
 * review date without matching (one that describes what platforms prohibit in its own words).
 */
export const OUTSIDE_RULE_PATTERNS: readonly RegExp[] = [
  /\bFTC\b|Federal Trade Commission/,
  /\bHIPAA\b|Health Insurance Portability and Accountability Act/,
  /\bDMCA\b|Digital Millennium Copyright Act/,
  /\bSection 230\b|Communications Decency Act/,
  /Consumer Review Fairness Act/,
  /\bDelete Act\b/,
  /\bTAKE IT DOWN Act\b/i,
  /\b(?:GDPR|CCPA|CPRA|COPPA|FCRA|CAN-SPAM)\b|General Data Protection Regulation|Fair Credit Reporting Act/,
  /\banti-SLAPP\b/i,
  /\bstatutes? of limitations?\b|\bretraction statutes?\b/i,
  /\bright to be forgotten\b/i,
  /\bprivacy (?:laws?|rules)\b/i,
  /\bfederal (?:laws?|rules?|regulations?)\b/i,
  /\bWikipedia(?:'s|’s) (?:rules|policies|guidelines)\b|\bpaid-contribution\b|\bconflict[ -]of[ -]interest rules\b|\bnotability (?:rules|guidelines)\b/i,
  /\b(?:content|community) (?:polic(?:y|ies)|guidelines)\b/i,
  // A named review site, search engine or social network and what its rules say.
  /\b(?:Google|Bing|Yelp|Trustpilot|Healthgrades|Vitals|Zocdoc|Glassdoor|Facebook|Instagram|TikTok|LinkedIn|Reddit|YouTube|Meta)(?:'s|’s)? (?:own )?(?:rules|polic(?:y|ies)|guidelines|terms(?: of (?:service|use))?|review (?:rules|policies|guidelines))\b/,
  /\b(?:Google|Bing|Yelp|Trustpilot|Healthgrades|Vitals|Zocdoc|Glassdoor|Facebook|Instagram|TikTok|LinkedIn|Reddit|YouTube|Meta) (?:prohibits|forbids|bans|does not allow|doesn't allow|allows|permits|requires|removes)\b/,
];

/**
 * The first outside rule a text names, as written there (e.g. `"Federal Trade Commission"`), or
 * `undefined` when it names none of `OUTSIDE_RULE_PATTERNS`. HTML comments (`<!-- … -->`, notes to
 * editors that the page never shows) are left out.
 */
export function citedRule(text: string): string | undefined {
  const shown = text.replace(/<!--[\s\S]*?-->/g, " ");
  for (const pattern of OUTSIDE_RULE_PATTERNS) {
    const match = pattern.exec(shown);
    if (match) return match[0];
  }
  return undefined;
}

/**
 * A review date with its label, for a page whose route has no loader to format it at build time
 * (the FAQ, the glossary): the label is written out beside the date, so the browser formats none.
 */
export interface ReviewDate {
  /** `YYYY-MM-DD`. */
  readonly date: string;
  /** The same date as `formatDate` writes it ("November 23, 2026"); the content step checks they agree. */
  readonly displayDate: string;
}

/** A page as the review checks see it. */
export interface ReviewedPage {
  /** The page's source file, relative to the repository root, for messages. */
  readonly file: string;
  /** When its outside rules were last checked, `YYYY-MM-DD`; absent when never. */
  readonly reviewed?: string | undefined;
  /** The text searched for rules: a Markdown body, or a typed page's copy as JSON. */
  readonly text: string;
}

/**
 * The pages that name an outside rule (`citedRule`) but carry no `reviewed` date, each with the
 * rule found first, in input order. The content step reports each as a build failure.
 */
export function unreviewedCitations(pages: readonly ReviewedPage[]): { file: string; rule: string }[] {
  return pages.flatMap((page) => {
    if (page.reviewed !== undefined) return [];
    const rule = citedRule(page.text);
    return rule === undefined ? [] : [{ file: page.file, rule }];
  });
}

/** Days since 1970-01-01 of an ISO calendar date, computed in UTC so time zones never shift it. */
function dayNumber(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const [year, month, day] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (!match || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new Error(`"${isoDate}" is not a YYYY-MM-DD date`);
  }
  return time / 86_400_000;
}

/**
 * Whole calendar days from `from` to `to` (both `YYYY-MM-DD`), negative when `to` is earlier;
 * leap days count (2024-02-28 to 2024-03-01 is 2).
 * @throws Error when either is not a valid `YYYY-MM-DD` date.
 */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * The pages whose review date is more than `maxAgeDays` days before `today`, in input order;
 * pages without a date are not stale (`unreviewedCitations` covers those that need one). A review
 * exactly `maxAgeDays` old is still current.
 * @param today - the date to measure from, `YYYY-MM-DD` (the build's current UTC date).
 * @param maxAgeDays - the allowed age in days; `REVIEW_MAX_AGE_DAYS` (a year) unless given.
 * @throws Error when `today` or a review date is not a valid `YYYY-MM-DD` date.
 */
export function staleReviews<Page extends { readonly reviewed?: string | undefined }>(
  pages: readonly Page[],
  today: string,
  maxAgeDays: number = REVIEW_MAX_AGE_DAYS,
): (Page & { readonly reviewed: string })[] {
  return pages.filter(
    (page): page is Page & { readonly reviewed: string } => page.reviewed !== undefined && daysBetween(page.reviewed, today) > maxAgeDays,
  );
}

/** The build's warning for a stale review: `content: warning: <file> was last reviewed <date>, over a year ago`. */
export function staleReviewWarning(page: { readonly file: string; readonly reviewed: string }): string {
  return `content: warning: ${page.file} was last reviewed ${page.reviewed}, over a year ago`;
}
