/**
 * Placeholder facts a production build warns about (docs/product-decisions.md, decision 12; README
 * "Before going live"). The site's phone number is a fictional 555 number until the firm gives its
 * own; `scripts/postbuild.ts` finds the numbers the built pages show and names every placeholder.
 */

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
