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
