/**
 * The address a printed link shows after its text (`src/content/printUrl.ts`; docs/decisions/019)
 * and the Markdown pipeline that writes it into `data-print-url`.
 */
import { describe, expect, it } from "vitest";
import { site } from "../src/content/site";
import { siteUrl } from "../src/config/siteUrl";
import { parseMarkdown } from "../src/content/markdown.server";
import { printedUrl } from "../src/content/printUrl";

describe("printedUrl", () => {
  it("makes a root-relative path absolute on the site's origin", () => {
    expect(printedUrl("/learning/glossary/", "the glossary")).toBe(`${siteUrl}/learning/glossary/`);
    expect(printedUrl("/about/process/#phases", "our process")).toBe(`${siteUrl}/about/process/#phases`);
  });

  it("prints an external URL as it is", () => {
    expect(printedUrl("https://www.emailjs.com/legal/privacy-policy/", "privacy policy")).toBe("https://www.emailjs.com/legal/privacy-policy/");
  });

  it("prints the address of a mailto: link and the number of a tel: link", () => {
    expect(printedUrl(`mailto:${site.email}?subject=Hello`, "write to us")).toBe(site.email);
    expect(printedUrl(`tel:${site.phone.e164}`, "call us")).toBe(site.phone.e164);
  });

  it("prints nothing for an in-page link, a relative path or another scheme", () => {
    expect(printedUrl("#scope", "Scope of This Policy")).toBeUndefined();
    expect(printedUrl("process/", "process")).toBeUndefined();
    expect(printedUrl("//cdn.example.com/x", "x")).toBeUndefined();
    expect(printedUrl("javascript:void(0)", "x")).toBeUndefined();
  });

  it("prints nothing when the text already is the address", () => {
    expect(printedUrl(`mailto:${site.email}`, site.email)).toBeUndefined();
    expect(printedUrl(`tel:${site.phone.e164}`, site.phone.display)).toBeUndefined();
    expect(printedUrl("https://www.rrr-reputation.com/", "rrr-reputation.com")).toBeUndefined();
    expect(printedUrl("https://example.com/a/", "https://example.com/a/")).toBeUndefined();
  });
});

describe("the Markdown pipeline", () => {
  it("gives a link its printed address in data-print-url, and an in-page link none", () => {
    const { html } = parseMarkdown(
      ["See [our process](/about/process) and the [policy](https://example.com/policy).", "", "Back to [the scope](#scope); write to [someone](mailto:a@example.com)."].join("\n"),
      { tocDepth: 2 },
    );
    expect(html).toContain(`href="/about/process/" data-print-url="${siteUrl}/about/process/"`);
    expect(html).toContain('data-print-url="https://example.com/policy"');
    expect(html).toContain('<a href="#scope">the scope</a>');
    expect(html).toContain('data-print-url="a@example.com"');
  });
});
