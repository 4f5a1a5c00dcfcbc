/**
 * The delivery policy of the static site (docs/decisions/008), in one place. `deploy/render.ts`
 * turns it into an nginx server configuration and the `_headers` and `_redirects` files that
 * Netlify and Cloudflare Pages read; `scripts/postbuild.ts` writes all three after each build,
 * because the content security policy carries hashes of the build's inline scripts.
 */

/** Where the EmailJS browser SDK sends (https://www.emailjs.com/docs/rest-api/send/; docs/spec.md §7). */
export const EMAILJS_ORIGIN = "https://api.emailjs.com";

/**
 * Where the optional reCAPTCHA v2 challenge loads its scripts from and draws its frames
 * (docs/toolchain.md "reCAPTCHA v2"; Google's reCAPTCHA FAQ on CSP,
 * https://developers.google.com/recaptcha/docs/faq): `api.js` from www.google.com/recaptcha/, the
 * widget's code from www.gstatic.com/recaptcha/, the checkbox and challenge in frames from
 * www.google.com/recaptcha/ and recaptcha.google.com/recaptcha/. Paths, not whole hosts.
 */
export const RECAPTCHA_SOURCES = {
  script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
} as const;

/** What a build carries that its policy must allow. */
export interface PolicyOptions {
  /**
   * The build has the optional reCAPTCHA challenge (`VITE_EMAILJS_RECAPTCHA_SITE_KEY`; README
   * "Before going live"). Off by default: every other build's policy names no Google source.
   */
  readonly recaptcha?: boolean;
}

/** Seconds in a year: the lifetime of hashed assets and of HSTS. */
const YEAR_SECONDS = 31_536_000;

/** URL prefix of the files whose names carry a content hash (Vite's `build.assetsDir`). */
export const HASHED_ASSETS_PREFIX = "/assets/";

/** Cache-Control for hashed assets: a new build makes new names, so a copy never goes stale. */
export const IMMUTABLE_CACHE = `public, max-age=${String(YEAR_SECONDS)}, immutable`;

/**
 * Cache-Control for everything else (HTML, `.data`, sitemap, icons): kept, but revalidated with the
 * ETag on every use, so a deploy shows at once.
 */
export const REVALIDATE_CACHE = "public, max-age=0, must-revalidate";

/**
 * The Content-Security-Policy (CSP Level 3). Scripts: this origin and the inline scripts of the
 * build by SHA-256 hash, never `unsafe-inline` or `unsafe-eval`. Connections: this origin (route
 * data, the search index) and EmailJS. Styles, fonts and images: this origin only (the
 * illustrations are inline SVG, the stylesheet is one file). `worker-src 'self'` lets the demo build register its fake-endpoint service worker.
 * Frames: none, except in a build with the reCAPTCHA challenge, whose policy alone also allows
 * its script and frame sources (`RECAPTCHA_SOURCES`).
 *
 * @param scriptHashes base64 SHA-256 digests of every inline script in the build.
 * @param options what else the build carries (`recaptcha`, default off).
 * @returns the header value.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], { recaptcha = false }: PolicyOptions = {}): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    [
      "script-src",
      "'self'",
      ...[...scriptHashes].sort().map((hash) => `'sha256-${hash}'`),
      ...(recaptcha ? RECAPTCHA_SOURCES.script : []),
    ],
    ["style-src", "'self'"],
    ["img-src", "'self'"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", EMAILJS_ORIGIN],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    recaptcha ? ["frame-src", ...RECAPTCHA_SOURCES.frame] : ["frame-src", "'none'"],
    ["frame-ancestors", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** Where the content editor is served (`scripts/cms/admin.ts`; docs/decisions/036). */
export const ADMIN_PATH = "/admin/";

/** The GitHub API, where the editor reads and saves content on the live site (Decap's GitHub backend). */
export const GITHUB_API_ORIGIN = "https://api.github.com";

/**
 * The content security policy of the content editor (`/admin/`) alone, in place of the public
 * pages' policy there (docs/decisions/036). Decap CMS 3 needs, as measured with its local journeys:
 * `'unsafe-eval'` (its configuration validator compiles code at start-up), inline styles (its
 * interface injects `<style>` elements), and `blob:` for the images and the saves of uploads. It
 * talks to the GitHub API and to nothing else; the sign-in opens the OAuth client in a window of
 * its own, which this policy does not govern. Editor accessibility and these allowances are the
 * admin's, never the public pages'.
 *
 * @returns the header value.
 */
export function adminContentSecurityPolicy(): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "blob:", "data:", "https://avatars.githubusercontent.com"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", "blob:", GITHUB_API_ORIGIN],
    ["object-src", "'none'"],
    ["frame-src", "'self'"],
    ["frame-ancestors", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * The opener policy of the content editor (HTML, "Cross-origin opener policies",
 * https://html.spec.whatwg.org/multipage/browsers.html#cross-origin-opener-policies), in place of
 * the public pages' `same-origin`. The GitHub sign-in (decap-cms-lib-auth 3.3 `netlify-auth.js`,
 * `NetlifyAuthenticator.authenticate`) opens the OAuth client at another origin in a popup and
 * waits for it to answer through `window.opener.postMessage`: first `authorizing:github`, which
 * the editor echoes to the popup, then `authorization:github:success:{"token":…}`, each accepted
 * only from the OAuth client's origin (`CMS_OAUTH_BASE_URL`). Under `same-origin` the popup's
 * navigation to that origin puts it in a browsing context group of its own: its `window.opener` is
 * null, the editor's handle on it reads as closed, and the token never comes back.
 * `same-origin-allow-popups` keeps the pages the editor opens attached to it, and still detaches
 * the editor from any cross-origin page that opens it (measured: e2e/cms-oauth.spec.ts signs in
 * under this policy and fails under `same-origin`).
 */
export const ADMIN_OPENER_POLICY = "same-origin-allow-popups";

/**
 * The headers of the content editor's files: the public security headers with the editor's
 * policy in place of the public one, the opener policy its sign-in popup needs
 * (`ADMIN_OPENER_POLICY`) in place of `same-origin`, and `X-Robots-Tag: noindex` (Google Search
 * Central, "Block Search indexing with noindex"), so no search engine lists the admin.
 *
 * The editor keeps the public `Referrer-Policy: no-referrer` (`REFERRER_POLICY`), and its page
 * (`src/admin/index.html`) says the same in `<meta name="referrer">`, as every public page does:
 * nothing it does needs a `Referer`, as read in Decap's source (decap-cms-lib-auth 3.3
 * `netlify-auth.js`, decap-cms-backend-github 3.8 `AuthenticationPage.js`) and measured with the
 * stand-in sign-in of e2e/cms-oauth.spec.ts. The GitHub sign-in opens
 * `<CMS_OAUTH_BASE_URL>/auth?provider=github&site_id=<the site's host>&scope=repo` in a popup, so
 * the OAuth client learns the site from `site_id`, not from a `Referer`; the token comes back by
 * `postMessage`, whose origin Decap checks against that base URL; the GitHub API calls carry the
 * token in `Authorization`. An OAuth client that reads `Referer` to find the site (some
 * hand-written ones do) would fail: configure it by `site_id` and its list of allowed origins.
 *
 * @param scriptHashes as for `contentSecurityPolicy` (the public headers this list starts from).
 * @param options as for `contentSecurityPolicy`.
 * @returns header name → value, in the public headers' order, then `X-Robots-Tag`.
 */
export function adminHeaders(scriptHashes: readonly string[], options: PolicyOptions = {}): [string, string][] {
  const replaced: Readonly<Record<string, string>> = {
    "Content-Security-Policy": adminContentSecurityPolicy(),
    "Cross-Origin-Opener-Policy": ADMIN_OPENER_POLICY,
  };
  return [
    ...securityHeaders(scriptHashes, options).map(([name, value]): [string, string] => [name, replaced[name] ?? value]),
    ["X-Robots-Tag", "noindex, nofollow"],
  ];
}

/**
 * Powerful features the site never uses, denied to it and to anything it might embed
 * (Permissions Policy; only features Chromium recognises, since an unknown one logs an error).
 */
const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "usb",
  "xr-spatial-tracking",
];

/**
 * The referrer policy of the whole site (W3C Referrer Policy, §3.1 "no-referrer",
 * https://www.w3.org/TR/referrer-policy/#referrer-policy-no-referrer): no request made from the
 * site's pages carries a `Referer` header, to any origin. It is sent as the `Referrer-Policy`
 * header on every response (§4.1) and repeated in every page's `<meta name="referrer">` (§4.2;
 * `src/root.tsx`, checked by `scripts/html/referrer-meta.ts`), so a host that drops the header
 * still applies it.
 *
 * Why not the browsers' default, `strict-origin-when-cross-origin` (§3.7, what the site sent
 * before): it gives every other site the visitor goes to from here, the quick exit's neutral site
 * included (its `location.replace` is a navigation like any other), this site's origin as
 * `Referer`, telling it that the visitor came from a reputation and harassment-help firm. Visitors
 * may be people at risk (docs/decisions/025). What it costs: other sites' analytics no longer see
 * visits referred from this site.
 *
 * What it does not change: a CORS request, such as the EmailJS send (a `fetch` POST to
 * `EMAILJS_ORIGIN`), still carries the site's full origin in `Origin` (Fetch standard, "append a
 * request `Origin` header", https://fetch.spec.whatwg.org/#append-a-request-origin-header: when
 * the response tainting is "cors" the origin is appended before, and whatever, the referrer policy
 * says), so an allow-list of origins still sees the site; one that read `Referer` would refuse
 * the send (README "Before going live", "EmailJS settings against abuse", says how to check).
 */
export const REFERRER_POLICY = "no-referrer";

/**
 * The security headers every response carries (docs/decisions/008;
 * https://owasp.org/www-project-secure-headers/).
 * @param scriptHashes as for `contentSecurityPolicy`.
 * @param options as for `contentSecurityPolicy`.
 * @returns header name → value, in a stable order.
 */
export function securityHeaders(scriptHashes: readonly string[], options: PolicyOptions = {}): [string, string][] {
  return [
    ["Content-Security-Policy", contentSecurityPolicy(scriptHashes, options)],
    ["Strict-Transport-Security", `max-age=${String(2 * YEAR_SECONDS)}; includeSubDomains`],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", REFERRER_POLICY],
    ["Permissions-Policy", DENIED_FEATURES.map((feature) => `${feature}=()`).join(", ")],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
}

/**
 * The methods every host answers (RFC 9110 §9.3.1 GET, §9.3.2 HEAD): a static site has nothing to
 * post, put or delete. Any other method answers 405 Method Not Allowed with `Allow: GET, HEAD`
 * (RFC 9110 §15.5.6: "The origin server MUST generate an Allow header field in a 405 response";
 * §10.2.1), whatever the path, before the path is looked up; only a request target that cannot be
 * read at all answers 400 first. nginx (`deploy/render.ts`) and `scripts/serve.ts` both apply it.
 */
export const ALLOWED_METHODS = ["GET", "HEAD"] as const;

/** The `Allow` header value of a 405 answer (RFC 9110 §10.2.1): the allowed methods, comma-separated. */
export const ALLOW_HEADER = ALLOWED_METHODS.join(", ");

/** The prerendered not-found page; every host answers an unknown path 404 with it. */
export const NOT_FOUND_PAGE = "/404.html";

/** The index file of a directory: `/path/` serves `path/index.html`. */
export const INDEX_FILE = "index.html";

/**
 * Files of the build that are not content, and answer 404 with the not-found page at their own
 * URL, on every host: the host files of Netlify and Cloudflare Pages (`_headers`, `_redirects`,
 * which those hosts read and never serve), the not-found page itself (a 200 at a public URL would
 * let a crawler index it, and say "found" for "not found"), and React Router's SPA fallback
 * (`scripts/postbuild.ts` deletes it; hidden as well in case a build keeps it). Their precompressed
 * copies (`PRECOMPRESSED_SUFFIXES`) are hidden with them.
 */
/**
 * The type every host sends with a plain-text file of the build (robots.txt,
 * `/.well-known/security.txt`): RFC 9116 §3 asks for `text/plain` with `charset=utf-8`. nginx adds
 * the charset itself (`charset utf-8`, whose default `charset_types` include text/plain);
 * `npm run serve` and `_headers` say it (`PLAIN_TEXT_FILES`).
 */
export const PLAIN_TEXT_TYPE = "text/plain; charset=utf-8";

/** The plain-text files of the build, by site path, that `_headers` names with `PLAIN_TEXT_TYPE`. */
export const PLAIN_TEXT_FILES = ["/robots.txt", "/.well-known/security.txt"] as const;

export const HIDDEN_FILES = ["/_headers", "/_redirects", NOT_FOUND_PAGE, "/__spa-fallback.html"] as const;

/** The suffixes of the copies `scripts/postbuild.ts` precompresses (brotli, gzip). */
export const PRECOMPRESSED_SUFFIXES = [".br", ".gz"] as const;

/** A literal string as a regular expression matching it, in the syntax PCRE and JavaScript share. */
function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, (character) => `\\${character}`);
}

/**
 * Every path that answers 404 whatever the build holds, as one regular expression in the syntax
 * PCRE (nginx's `location ~`, https://nginx.org/en/docs/http/ngx_http_core_module.html#location)
 * and JavaScript share, matched against the normalised path (`deploy/request.ts`,
 * `normaliseTarget`; nginx's `$uri`):
 * - a hidden file (`HIDDEN_FILES`) or one of its precompressed copies;
 * - any path with a segment that starts with a dot, but `/.well-known/` (RFC 8615): editor and
 *   system files (`.DS_Store`, `.git/`) are no content, and `sirv` never served them either;
 * - any path with a backslash (`\x5c`): no page of the site has one, and browsers read `/\` as
 *   `//`, so a `Location` that carried one could lead to another host;
 * - any path with a `?` or `#`, which only an encoded `%3F` or `%23` can put in a path: no page of
 *   the site has one, and a name with one cannot be written back into a URL as it was read.
 */
export const HIDDEN_PATH_PATTERN = [
  `^(?:${HIDDEN_FILES.map(literalPattern).join("|")})(?:${PRECOMPRESSED_SUFFIXES.map(literalPattern).join("|")})?$`,
  "/\\.(?!well-known(?:/|$))",
  "[\\x5c?#]",
].join("|");

const HIDDEN_PATH = new RegExp(HIDDEN_PATH_PATTERN);

/**
 * Whether a normalised site path answers 404 on every host (`HIDDEN_PATH_PATTERN`).
 * @param path a path as `normaliseTarget` returns it: decoded, starting with one `/`, no dot segments.
 */
export function isHiddenPath(path: string): boolean {
  return HIDDEN_PATH.test(path);
}

/**
 * The request targets whose own path names an index file (`/path/index.html`, with or without a
 * query or a fragment), matched against the target as sent (nginx's `$request_uri`). Only these are redirected
 * to the directory form: the index file that a request for `/path/` is served from internally is
 * not.
 */
export const INDEX_FORM_REQUEST_PATTERN = `^[^?#]*/${literalPattern(INDEX_FILE)}(?:[?#]|$)`;

/**
 * The normalised paths of an index file that redirect to their directory (301, `$1` the target):
 * segments of unreserved characters only (RFC 3986 §2.3), so the target needs no escaping, cannot
 * hold a line break, a backslash or a second leading slash, and is always a single-slash site path.
 * An index-file path with any other character is not redirected; no page of the site has one.
 */
export const INDEX_FORM_PATTERN = `^((?:/[A-Za-z0-9._~-]+)*/)${literalPattern(INDEX_FILE)}$`;
