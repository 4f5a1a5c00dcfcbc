import { absoluteUrl } from "../config/siteUrl";
import { loadLegalDocument } from "../content/legal.server";
import { site } from "../content/site";
import { SECURITY_TXT_PATH, canonicalPath, legalPath } from "../site/paths";

/** The document page that says how reports are handled (`src/content/legal/security.md`). */
const SECURITY_PAGE_SLUG = "security";

/**
 * How long the file holds after its page was last reviewed, in days: RFC 9116 §2.5.5 recommends
 * an `Expires` less than a year ahead, so a file nobody reviews stops being trusted.
 */
export const SECURITY_TXT_LIFETIME_DAYS = 364;

/**
 * The text of `/.well-known/security.txt` (RFC 9116): where to report a security problem
 * (`Contact`, the site facts' e-mail address; a placeholder until the firm confirms it, README
 * "Before going live"), until when to trust the file (`Expires`: the security page's review date
 * plus `SECURITY_TXT_LIFETIME_DAYS`, at midnight UTC), the page that says how reports are handled
 * (`Policy`), the file's own address (`Canonical`) and the language of replies.
 * @param reviewed - the security page's `reviewed` date, `YYYY-MM-DD`.
 * @param today - `YYYY-MM-DD`, the build's day.
 * @throws Error when the file would already have expired on `today`: review the security page
 *   (and its `reviewed` date) before building again.
 */
export function securityTxt(reviewed: string, today: string): string {
  const expires = new Date(`${reviewed}T00:00:00.000Z`);
  expires.setUTCDate(expires.getUTCDate() + SECURITY_TXT_LIFETIME_DAYS);
  const expiresOn = expires.toISOString();
  if (expiresOn.slice(0, 10) <= today) {
    throw new Error(`${SECURITY_TXT_PATH} would have expired on ${expiresOn.slice(0, 10)}: review src/content/legal/${SECURITY_PAGE_SLUG}.md and set its "reviewed" date`);
  }
  return [
    `# How to report a security problem to ${site.name}: ${absoluteUrl(canonicalPath(legalPath(SECURITY_PAGE_SLUG)))}`,
    `Contact: mailto:${site.email}`,
    `Expires: ${expiresOn}`,
    "Preferred-Languages: en",
    `Canonical: ${absoluteUrl(SECURITY_TXT_PATH)}`,
    `Policy: ${absoluteUrl(canonicalPath(legalPath(SECURITY_PAGE_SLUG)))}`,
    "",
  ].join("\n");
}

/** `/.well-known/security.txt`, prerendered (RFC 9116; docs/decisions/065). */
export function loader() {
  const { reviewed } = loadLegalDocument(SECURITY_PAGE_SLUG).frontmatter;
  if (reviewed === undefined) throw new Error(`src/content/legal/${SECURITY_PAGE_SLUG}.md has no "reviewed" date, which ${SECURITY_TXT_PATH}'s Expires counts from`);
  return new Response(securityTxt(reviewed, new Date().toISOString().slice(0, 10)), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
