/**
 * Placeholder facts a production build refuses (docs/product-decisions.md, decision 12; README
 * "Before going live"): a visitor who calls a fictional number, writes to an address nobody reads
 * or finds the site under a domain the firm does not own is a lead lost. Until the firm gives its
 * own, the phone number is a fictional 555 number, the site's domain, its e-mail address and the
 * content editor's sign-in are on a domain chosen for the site, and the editor saves to a made-up
 * repository; `src/content/data/site.yml` marks the other facts still to confirm (`toConfirm`).
 *
 * {@link placeholdersOfSources} lists them from the content file and the build's variables
 * (`scripts/check-placeholders.ts` runs it before a production build, so the build fails in
 * seconds), {@link placeholderPhonesOfPages} adds any other 555 number the built pages show
 * (`scripts/postbuild.ts`), and {@link placeholderVerdict} fails the build unless
 * `ALLOW_PLACEHOLDERS=1`, which `npm test` sets for its production build (README "Before going
 * live" says why).
 */
import { type SiteFactsFile, siteFactsSchema } from "../src/content/dataSchemas";
import { PLACEHOLDER_OAUTH_BASE_URL, PLACEHOLDER_REPO, backendFromEnv } from "./cms/admin";
import { loadDataFile } from "./content/dataFiles";
import { SITE_FACTS_FILE } from "./content/data/siteTokens";

/**
 * Whether a phone number is a fictional placeholder: a North American Numbering Plan number whose
 * exchange (the three digits after the area code) is 555. The plan reserves 555-0100 to 555-0199
 * for fictional use, and the other 555 numbers are not subscriber lines either (555-1212 is
 * directory assistance), so no 555 number belongs to the firm.
 * @param phone - a number in any usual form: E.164 (`+12145550147`), display
 *   (`+1 (214) 555-0147`, `214-555-0147`, `555-0147`) or a `tel:` address.
 * @returns `true` for a NANP number with exchange 555 (eleven digits with the country code 1, ten
 *   without it, or a seven-digit local number); `false` for any other number, including numbers of
 *   other countries (a `+` not followed by 1).
 */
export function isPlaceholderPhone(phone: string): boolean {
  const number = phone.trim().replace(/^tel:/i, "");
  const digits = number.replace(/\D/g, "");
  if (number.startsWith("+") && !(digits.length === 11 && digits.startsWith("1"))) return false;
  const withoutCountryCode = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (withoutCountryCode.length === 10) return withoutCountryCode.slice(3, 6) === "555";
  if (withoutCountryCode.length === 7) return withoutCountryCode.startsWith("555");
  return false;
}

/** `href="tel:…"` links and JSON-LD `"telephone"` values, as the built pages write them. */
const PHONE_IN_HTML = /href="tel:([^"]+)"|"telephone":\s*"([^"]+)"/g;

/**
 * The phone numbers a page shows: its `tel:` links and the `telephone` values of its JSON-LD.
 * @param html - a built page.
 * @returns each distinct number once, as written (E.164 in this site's pages), in page order.
 */
export function phoneNumbersIn(html: string): string[] {
  const numbers = [...html.matchAll(PHONE_IN_HTML)].map((match) => match[1] ?? match[2] ?? "");
  return [...new Set(numbers.filter((number) => number !== ""))];
}

/**
 * The domain chosen for the site while the firm had none (`DEFAULT_SITE_URL` in
 * `src/config/defaults.ts`, the e-mail address of `src/content/data/site.yml`, the content
 * editor's OAuth client): an address on it or on one of its subdomains is a placeholder. Written
 * out rather than read from `DEFAULT_SITE_URL`, so that a default changed to the firm's own domain
 * stops being one. Should the firm come to own this domain, remove it here.
 */
export const PLACEHOLDER_DOMAINS: readonly string[] = ["rrr-reputation.com"];

/**
 * The placeholder domain a host name is on, itself or as a subdomain.
 * @param host - e.g. `www.rrr-reputation.com`, or the part of an e-mail address after `@`.
 * @returns the domain of {@link PLACEHOLDER_DOMAINS}, or `undefined` for any other host.
 */
function placeholderDomainOf(host: string): string | undefined {
  const name = host.trim().toLowerCase().replace(/\.$/, "");
  return PLACEHOLDER_DOMAINS.find((domain) => name === domain || name.endsWith(`.${domain}`));
}

/** The host of a URL, or `""` when the text is not a URL. */
function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).hostname : "";
}

/** One placeholder a build would ship, with where to change it. */
export interface Placeholder {
  /** What it is, e.g. `phone number` or `site facts' "name"`. */
  readonly fact: string;
  /** The value the build would ship, as its source writes it. */
  readonly value: string;
  /** Why it is a placeholder, e.g. `a fictional 555 number`. */
  readonly reason: string;
  /** What to do, naming where: a content file and its field, or a build variable. */
  readonly change: string;
}

/** What {@link placeholdersOfSources} reads: the site facts and the build's settings. */
export interface PlaceholderSources {
  /** The site facts, as `src/content/data/site.yml` holds them. */
  readonly facts: SiteFactsFile;
  /** The site's public origin (`VITE_SITE_URL`, or `DEFAULT_SITE_URL`). */
  readonly siteUrl: string;
  /** The content editor's GitHub repository (`CMS_GITHUB_REPO`, `owner/name`). */
  readonly cmsRepo: string;
  /** The origin of the content editor's OAuth client (`CMS_OAUTH_BASE_URL`). */
  readonly cmsOauthBaseUrl: string;
}

/** A site fact's value as one line: the social profiles' addresses, or the starting ranges, comma-separated. */
function factValue(facts: SiteFactsFile, name: SiteFactsFile["toConfirm"][number]): string {
  const value = facts[name];
  if (typeof value === "string") return value;
  return value.map((entry) => ("range" in entry ? `${entry.engagement}: ${entry.range}` : entry.url)).join(", ");
}

/**
 * The placeholders a build made from these sources would ship, each once, in this order: the site
 * facts (`src/content/data/site.yml`) whose value is a placeholder (a 555 phone number, an e-mail
 * address on a placeholder domain), then the facts its `toConfirm` list still names, then the site's
 * address on a placeholder domain, then the content editor's placeholder repository and OAuth
 * client (`PLACEHOLDER_REPO`, `PLACEHOLDER_OAUTH_BASE_URL`, or any address on a placeholder domain).
 * @param sources - see {@link PlaceholderSources}.
 * @returns the placeholders; empty when the firm has replaced or confirmed every one.
 */
export function placeholdersOfSources(sources: PlaceholderSources): Placeholder[] {
  const { facts } = sources;
  const toConfirm = new Set(facts.toConfirm);
  /** Where a site fact is changed, and the `toConfirm` mark removed when it is still there. */
  const inSiteFacts = (name: SiteFactsFile["toConfirm"][number]) =>
    `"${name}" in ${SITE_FACTS_FILE} (the editor's "Site facts")${toConfirm.has(name) ? `, and remove "${name}" from its toConfirm list` : ""}`;
  const found: Placeholder[] = [];
  const listed = new Set<string>();
  if (isPlaceholderPhone(facts.phone)) {
    found.push({ fact: "phone number", value: facts.phone, reason: "a fictional 555 number", change: `change ${inSiteFacts("phone")}` });
    listed.add("phone");
  }
  const emailDomain = placeholderDomainOf(facts.email.split("@").at(-1) ?? "");
  if (emailDomain !== undefined) {
    found.push({ fact: "e-mail address", value: facts.email, reason: `on the placeholder domain ${emailDomain}`, change: `change ${inSiteFacts("email")}` });
    listed.add("email");
  }
  for (const name of facts.toConfirm) {
    if (listed.has(name)) continue;
    found.push({ fact: `site facts' "${name}"`, value: factValue(facts, name), reason: "still marked to confirm", change: `confirm or replace ${inSiteFacts(name)}` });
  }
  const siteDomain = placeholderDomainOf(hostOf(sources.siteUrl));
  if (siteDomain !== undefined) {
    found.push({
      fact: "site address",
      value: sources.siteUrl,
      reason: `on the placeholder domain ${siteDomain}`,
      change: "set VITE_SITE_URL to the firm's address (.env, or the host's build settings; if the firm owns this domain, remove it from PLACEHOLDER_DOMAINS in scripts/placeholders.ts)",
    });
  }
  if (sources.cmsRepo === PLACEHOLDER_REPO) {
    found.push({ fact: "content editor's repository", value: sources.cmsRepo, reason: "made up for the site", change: "set CMS_GITHUB_REPO to the site's GitHub repository (owner/name)" });
  }
  if (sources.cmsOauthBaseUrl === PLACEHOLDER_OAUTH_BASE_URL || placeholderDomainOf(hostOf(sources.cmsOauthBaseUrl)) !== undefined) {
    found.push({
      fact: "content editor's sign-in (OAuth client)",
      value: sources.cmsOauthBaseUrl,
      reason: "the placeholder sign-in",
      change: "set CMS_OAUTH_BASE_URL to the origin of the firm's OAuth client",
    });
  }
  return found;
}

/**
 * The sources of the build these variables make: the site facts read from
 * `src/content/data/site.yml` (validated by its schema) and the settings `scripts/cms/admin.ts`
 * (`backendFromEnv`) and `src/config/siteUrl.ts` read.
 * @param env - the build's variables (`buildEnvironment()` of `scripts/build-env.ts`).
 * @throws Error naming the file, line and field when the site facts do not validate.
 */
export function placeholderSourcesOf(env: Record<string, string | undefined>): PlaceholderSources {
  const backend = backendFromEnv(env);
  return {
    facts: loadDataFile(SITE_FACTS_FILE, siteFactsSchema),
    siteUrl: backend.siteUrl,
    cmsRepo: backend.repo,
    cmsOauthBaseUrl: backend.oauthBaseUrl,
  };
}

/**
 * The 555 numbers the built pages show that are not the site facts' phone number (which
 * {@link placeholdersOfSources} already lists): a number typed into a page's copy, for example.
 * @param pagesByNumber - each number the pages show (`phoneNumbersIn`) with the pages showing it.
 * @param factsPhone - the site facts' `phone`, in any form.
 */
export function placeholderPhonesOfPages(pagesByNumber: ReadonlyMap<string, readonly string[]>, factsPhone: string): Placeholder[] {
  const digits = (phone: string) => phone.replace(/\D/g, "");
  return [...pagesByNumber]
    .filter(([number]) => isPlaceholderPhone(number) && digits(number) !== digits(factsPhone))
    .map(([number, pages]) => ({
      fact: "phone number in the pages",
      value: number,
      reason: "a fictional 555 number",
      change: `change the content of ${pages.slice(0, 3).join(", ")}${pages.length > 3 ? ` and ${String(pages.length - 3)} more pages` : ""}`,
    }));
}

/** The variable that, set to `1`, lets a production build ship placeholders. */
export const ALLOW_PLACEHOLDERS = "ALLOW_PLACEHOLDERS";

/** What a production build does about its placeholders, and what it prints. */
export interface PlaceholderVerdict {
  /** `true` when the build must fail: placeholders remain and `ALLOW_PLACEHOLDERS=1` is not set. */
  readonly fails: boolean;
  /** The report, one line each, without a prefix: a heading, one line per placeholder, the remedy. */
  readonly lines: readonly string[];
}

/**
 * Whether a production build may ship these placeholders (README "Before going live"): it may
 * when there are none, or when `ALLOW_PLACEHOLDERS` is exactly `1` (`npm test` sets it: its
 * production build tests the production code path with the placeholders, and is never deployed).
 * @param placeholders - from {@link placeholdersOfSources} and {@link placeholderPhonesOfPages}.
 * @param env - the build's variables; only `ALLOW_PLACEHOLDERS` is read.
 * @returns the verdict, with a report that lists every placeholder with where to change it.
 */
export function placeholderVerdict(placeholders: readonly Placeholder[], env: Record<string, string | undefined>): PlaceholderVerdict {
  if (placeholders.length === 0) return { fails: false, lines: ["no placeholder facts left"] };
  const allowed = env[ALLOW_PLACEHOLDERS]?.trim() === "1";
  const count = `${String(placeholders.length)} placeholder fact${placeholders.length === 1 ? "" : "s"}`;
  const items = placeholders.map((placeholder) => `  - ${placeholder.fact} ${placeholder.value}: ${placeholder.reason}; ${placeholder.change}`);
  if (allowed) {
    return { fails: false, lines: [`${count} left, shipped because ${ALLOW_PLACEHOLDERS}=1 (a build to test, not to launch):`, ...items] };
  }
  return {
    fails: true,
    lines: [
      `this production build would ship ${count} (README "Before going live"):`,
      ...items,
      `Replace each before launch. To build with them anyway (a test build, never to be deployed), set ${ALLOW_PLACEHOLDERS}=1.`,
    ],
  };
}
