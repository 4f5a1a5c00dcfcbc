/**
 * The optional reCAPTCHA challenge (docs/toolchain.md "reCAPTCHA v2"; README "Before going
 * live"): the setting, the content security policy with and without it, the script loader (one
 * script, only when asked), the widget's token as a template parameter, the privacy policy's
 * paragraph, and the check that a build without the setting carries none of it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RECAPTCHA_SOURCES, contentSecurityPolicy, securityHeaders } from "../deploy/policy";
import { renderHeadersFile, renderNginxServer } from "../deploy/render";
import { filesNamingRecaptcha, resolveRecaptchaSiteKey } from "../scripts/build-env";
import { mountChallenge } from "../src/components/ContactForm/challengeWidget";
import { loadLegalDocument } from "../src/content/legal.server";
import { parseMarkdown } from "../src/content/markdown.server";
import { challengePrivacyFact, fillSiteTokens } from "../src/content/siteFacts";
import { buildTokenValues } from "../src/content/siteTokens.server";
import { RECAPTCHA_API_URL, type RecaptchaApi, type RecaptchaRenderParameters, createRecaptchaLoader } from "../src/email/recaptcha";

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...values] = directive.split(" ");
      return [name, values] as const;
    }),
  );
}

describe("the setting VITE_EMAILJS_RECAPTCHA_SITE_KEY", () => {
  it("is off unless set, trimmed, and refused when it is not a key", () => {
    expect(resolveRecaptchaSiteKey({})).toBe("");
    expect(resolveRecaptchaSiteKey({ VITE_EMAILJS_RECAPTCHA_SITE_KEY: "  " })).toBe("");
    expect(resolveRecaptchaSiteKey({ VITE_EMAILJS_RECAPTCHA_SITE_KEY: " 6LeIxAcTAAAAAJcZVRqyHh71UOYo5T0e8TTXvUTE-i_ " })).toBe(
      "6LeIxAcTAAAAAJcZVRqyHh71UOYo5T0e8TTXvUTE-i_",
    );
    expect(() => resolveRecaptchaSiteKey({ VITE_EMAILJS_RECAPTCHA_SITE_KEY: "key'; alert(1)" })).toThrow(/not a reCAPTCHA site key/);
  });

  it("is off in the unit tests' build constants, as in the demo and production builds", () => {
    expect(__RECAPTCHA_SITE_KEY__).toBe("");
  });
});

describe("the content security policy", () => {
  const hashes = ["aaa="];

  it("names no Google source and allows no frame without the setting", () => {
    const policy = contentSecurityPolicy(hashes);
    expect(policy).not.toMatch(/google|gstatic|recaptcha/i);
    expect(directives(policy).get("frame-src")).toEqual(["'none'"]);
    expect(directives(policy).get("script-src")).toEqual(["'self'", "'sha256-aaa='"]);
    expect(contentSecurityPolicy(hashes, { recaptcha: false })).toBe(policy);
  });

  it("with the setting, allows reCAPTCHA's script and frame paths (Google's FAQ), and nothing else more", () => {
    const without = directives(contentSecurityPolicy(hashes));
    const policy = directives(contentSecurityPolicy(hashes, { recaptcha: true }));
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "'sha256-aaa='",
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
    ]);
    expect(policy.get("frame-src")).toEqual(["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"]);
    expect(RECAPTCHA_SOURCES.frame).toEqual(policy.get("frame-src"));
    for (const [name, values] of without) {
      if (name !== "script-src" && name !== "frame-src") expect(policy.get(name), name).toEqual(values);
    }
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect([...policy.values()].flat().join(" ")).not.toMatch(/unsafe-(inline|eval)/);
  });

  it("reaches nginx and _headers only for the build with the setting", () => {
    expect(renderNginxServer(hashes)).not.toMatch(/recaptcha/i);
    expect(renderHeadersFile(hashes)).not.toMatch(/recaptcha/i);
    expect(renderNginxServer(hashes, { recaptcha: true })).toContain("frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/");
    expect(renderHeadersFile(hashes, { recaptcha: true })).toContain("https://www.gstatic.com/recaptcha/");
    expect(Object.fromEntries(securityHeaders(hashes, { recaptcha: true }))["X-Frame-Options"]).toBe("DENY");
  });
});

/** happy-dom's switch for scripts: it evaluates none here, and reports their load as failed unless told otherwise. */
function scriptLoadsSucceed(succeed: boolean): void {
  (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings.handleDisabledFileLoadingAsSuccess =
    succeed;
}

/** The reCAPTCHA scripts in the page. */
const apiScripts = () => document.head.querySelectorAll(`script[src="${RECAPTCHA_API_URL}"]`);

/** A stand-in for `grecaptcha` that records what was rendered and reset. */
function fakeGrecaptcha() {
  const rendered: { container: HTMLElement; parameters: RecaptchaRenderParameters }[] = [];
  const api = {
    render: vi.fn((container: HTMLElement, parameters: RecaptchaRenderParameters) => {
      rendered.push({ container, parameters });
      return 7;
    }),
    reset: vi.fn(),
  } satisfies RecaptchaApi;
  return { api, rendered };
}

describe("the script loader", () => {
  beforeEach(() => {
    scriptLoadsSucceed(true);
  });
  afterEach(() => {
    scriptLoadsSucceed(false);
    for (const script of apiScripts()) script.remove();
    delete window.grecaptcha;
    delete window.rrrRecaptchaReady;
  });

  it("adds nothing until asked, then one explicit-render script however often it is asked", async () => {
    const load = createRecaptchaLoader(window);
    expect(apiScripts()).toHaveLength(0);
    const first = load();
    const second = load();
    expect(second).toBe(first);
    expect(apiScripts()).toHaveLength(1);
    expect(RECAPTCHA_API_URL).toBe("https://www.google.com/recaptcha/api.js?onload=rrrRecaptchaReady&render=explicit");

    // What Google's script does once it is ready: `grecaptcha`, then the onload callback.
    const { api } = fakeGrecaptcha();
    window.grecaptcha = api;
    window.rrrRecaptchaReady?.();
    await expect(first).resolves.toBe(api);
    await expect(load()).resolves.toBe(api);
    expect(apiScripts()).toHaveLength(1);
  });

  it("rejects when the script cannot load, keeps no broken script, and tries again when asked again", async () => {
    // happy-dom refuses the script (it prints why on its own console) and fires its `error` event.
    scriptLoadsSucceed(false);
    const load = createRecaptchaLoader(window);
    await expect(load()).rejects.toThrow(/could not be loaded/);
    expect(apiScripts()).toHaveLength(0);
    scriptLoadsSucceed(true);
    const again = load();
    expect(apiScripts()).toHaveLength(1);
    window.grecaptcha = fakeGrecaptcha().api;
    window.rrrRecaptchaReady?.();
    await expect(again).resolves.toBe(window.grecaptcha);
  });
});

describe("the widget in the contact form", () => {
  it("renders with the site key and turns its token into the template parameter g-recaptcha-response", async () => {
    const { api, rendered } = fakeGrecaptcha();
    const container = document.createElement("div");
    const changes: Readonly<Record<string, string>>[] = [];
    const handle = await mountChallenge({ container, siteKey: "site-key", onChange: (params) => changes.push(params), load: () => Promise.resolve(api) });
    expect(rendered).toHaveLength(1);
    expect(rendered[0]?.container).toBe(container);
    expect(rendered[0]?.parameters.sitekey).toBe("site-key");

    rendered[0]?.parameters.callback("token-1");
    rendered[0]?.parameters["expired-callback"]();
    rendered[0]?.parameters.callback("token-2");
    rendered[0]?.parameters["error-callback"]();
    expect(changes).toEqual([{ "g-recaptcha-response": "token-1" }, {}, { "g-recaptcha-response": "token-2" }, {}]);

    handle.reset();
    expect(api.reset).toHaveBeenCalledWith(7);
    expect(changes.at(-1)).toEqual({});
  });
});

describe("the privacy policy's {{challenge.privacy}} token", () => {
  it("renders a paragraph naming Google reCAPTCHA when the setting is on, and nothing when it is off", () => {
    expect(challengePrivacyFact(false)).toBe("");
    const on = challengePrivacyFact(true);
    expect(on).toMatch(/Google reCAPTCHA/);
    expect(on).toMatch(/only on the contact page, once you start filling in the form/);
    const source = "Before.\n\n{{challenge.privacy}}\n\nAfter.";
    expect(parseMarkdown(fillSiteTokens(source, { "challenge.privacy": on }, "test.md"), { tocDepth: 2 }).html).toMatch(
      /<p>Before\.<\/p>\s*<p><strong>Google reCAPTCHA on the contact form\.<\/strong>[^<]*<\/p>\s*<p>After\.<\/p>/,
    );
    expect(parseMarkdown(fillSiteTokens(source, { "challenge.privacy": "" }, "test.md"), { tocDepth: 2 }).html).toMatch(/<p>Before\.<\/p>\s*<p>After\.<\/p>/);
  });

  it("leaves the privacy policy of a build without the setting free of reCAPTCHA", () => {
    expect(buildTokenValues.markdown["challenge.privacy"]).toBe("");
    const privacy = loadLegalDocument("privacy").html;
    expect(privacy).toContain("our email delivery service (EmailJS)");
    expect(privacy).not.toMatch(/recaptcha|\{\{/i);
  });
});

describe("the build check (scripts/postbuild.ts)", () => {
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "rrr-build-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets", "contact-1.js"), "export const a = 1;");
    writeFileSync(join(dir, "_headers"), "/*\n  Content-Security-Policy: frame-src 'none'");
    writeFileSync(join(dir, "index.html"), "<p>A page about reCAPTCHA.</p>");
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("finds no code or policy naming reCAPTCHA in a build without it (pages are not read)", () => {
    expect(filesNamingRecaptcha(dir)).toEqual([]);
  });

  it("names the scripts and the policy that mention it", () => {
    writeFileSync(join(dir, "assets", "recaptcha-2.js"), `const u = "${RECAPTCHA_API_URL}";`);
    writeFileSync(join(dir, "_headers"), "/*\n  Content-Security-Policy: frame-src https://www.google.com/recaptcha/");
    expect(filesNamingRecaptcha(dir).sort()).toEqual(["_headers", "assets/recaptcha-2.js"]);
  });
});
