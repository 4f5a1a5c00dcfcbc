/**
 * The addresses the site's content may link to and load from, and the rule that checks them: an
 * allow-list of schemes, as the OWASP Cross Site Scripting Prevention Cheat Sheet advises for URLs
 * in `href` and `src` (https://cheatsheetseries.owasp.org/cheatsheets/Cross_Site_Scripting_Prevention_Cheat_Sheet.html),
 * never a list of bad ones: `javascript:`, `data:`, `vbscript:` and every scheme not named here
 * are refused, whatever their case or the white space around them.
 *
 * A URL is read the way a browser reads it (the WHATWG URL Standard's basic URL parser,
 * https://url.spec.whatwg.org/#concept-basic-url-parser): leading and trailing C0 control
 * characters and spaces are dropped, tabs and line breaks anywhere are removed, and a scheme is an
 * ASCII letter followed by letters, digits, `+`, `-` or `.`, up to the first `:`
 * (https://url.spec.whatwg.org/#scheme-state). So ` java\tscript:` is `javascript:`.
 *
 * Used by the Markdown pipeline (`./markdownUrls.server.ts`, with rehype-sanitize behind it:
 * `./markdown.server.ts`) and by the link check of the built pages (`scripts/check-links.ts`).
 * The content files' link fields hold a site path by their schema (`SITE_PATH_PATTERN`,
 * `./dataSchemas.ts`).
 */

/** The schemes a link in the content may use (rehype-sanitize's `protocols.href` says the same). */
export const LINK_SCHEMES = ["http", "https", "mailto", "tel"] as const;

/** The schemes an image in the content may load from (rehype-sanitize's `protocols.src`). */
export const IMAGE_SCHEMES = ["http", "https"] as const;

/**
 * The schemes an `href` or `src` of a built page may use: the content's, and `sms:`, which the
 * urgent-help block's text lines use (`HELP_HREF_PATTERN`, `./pageCopySchemas.ts`).
 */
export const BUILT_PAGE_SCHEMES = [...LINK_SCHEMES, "sms"] as const;

/** A scheme and its colon at the start of a URL (https://url.spec.whatwg.org/#scheme-state). */
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/** Tabs and line breaks, which the URL parser removes wherever they are. */
const TAB_OR_NEWLINE = /[\t\n\r]/g;

/** Whether a character code is a C0 control or a space (https://infra.spec.whatwg.org/#c0-control). */
const isC0ControlOrSpace = (code: number): boolean => code <= 0x20;

/**
 * A URL as the WHATWG basic URL parser reads it before anything else: without leading or
 * trailing C0 controls and spaces, and without any tab or line break.
 * @param url - the address as written (after HTML character references are decoded).
 * @returns the address the browser goes on to parse, e.g. `javascript:x` for ` java\tscript:x`.
 */
export function urlAsParsed(url: string): string {
  let start = 0;
  let end = url.length;
  while (start < end && isC0ControlOrSpace(url.charCodeAt(start))) start += 1;
  while (end > start && isC0ControlOrSpace(url.charCodeAt(end - 1))) end -= 1;
  return url.slice(start, end).replace(TAB_OR_NEWLINE, "");
}

/**
 * The scheme a browser reads in a URL, lower-cased, or `undefined` for a relative URL (a path, a
 * fragment, a query, `//host/…`).
 * @param url - the address as written; read with `urlAsParsed` first.
 * @returns e.g. `javascript` for `JaVaScRiPt:alert(1)`, `https` for `https://example.com/`.
 */
export function urlScheme(url: string): string | undefined {
  return SCHEME.exec(urlAsParsed(url))?.[1]?.toLowerCase();
}

/** What a link may be, said in each refusal. */
const LINK_FORMS = "https://…, http://…, mailto:…, tel:…, a page of this site from its first slash (/contact/) or a place on this page (#section)";

/** What an image may be, said in each refusal. */
const IMAGE_FORMS = "https://…, http://… or a file of this site from its first slash (/images/…)";

/**
 * Why an address written in the content (a Markdown link or image) may not be used, or
 * `undefined` when it may.
 *
 * A link may be `http:`, `https:`, `mailto:` or `tel:`, a site path (`/…`, not `//…`, which
 * is another host) or a fragment (`#…`); an image `http:`, `https:` or a site path. The scheme is
 * compared as written, in lower case, since rehype-sanitize compares it that way
 * (https://github.com/syntax-tree/hast-util-sanitize#schema, `protocols`) and would otherwise drop
 * the address without a word. An address with white space or control characters at its ends, or a
 * tab or line break inside, is refused too: the browser reads it otherwise than it is written.
 * @param url - the address as the Markdown parser gives it (character references such as
 *   `&#x61;` decoded, backslash escapes removed).
 * @param kind - `link` for an `<a href>`, `image` for an `<img src>`.
 * @returns a sentence for the error message, e.g. `"javascript:" addresses are not allowed; write …`.
 */
export function contentUrlProblem(url: string, kind: "link" | "image"): string | undefined {
  const allowed: readonly string[] = kind === "link" ? LINK_SCHEMES : IMAGE_SCHEMES;
  const forms = kind === "link" ? LINK_FORMS : IMAGE_FORMS;
  const parsed = urlAsParsed(url);
  const written = SCHEME.exec(parsed)?.[1];
  if (written !== undefined) {
    const scheme = written.toLowerCase();
    if (!allowed.includes(scheme)) return `"${scheme}:" addresses are not allowed; write ${forms}`;
    if (written !== scheme) return `write the scheme in lower case ("${scheme}:")`;
  }
  if (parsed !== url) return `the address has white space or control characters in it; write ${forms}`;
  if (written !== undefined) return undefined;
  if (url === "") return `the address is empty; write ${forms}`;
  if (kind === "link" && url.startsWith("#")) return undefined;
  if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) return undefined;
  return `"${url}" is not a full address or a path from the site's root; write ${forms}`;
}

/**
 * Why an `href` or `src` of a built page may not be there, or `undefined` when it may: it names
 * a scheme that is not `http:`, `https:`, `mailto:`, `tel:` or `sms:` (`BUILT_PAGE_SCHEMES`).
 * Relative addresses pass here; `scripts/check-links.ts` checks that internal links lead to a page.
 * @param url - the attribute's value with its character references decoded, as a browser reads it.
 * @returns e.g. `"javascript:" is not an allowed scheme (only http:, https:, mailto:, tel:, sms:)`.
 */
export function builtPageUrlProblem(url: string): string | undefined {
  const scheme = urlScheme(url);
  if (scheme === undefined || (BUILT_PAGE_SCHEMES as readonly string[]).includes(scheme)) return undefined;
  return `"${scheme}:" is not an allowed scheme (only ${BUILT_PAGE_SCHEMES.map((name) => `${name}:`).join(", ")})`;
}
