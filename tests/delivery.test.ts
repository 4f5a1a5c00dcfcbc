/**
 * The build's delivery transforms (docs/decisions/040 and 041): React Router's scripts removed from
 * every page with every inline script identical across pages, the CSP hashes, and the host
 * configurations rendered from deploy/policy.ts.
 */
import { readFileSync } from "node:fs";
import { Script } from "node:vm";
import { describe, expect, it } from "vitest";
import { SPECULATION_RULES, SPECULATION_RULES_TEXT, carriesSpeculationRules } from "../src/site/speculationRules";
import { pageRoutes, resourceRoutes } from "../src/site/manifest";
import { canonicalPath } from "../src/site/paths";
import {
  ADMIN_OPENER_POLICY,
  ADMIN_PATH,
  ALLOW_HEADER,
  HIDDEN_FILES,
  REFERRER_POLICY,
  adminHeaders,
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  isHiddenPath,
  securityHeaders,
} from "../deploy/policy";
import { MAX_HEADER_LINE_CHARS, renderHeadersFile, renderNginxServer, renderRedirectsFile } from "../deploy/render";
import { PLAIN_TEXT_FILES, PLAIN_TEXT_TYPE } from "../deploy/policy";
import { SECURITY_TXT_LIFETIME_DAYS, securityTxt } from "../src/routes/security[.]txt";
import { removeReactScripts } from "../scripts/html/page-scripts";
import { MAX_INLINE_SCRIPT_HASHES, assertInlineScriptBudget, inlineScripts, scriptHash } from "../scripts/html/inline-scripts";
import { referrerMetaProblems } from "../scripts/html/referrer-meta";
import { compileIslandsScript, compileStaticScript } from "../scripts/html/loader/compile";
import { REPLAY_CLICK_ATTRIBUTE } from "../src/config/enhancement";

/**
 * A page in the shape React Router prerenders (trimmed to the parts the transform reads), which
 * these tests vary to reach each branch of the rewrite. The build itself checks every real page
 * (`removeReactScripts` stops it on another shape), and e2e/routes.spec.ts that none runs a script
 * it should not.
 */
function prerendered(route: string, data: string): string {
  return [
    "<!DOCTYPE html><html><head>",
    '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
    `<link rel="modulepreload" href="/assets/${route}-3.js"/>`,
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    "</head><body><h1>Title</h1><p>Rated 5<!-- --> of <!-- -->5 by O&#x27;Brien &amp; Co</p>",
    '<script>window.__reactRouterContext = {"ssr":false};</script>',
    '<script type="module" async="">import "/assets/manifest-1.js";\n',
    'import * as route0 from "/assets/root-4.js";\n',
    `import * as route1 from "/assets/${route}-3.js";\n`,
    `  \n  window.__reactRouterRouteModules = {"root":route0,"${route}":route1};\n\nimport("/assets/entry.client-2.js");</script>`,
    `<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(data)});</script></div>`,
    '<script>$RC("B:0","S:0")</script></body></html>',
  ].join("");
}

describe("removeReactScripts (a page without React, docs/decisions/040)", () => {
  const THEME = "applyTheme()";
  /** The prerendered page with the theme's script in its head and its boundaries written in place. */
  const page = prerendered("home", '[{"_1":2}]').replace("<head>", `<head><script>${THEME}</script>`).replace('<script>$RC("B:0","S:0")</script>', "");
  const html = removeReactScripts(page, "runStaticPage()", [THEME]);

  it("removes React Router's preloads, module script, context and route data, and nothing else", () => {
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain("__reactRouterContext");
    expect(inlineScripts(html)).toEqual([THEME, "runStaticPage()"]);
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html).toContain("<h1>Title</h1><p>Rated 5<!-- --> of <!-- -->5 by O&#x27;Brien &amp; Co</p>");
  });

  it("stops the build on a page whose content a React script would still have to show", () => {
    expect(() => removeReactScripts(page.replace("</body>", '<script>$RC("B:0","S:0")</script></body>'), "runStaticPage()", [THEME])).toThrow(/Suspense boundary/);
  });

  it("stops the build on a page without React Router's module script, or with an external script", () => {
    expect(() => removeReactScripts(page.replace(/<script type="module"[\s\S]*?<\/script>/, ""), "runStaticPage()", [THEME])).toThrow(/one module script/);
    expect(() => removeReactScripts(page.replace("</body>", '<script src="/x.js"></script></body>'), "runStaticPage()", [THEME])).toThrow(/external script/);
  });
});

describe("compileStaticScript", () => {
  it("compiles the static pages' script into one classic script with the quick exit and no import()", async () => {
    const script = await compileStaticScript();
    expect(() => new Script(script)).not.toThrow();
    expect(script).not.toMatch(/<\/script|<!--/i);
    expect(script).toContain("data-quick-exit-link");
    expect(script).not.toContain("import(");
  });
});

describe("compileIslandsScript", () => {
  it("compiles the islands loader into one classic script that cannot end its element and replays presses", async () => {
    const loader = await compileIslandsScript();
    // Compiling it as a classic script (without running it) proves it has no import or export.
    expect(() => new Script(loader)).not.toThrow();
    expect(loader).not.toMatch(/<\/script/i);
    expect(loader).toContain(REPLAY_CLICK_ATTRIBUTE);
  });
});

describe("speculation rules (src/site/speculationRules.ts)", () => {
  it("prerender this site's pages (their canonical addresses end in /) only once a press on a link starts, never the content editor or a file", () => {
    const [rule] = SPECULATION_RULES.prerender;
    expect(rule.eagerness).toBe("conservative");
    const [pages, editor] = rule.where.and;
    expect(pages.href_matches).toEqual(["/", "/*/"]);
    expect(editor.not.href_matches).toBe(`${ADMIN_PATH}*`);
    // What the two patterns match, for a path (Node 20 has no URLPattern): "/", or "/" + anything + "/".
    const matches = (path: string) => path === "/" || (path.length > 1 && path.startsWith("/") && path.endsWith("/"));
    // Every page's canonical address matches; no generated file's does.
    expect(pageRoutes.map((route) => canonicalPath(route.path)).filter((path) => !matches(path))).toEqual([]);
    expect(resourceRoutes.map((route) => route.path).filter(matches)).toEqual([]);
    expect(JSON.parse(SPECULATION_RULES_TEXT)).toEqual(SPECULATION_RULES);
  });

  it("are left off the pages read by jumping within them (an in-page index), and only those", () => {
    const withoutRules = pageRoutes.filter((route) => !carriesSpeculationRules(route.behaviours));
    expect(withoutRules.map((route) => route.id)).toEqual(expect.arrayContaining(["faqs", "glossary"]));
    expect(withoutRules.filter((route) => !route.behaviours?.includes("in-page-index"))).toEqual([]);
    expect(carriesSpeculationRules(undefined)).toBe(true);
  });
});

describe("the plain-text files", () => {
  it("are every .txt file the manifest prerenders, so each host sends each with its charset", () => {
    expect([...PLAIN_TEXT_FILES].sort()).toEqual(resourceRoutes.map((route) => route.path).filter((path) => path.endsWith(".txt")).sort());
  });

  it("security.txt names the contact, the policy page and its own address, and expires within a year of the page's review (RFC 9116)", () => {
    const text = securityTxt("2026-12-04", "2026-12-04");
    expect(SECURITY_TXT_LIFETIME_DAYS).toBeLessThan(365);
    expect(text).toMatch(/^Contact: mailto:[^@\s]+@[^@\s]+$/m);
    expect(text).toMatch(/^Expires: 2027-12-03T00:00:00\.000Z$/m);
    expect(text).toMatch(/^Policy: https?:\/\/[^/]+\/security\/$/m);
    expect(text).toMatch(/^Canonical: https?:\/\/[^/]+\/\.well-known\/security\.txt$/m);
    // Every line is a comment or a field RFC 9116 §2.5 defines, each field once.
    const fields = text.split("\n").filter((line) => line !== "" && !line.startsWith("#")).map((line) => line.split(":")[0]);
    expect(fields).toEqual(["Contact", "Expires", "Preferred-Languages", "Canonical", "Policy"]);
  });

  it("security.txt refuses to be built once it would have expired: the page needs a review first", () => {
    expect(() => securityTxt("2025-12-01", "2026-12-04")).toThrow(/would have expired on 2026-11-30: review src\/content\/legal\/security\.md/);
  });
});

describe("inline script hashes", () => {
  it("skips data blocks and hashes the exact text (CSP3 hash-source)", () => {
    expect(inlineScripts('<script type="application/ld+json">{}</script><script type="application/json">1</script><script>a()</script>')).toEqual(["a()"]);
    // The SHA-256 of the empty string, base64: a known test vector.
    expect(scriptHash("")).toBe("47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
  });

  it("hashes inline speculation rules too, which the policy's script-src governs", () => {
    expect(inlineScripts('<script type="speculationrules">{"prerender":[]}</script><script>a()</script>')).toEqual(['{"prerender":[]}', "a()"]);
  });

  it("leaves out scripts inside a <template>, which never run", () => {
    expect(inlineScripts("<template><script>inert()</script></template><div hidden><script>live()</script></div>")).toEqual(["live()"]);
  });

  it("fails the build when the site has more distinct inline scripts than the set number", () => {
    const hashes = Array.from({ length: MAX_INLINE_SCRIPT_HASHES + 1 }, (_, index) => scriptHash(String(index)));
    expect(() => assertInlineScriptBudget(new Set(hashes.slice(1)))).not.toThrow();
    expect(() => assertInlineScriptBudget(new Set(hashes))).toThrow(/13 distinct inline scripts, more than 12/);
  });
});

describe("delivery policy", () => {
  const hashes = ["aaa=", "bbb="];

  it("allows scripts only from the site and by hash", () => {
    const policy = contentSecurityPolicy(hashes);
    expect(policy).toContain("script-src 'self' 'sha256-aaa=' 'sha256-bbb='");
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("sends no Referer anywhere: no-referrer for the public pages, the reCAPTCHA build and the content editor", () => {
    expect(REFERRER_POLICY).toBe("no-referrer");
    for (const headers of [securityHeaders(hashes), securityHeaders(hashes, { recaptcha: true }), adminHeaders(hashes)]) {
      expect(headers.filter(([name]) => name === "Referrer-Policy")).toEqual([["Referrer-Policy", "no-referrer"]]);
    }
  });

  it("gives nginx every security header in every location, and 404 for unknown paths", () => {
    const conf = renderNginxServer(hashes);
    // The server, the 405 answer, the hashed assets, the hidden paths (where the not-found page is
    // served from), the content editor and the rest (no route data: docs/decisions/042).
    for (const [name] of securityHeaders(hashes)) {
      expect(conf.split(`add_header ${name} `).length - 1, name).toBe(6);
    }
    expect(conf.split(`"${contentSecurityPolicy(hashes)}"`).length - 1).toBe(5);
    expect(conf).not.toContain(".data");
    expect(conf).toMatch(/location \/admin\/ \{[^}]*add_header Content-Security-Policy "[^"]*'unsafe-eval'[^"]*" always;[^}]*add_header X-Robots-Tag "noindex, nofollow" always;/);
    expect(conf).toContain("error_page 404 /404.html;");
    // no-referrer in the same six places, and no other value.
    expect(conf.split('add_header Referrer-Policy "no-referrer" always;').length - 1).toBe(6);
    expect(conf.match(/Referrer-Policy/g)).toHaveLength(6);
    // Immutable without `always`: nginx adds it to 200, 206 and 304, never to a 403 or 404.
    expect(conf).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
    expect(conf).not.toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
  });

  it("sets each header once in _headers, so hosts never join two values", () => {
    const file = renderHeadersFile(hashes);
    // The public policy on every path; the content editor's on /admin/*, after the line that
    // detaches the public one there (Cloudflare Pages' `!`).
    expect(file.match(/Content-Security-Policy:/g)).toHaveLength(2);
    expect(file).toContain(`/*\n  Content-Security-Policy: ${contentSecurityPolicy(hashes)}\n`);
    expect(file).toMatch(
      /\n\/admin\/\*\n {2}! Content-Security-Policy\n {2}! Cross-Origin-Opener-Policy\n {2}Content-Security-Policy: [^\n]*'unsafe-eval'[^\n]*\n {2}Cross-Origin-Opener-Policy: same-origin-allow-popups\n {2}X-Robots-Tag: noindex, nofollow\n/,
    );
    expect(file.match(/Cache-Control:/g)).toHaveLength(1);
    // Each plain-text file of the build carries RFC 9116's type, with its charset (as nginx sends it).
    for (const path of PLAIN_TEXT_FILES) expect(file).toContain(`\n${path}\n  Content-Type: ${PLAIN_TEXT_TYPE}\n`);
    // no-referrer once, in the rule for every path; /admin/* detaches only the content security policy.
    expect(file.match(/Referrer-Policy/g)).toHaveLength(1);
    expect(file).toMatch(/^\/\*\n(?: {2}[^\n]+\n)* {2}Referrer-Policy: no-referrer\n/m);
    expect(file).not.toContain("! Referrer-Policy");
    // The opener policy: same-origin on every path, and the editor's own on /admin/* alone.
    expect(file.match(/Cross-Origin-Opener-Policy:/g)).toHaveLength(2);
    expect(file).toMatch(/^\/\*\n(?: {2}[^\n]+\n)* {2}Cross-Origin-Opener-Policy: same-origin\n/m);
  });

  it("fails the build when the policy line of _headers passes Cloudflare Pages' 2,000 characters", () => {
    const many = Array.from({ length: 40 }, (_, index) => scriptHash(String(index)));
    expect(() => renderHeadersFile(many.slice(0, MAX_INLINE_SCRIPT_HASHES))).not.toThrow();
    expect(() => renderHeadersFile(many)).toThrow(/Content-Security-Policy line has \d+ characters, more than Cloudflare Pages' 2000/);
    expect(MAX_HEADER_LINE_CHARS).toBe(2000);
  });

  it("redirects each page's index.html form to its canonical path, with rules that do not grow with the pages", () => {
    const rules = (file: string) =>
      file
        .split("\n")
        .filter((line) => line.startsWith("/"))
        .map((line) => line.split(" ") as [string, string, string]);
    /** Where Netlify sends `path` (placeholders match one segment each), or undefined when no rule matches. */
    const target = (file: string, path: string) => {
      for (const [from, to] of rules(file)) {
        const pattern = new RegExp(`^${from.replace(/\./g, "\\.").replace(/:p\d+/g, "([^/]+)")}$`);
        const match = pattern.exec(path);
        if (match) return match.slice(1).reduce((result, value, index) => result.replace(`:p${String(index + 2)}`, value), to);
      }
      return undefined;
    };
    const pages = pageRoutes.map((route) => canonicalPath(route.path));
    const file = renderRedirectsFile(pages);
    for (const page of pages) expect(target(file, `${page}index.html`), page).toBe(page);
    const redirects = rules(file).filter(([, , status]) => status !== "404!");
    expect(redirects.every(([, , status]) => status === "301!")).toBe(true);
    // A thousand more articles add no line.
    const more = [...pages, ...Array.from({ length: 1000 }, (_, index) => `/learning/blog/article-${String(index)}/`)];
    expect(rules(renderRedirectsFile(more))).toHaveLength(rules(file).length);
    // One rule per first segment and depth of the site's paths (deploy/render.ts): a new section of
    // the site, such as /get-help-now/, or a document page (/security/) adds one; articles never do.
    expect(redirects.length).toBeLessThanOrEqual(24);
    // Nothing outside the site's own segments is redirected.
    expect(target(file, "/\\evil.example/index.html")).toBeUndefined();
    expect(target(file, "//evil.example/index.html")).toBeUndefined();
  });

  it("keeps every redirect target of every deploy configuration on the site's own host", () => {
    // Netlify and Cloudflare Pages: each target is a site path, one "/" then a path segment.
    const lines = renderRedirectsFile(["/", "/about/", "/learning/blog/", "/learning/blog/a-post/"])
      .split("\n")
      .filter((line) => /^\/.* 301!$/.test(line));
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line.split(" ")[1], line).toMatch(/^\/(?![/\\])/);
    // The first segment of every target but the home page's is written out, never a placeholder.
    for (const line of lines.slice(1)) expect(line.split(" ")[1], line).toMatch(/^\/[a-z0-9-]+\//);
    // nginx: the index.html redirect writes the normalised path, made of unreserved characters
    // only, so one "/" and a site path (the answers themselves are compared with npm run serve's
    // in e2e/delivery.spec.ts, "one host behaviour").
    const nginx = renderNginxServer([]);
    expect(nginx).toContain('if ($index_form ~ "^((?:/[A-Za-z0-9._~-]+)*/)index\\.html$") {\n    return 301 $1$is_args$args;\n}');
    expect(nginx).toContain("absolute_redirect off;");
    expect(nginx).toContain("merge_slashes on;");
  });
});

describe("one host behaviour in the host files (docs/decisions/058)", () => {
  const conf = renderNginxServer(["aaa="]);
  /** The body of the nginx block that starts with `opening`. */
  const block = (opening: string) => new RegExp(`${opening.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\{\\n([^}]*)\\n\\}`).exec(conf)?.[1] ?? "";

  it("hides the host files, the not-found page, the SPA fallback, their compressed copies, dot files and backslashes, and nothing else", () => {
    for (const file of HIDDEN_FILES) for (const suffix of ["", ".br", ".gz"]) expect(isHiddenPath(`${file}${suffix}`), `${file}${suffix}`).toBe(true);
    for (const path of ["/.git/config", "/.env", "/assets/.vite/manifest.json", "/a\\b", "/q?", "/h#"]) expect(isHiddenPath(path), path).toBe(true);
    for (const path of ["/", "/contact/", "/404/", "/learning/404.html", "/.well-known/security.txt", "/.well-known", "/robots.txt", "/sitemap.xml", "/_headers/x", "/assets/a-1.js"]) {
      expect(isHiddenPath(path), path).toBe(false);
    }
  });

  it("answers nginx's hidden paths 404 from an internal location, which still serves the not-found page", () => {
    const hidden = /location ~ "([^"]+)" \{\n {4}internal;\n/.exec(conf);
    expect(hidden?.[1]).toBeDefined();
    expect(conf).toContain("error_page 404 /404.html;");
    // A directory without index.html is not found, as on npm run serve (nginx says 403).
    expect(conf).toContain("error_page 403 =404 /404.html;");
  });

  it("answers nginx's other methods 405 with Allow: GET, HEAD, and the security headers, before any path rule", () => {
    expect(ALLOW_HEADER).toBe("GET, HEAD");
    const methodRule = conf.indexOf('if ($request_method !~ "^(?:GET|HEAD)$") {\n    return 405;\n}');
    expect(methodRule).toBeGreaterThan(-1);
    expect(methodRule).toBeLessThan(conf.indexOf("$index_form"));
    expect(conf).toContain("error_page 405 @method_not_allowed;");
    const answer = block("location @method_not_allowed");
    expect(answer).toContain('add_header Allow "GET, HEAD" always;');
    for (const [name] of securityHeaders(["aaa="])) expect(answer, name).toContain(`add_header ${name} `);
    expect(answer).toContain("return 405;");
  });

  it("serves only files under /assets/, immutable only when found", () => {
    const assets = block("location /assets/");
    expect(assets).toContain("try_files $uri =404;");
    expect(assets.match(/Cache-Control/g)).toHaveLength(1);
    expect(assets).toMatch(/add_header Cache-Control "public, max-age=31536000, immutable";$/m);
  });

  it("redirects only a request that names index.html, to the normalised path, never the index file served for /path/", () => {
    expect(conf).toContain('set $index_form $uri;\nif ($request_uri !~ "^[^?#]*/index\\.html(?:[?#]|$)") {\n    set $index_form "";\n}');
    // The one redirect nginx is told to make; its target, the capture, starts with "/" and a segment.
    expect(conf.match(/return 301 .*;/g)).toEqual(["return 301 $1$is_args$args;"]);
    expect(conf).toContain('if ($index_form ~ "^((?:/[A-Za-z0-9._~-]+)*/)index\\.html$")');
  });

  it("answers the hidden files 404 with the not-found page on Netlify", () => {
    const hidden = renderRedirectsFile(["/"])
      .split("\n")
      .filter((line) => line.endsWith(" 404!"));
    expect(hidden).toEqual(HIDDEN_FILES.flatMap((file) => ["", ".br", ".gz"].map((suffix) => `${file}${suffix} /404.html 404!`)));
  });
});

describe("content editor's headers", () => {
  const hashes = ["aaa=", "bbb="];
  const value = (headers: [string, string][], name: string) => headers.filter(([header]) => header === name).map(([, text]) => text);

  it("lets the editor's GitHub sign-in popup keep its opener, and keeps same-origin on every public page", () => {
    // Decap's OAuth popup answers through window.opener.postMessage (decap-cms-lib-auth
    // netlify-auth.js); same-origin severs it (e2e/cms-oauth.spec.ts signs in through it).
    expect(ADMIN_OPENER_POLICY).toBe("same-origin-allow-popups");
    expect(value(adminHeaders(hashes), "Cross-Origin-Opener-Policy")).toEqual(["same-origin-allow-popups"]);
    expect(value(adminHeaders(hashes, { recaptcha: true }), "Cross-Origin-Opener-Policy")).toEqual(["same-origin-allow-popups"]);
    for (const options of [{}, { recaptcha: true }]) expect(value(securityHeaders(hashes, options), "Cross-Origin-Opener-Policy")).toEqual(["same-origin"]);
  });

  it("differs from the public headers only in its content security policy, its opener policy and noindex", () => {
    const publicHeaders = new Map(securityHeaders(hashes));
    const changed = adminHeaders(hashes).filter(([name, text]) => publicHeaders.get(name) !== text);
    expect(changed).toEqual([
      ["Content-Security-Policy", adminContentSecurityPolicy()],
      ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
      ["X-Robots-Tag", "noindex, nofollow"],
    ]);
    expect(adminHeaders(hashes).map(([name]) => name).sort()).toEqual([...publicHeaders.keys(), "X-Robots-Tag"].sort());
  });

  it("gives nginx the editor's opener policy in its location only", () => {
    const conf = renderNginxServer(hashes);
    const adminLocation = /location \/admin\/ \{[^}]*\}/.exec(conf)?.[0] ?? "";
    expect(adminLocation).toContain('add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;');
    expect(adminLocation).not.toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;');
    // The server, the 405 answer, the hashed assets, the hidden paths and the rest keep same-origin.
    expect(conf.split('add_header Cross-Origin-Opener-Policy "same-origin" always;').length - 1).toBe(5);
    expect(conf.match(/Cross-Origin-Opener-Policy/g)).toHaveLength(6);
  });

  it("serves the editor's page with the site's referrer policy in its <head>", () => {
    expect(referrerMetaProblems(readFileSync("src/admin/index.html", "utf8"))).toEqual([]);
  });
});

describe("referrer meta", () => {
  /** A page head in the order React renders the root layout's (src/root.tsx), then `rest`. */
  const page = (head: string, body = "") => `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
  const META = '<meta name="referrer" content="no-referrer"/>';
  const CHARSET = '<meta charSet="utf-8"/>';

  it("accepts the meta after the charset and other metadata, before the scripts, links and styles", () => {
    const head = `${CHARSET}${META}<meta name="viewport" content="width=device-width"/><title>T</title><link rel="preload" href="/f.woff2" as="font"/><script>theme()</script>`;
    expect(referrerMetaProblems(page(head, '<a href="https://weather.com/" rel="noreferrer">Exit</a>'))).toEqual([]);
    expect(referrerMetaProblems(page(`${CHARSET}<meta name="viewport" content="x"/><title>T</title>${META}<script>a()</script>`))).toEqual([]);
  });

  it("refuses a page without it, or with another policy", () => {
    expect(referrerMetaProblems(page(`${CHARSET}<script>a()</script>`))).toEqual(['no <meta name="referrer" content="no-referrer">']);
    expect(referrerMetaProblems(page(`${CHARSET}<meta name="referrer" content="strict-origin-when-cross-origin"/>`))).toEqual([
      '<meta name="referrer" content="strict-origin-when-cross-origin">, not <meta name="referrer" content="no-referrer">',
    ]);
  });

  it("refuses it after anything that could fetch or navigate: a script, a link, a style, a refresh", () => {
    for (const early of ["<script>a()</script>", '<script src="/a.js"></script>', '<link rel="stylesheet" href="/s.css"/>', "<style>@import '/s.css';</style>", '<meta http-equiv="refresh" content="0;url=https://example.com/"/>']) {
      const problems = referrerMetaProblems(page(`${CHARSET}${early}${META}`));
      expect(problems, early).toHaveLength(1);
      expect(problems[0], early).toMatch(/^<(script|link|style|meta)> comes before <meta name="referrer" content="no-referrer">/);
    }
  });

  it("refuses a second meta, one outside <head>, or an element that asks for a Referer of its own", () => {
    expect(referrerMetaProblems(page(`${CHARSET}${META}`, '<meta name="referrer" content="origin"/>'))).toContain(
      '2 <meta name="referrer"> elements: the last one read would set the policy',
    );
    expect(referrerMetaProblems(page(CHARSET, `<p>Text</p>${META}`))).toContain('<meta name="referrer" content="no-referrer"> is not in <head>');
    expect(referrerMetaProblems(page(`${CHARSET}${META}`, '<a href="https://example.com/" referrerpolicy="origin">x</a>'))).toEqual([
      '<a referrerpolicy="origin"> sends a Referer the page\'s policy withholds',
    ]);
    expect(referrerMetaProblems(page(`${CHARSET}${META}`, '<img src="/i.png" referrerpolicy="no-referrer"/>'))).toEqual([]);
  });
});
