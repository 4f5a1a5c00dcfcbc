import { absoluteUrl } from "../config/siteUrl";

/** Lower case, without the scheme, a leading `www.` or a trailing slash: how a reader compares two addresses. */
function comparable(address: string): string {
  return address
    .trim()
    .toLowerCase()
    .replace(/^(https?:\/\/|mailto:)/, "")
    .replace(/^www\./, "")
    .replace(/\/+$/, "");
}

/** The digits of a phone number, however it is written. */
function digits(text: string): string {
  return text.replace(/\D/g, "");
}

/**
 * The address a printed link shows after its text (docs/product-decisions.md, "Look and feel":
 * print styles; docs/decisions/019), e.g. "the glossary (https://www.rrr-reputation.com/learning/glossary/)".
 *
 * @param href - the link's `href` as the page has it: a root-relative path (`/about/process/`), an
 *   absolute `http(s)` URL, `mailto:` or `tel:`, or an in-page fragment (`#scope`).
 * @param text - the link's visible text.
 * @returns the absolute URL for a path (on the site's origin, `absoluteUrl` of
 *   `src/config/siteUrl.ts`, the origin of the canonical URLs), the URL itself for an external link,
 *   the address of a `mailto:` link and the number of a `tel:` link; `undefined` for an in-page
 *   fragment, for any other form (a relative path has no page to resolve against here), and when
 *   the text already is the address, so nothing is printed twice.
 */
export function printedUrl(href: string, text: string): string | undefined {
  let address: string;
  if (href.startsWith("/") && !href.startsWith("//")) address = absoluteUrl(href);
  else if (/^https?:\/\//i.test(href)) address = href;
  else if (/^mailto:/i.test(href)) address = decodeURIComponent(href.slice("mailto:".length).split("?")[0] ?? "");
  else if (/^tel:/i.test(href)) {
    address = href.slice("tel:".length);
    if (digits(address) === digits(text)) return undefined;
  } else return undefined;
  if (address === "" || comparable(address) === comparable(text)) return undefined;
  return address;
}
