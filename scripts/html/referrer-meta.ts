/**
 * Checks that a page carries the site's referrer policy in its own markup
 * (`REFERRER_POLICY`, `deploy/policy.ts`), so that a host which drops the `Referrer-Policy` header
 * still applies it: one `<meta name="referrer">` in `<head>` with that policy (W3C Referrer
 * Policy, §4.2 "Delivery via meta", https://www.w3.org/TR/referrer-policy/#referrer-policy-delivery-meta;
 * HTML, "Standard metadata names", `referrer`), placed before any element that could fetch
 * something. A request started before the browser reads the meta would go out under the header's
 * policy alone, or, without the header, under the default one, which sends this site's origin to
 * other sites. No element may weaken it with a `referrerpolicy` attribute of its own (§4.3), and
 * no second meta may replace it (the last one read sets the document's policy).
 */
import type { Element } from "hast";
import { REFERRER_POLICY } from "../../deploy/policy";
import { elementsOf, parseDocument } from "./page-scripts";

/**
 * What may come before the referrer meta in `<head>`: metadata that fetches nothing. Every other
 * element (`link`, `script`, `style`, `base`, …) could start a request or change where one goes.
 */
const INERT_BEFORE_META = new Set(["meta", "title"]);

/** The attribute value as written, or `undefined`; hast names `http-equiv` as `httpEquiv`. */
function attribute(element: Element, name: string): string | undefined {
  const value = element.properties[name];
  if (value === undefined || value === null || value === false) return undefined;
  return Array.isArray(value) ? value.join(" ") : String(value);
}

/** Whether the element is `<meta name="referrer">` (names are ASCII case-insensitive). */
function isReferrerMeta(element: Element): boolean {
  return element.tagName === "meta" && attribute(element, "name")?.toLowerCase() === "referrer";
}

/**
 * The problems of one page's referrer policy markup.
 * @param html - the page as served.
 * @returns one line per problem; empty when the page has exactly one
 *   `<meta name="referrer" content="no-referrer">`, in `<head>`, after nothing but other `<meta>`
 *   elements and `<title>`, and no element with another `referrerpolicy`.
 */
export function referrerMetaProblems(html: string): string[] {
  const problems: string[] = [];
  const elements = [...elementsOf(parseDocument(html))];
  const metas = elements.filter(isReferrerMeta);
  const expected = `<meta name="referrer" content="${REFERRER_POLICY}">`;
  const [meta] = metas;
  if (meta === undefined) return [`no ${expected}`];
  if (metas.length > 1) problems.push(`${String(metas.length)} <meta name="referrer"> elements: the last one read would set the policy`);
  const content = attribute(meta, "content")?.trim().toLowerCase();
  if (content !== REFERRER_POLICY) problems.push(`<meta name="referrer" content="${content ?? ""}">, not ${expected}`);

  const head = elements.find((element) => element.tagName === "head");
  const inHead = head ? [...elementsOf(head)] : [];
  const position = inHead.indexOf(meta);
  if (position === -1) problems.push(`${expected} is not in <head>`);
  const before = inHead.slice(0, Math.max(position, 0)).find((element) => !INERT_BEFORE_META.has(element.tagName) || attribute(element, "httpEquiv")?.toLowerCase() === "refresh");
  if (before) problems.push(`<${before.tagName}> comes before ${expected}, so a request could start under another policy`);

  for (const element of elements) {
    const own = attribute(element, "referrerPolicy");
    if (own !== undefined && own.trim().toLowerCase() !== REFERRER_POLICY) problems.push(`<${element.tagName} referrerpolicy="${own}"> sends a Referer the page's policy withholds`);
  }
  return problems;
}
