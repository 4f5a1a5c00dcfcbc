/**
 * Only safe addresses in the content (src/content/safeUrls.ts; docs/decisions/056): a Markdown
 * link or image, a content file's link field and a built page's `href` or `src` may be `http:`,
 * `https:`, `mailto:` or `tel:` (and, on a built page, `sms:`), a site path or a fragment; a
 * `javascript:`, `data:` or `vbscript:` address fails with the file and the field, however it is
 * written.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { siteUrl } from "../src/config/siteUrl";
import { parseMarkdown } from "../src/content/markdown.server";
import { pageFileSchema } from "../src/content/pageSchemas";
import { builtPageUrlProblem } from "../src/content/safeUrls";
import { loadDataFile } from "../scripts/content/dataFiles";
import { markdownLinkProblems, unknownLinkProblems } from "../scripts/content/linkFields";

const FILE = "src/content/blog/unsafe-links.md";

/** A blog post whose body's line 3 (the file's line 10) is `line`. */
const post = (line: string) =>
  [
    "---",
    "id: 99",
    'title: "A post with a link in it"',
    "category: tips-and-tricks",
    "date: 2026-12-02",
    "---",
    "",
    "## A heading {#a-heading}",
    "",
    line,
    "",
  ].join("\n");

/** What `parseMarkdown` throws for the post, or `undefined` when it renders. */
function failure(line: string): string | undefined {
  try {
    parseMarkdown(post(line), { tocDepth: 2, file: FILE });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe("a Markdown link or image", () => {
  it.each([
    ["[x](javascript:alert(1))", 'link "javascript:alert(1)": "javascript:" addresses are not allowed'],
    ["[x](JaVaScRiPt:alert(1))", 'link "JaVaScRiPt:alert(1)": "javascript:" addresses are not allowed'],
    ["[x](  javascript:alert(1))", 'link "javascript:alert(1)": "javascript:" addresses are not allowed'],
    ["[x](jav&#x61;script:alert(1))", 'link "javascript:alert(1)": "javascript:" addresses are not allowed'],
    ["[x](java&#9;script:alert(1))", 'link "java\\tscript:alert(1)": "javascript:" addresses are not allowed'],
    ["[x](javascript:alert(document.domain)//../contact/)", '"javascript:" addresses are not allowed'],
    ["[x](data:text/html,%3Cscript%3Ealert(1)%3C/script%3E)", 'link "data:text/html,%3Cscript%3Ealert(1)%3C/script%3E": "data:" addresses are not allowed'],
    ["[x](vbscript:msgbox(1))", 'link "vbscript:msgbox(1)": "vbscript:" addresses are not allowed'],
    ["![i](javascript:alert(1))", 'image "javascript:alert(1)": "javascript:" addresses are not allowed'],
    ["![i](data:image/svg+xml,x)", 'image "data:image/svg+xml,x": "data:" addresses are not allowed'],
    ["<javascript:alert(1)>", 'link "javascript:alert(1)": "javascript:" addresses are not allowed'],
    ["[ref]: javascript:alert(1)\n\n[x][ref]", 'link definition "javascript:alert(1)": "javascript:" addresses are not allowed'],
    ["[x](HTTPS://example.com/)", 'write the scheme in lower case ("https:")'],
    ["[x](contact/)", '"contact/" is not a full address or a path from the site\'s root'],
    ["[x](//example.com/)", '"//example.com/" is not a full address or a path from the site\'s root'],
  ])("%j fails the build, naming the file, the line and the field", (line, reason) => {
    const message = failure(line);
    expect(message).toBeDefined();
    expect(message?.startsWith(`${FILE}:10: field "body": `)).toBe(true);
    expect(message).toContain(reason);
  });

  it("is reported once for each unsafe address, on its own line", () => {
    expect(failure("[a](javascript:a())\n\n![b](data:image/png;base64,AAAA)")?.split("\n")).toEqual([
      expect.stringMatching(/^src\/content\/blog\/unsafe-links\.md:10: field "body": link "javascript:a\(\)"/),
      expect.stringMatching(/^src\/content\/blog\/unsafe-links\.md:12: field "body": image "data:image\/png;base64,AAAA"/),
    ]);
  });

  it("names the body's line when the loader passes the body alone", () => {
    expect(() => parseMarkdown("Text.\n\n[x](javascript:alert(1))\n", { tocDepth: 2, file: FILE })).toThrow(`${FILE}:3: field "body": link "javascript:alert(1)"`);
  });

  it("that is https:, mailto:, tel:, a site path or a fragment renders as before", () => {
    const { html } = parseMarkdown(
      post("[a](https://example.com/a/), [b](mailto:a@example.com), [c](tel:+15555550100), [d](/contact/), [e](#a-heading) ![f](https://example.com/f.png) ![g](/images/g.png)"),
      { tocDepth: 2, file: FILE },
    );
    expect(html).toBe(
      [
        '<h2 id="a-heading">A heading</h2>',
        "<p>" +
          '<a href="https://example.com/a/" data-print-url="https://example.com/a/" target="_blank" rel="noopener noreferrer">a<span class="visually-hidden"> (opens in a new tab)</span></a>, ' +
          '<a href="mailto:a@example.com" data-print-url="a@example.com">b</a>, ' +
          '<a href="tel:+15555550100" data-print-url="+15555550100">c</a>, ' +
          `<a href="/contact/" data-print-url="${siteUrl}/contact/">d</a>, ` +
          '<a href="#a-heading">e</a> ' +
          '<img src="https://example.com/f.png" alt="f"> <img src="/images/g.png" alt="g">' +
          "</p>",
      ].join("\n"),
    );
  });

  it("keeps the ids, tables and footnotes the pipeline makes", () => {
    const { html, headings } = parseMarkdown("## Custom {#custom-id}\n\n## Slugged heading\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\nA note[^1].\n\n[^1]: The note.\n", { tocDepth: 2 });
    expect(headings.map((heading) => heading.id)).toEqual(["custom-id", "slugged-heading"]);
    expect(html).toContain('<div data-table-wrap role="region" aria-label="Table" tabindex="0"><table>');
    expect(html).toContain('<th align="left">a</th>');
    expect(html).toContain('<a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref aria-describedby="footnote-label">1</a>');
    expect(html).toContain('<li id="user-content-fn-1">');
  });
});

describe("the content step's check of the Markdown files", () => {
  const folder = mkdtempSync(join(tmpdir(), "safe-urls-"));
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it("names the file and its line for an unsafe address, and passes the site's Markdown files today", () => {
    writeFileSync(join(folder, "bad.md"), post("See [this](vbscript:msgbox(1))."));
    writeFileSync(join(folder, "good.md"), post("See [this](/contact/)."));
    expect(markdownLinkProblems([folder])).toEqual([expect.stringMatching(new RegExp(`^${join(folder, "bad.md").replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}:10: field "body": link "vbscript:msgbox\\(1\\)": "vbscript:" addresses are not allowed`))]);
    expect(markdownLinkProblems()).toEqual([]);
  });
});

describe("a link field of a content file", () => {
  const HUB = "src/content/pages/services-businesses.yml";

  it("holding javascript: fails the content step, naming the file, the line and the field", () => {
    const source = readFileSync(HUB, "utf8");
    const lines = source.split("\n");
    const index = lines.findIndex((line) => line.trim() === "href: /reputation-check/");
    expect(index).toBeGreaterThan(-1);
    lines[index] = (lines[index] ?? "").replace("/reputation-check/", "javascript:alert(1)");
    expect(() => loadDataFile(HUB, pageFileSchema, lines.join("\n"))).toThrow(
      new RegExp(`^${HUB.replaceAll(".", "\\.")}:${String(index + 1)}: field "sections\\.\\d+\\.href": "javascript:" addresses are not allowed in a link field`, "m"),
    );
  });

  it("holding another scheme is refused by the link check too, with the file and the field", () => {
    expect(unknownLinkProblems(HUB, [{ field: "sections.0.href", href: "JavaScript:alert(1)" }], new Set(["/contact"]))).toEqual([
      `${HUB}: field "sections.0.href": "JavaScript:alert(1)" is not allowed: "javascript:" addresses are not allowed in a link field (write the address of a page from its first slash to its last, e.g. /contact/)`,
    ]);
  });
});

describe("the link check of the built pages", () => {
  it.each([
    "javascript:alert(document.domain)//../contact/",
    "JaVaScRiPt:alert(1)",
    "  javascript:alert(1)",
    "java\tscript:alert(1)",
    "\u0001javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "ftp://example.com/",
    "file:///etc/passwd",
  ])("refuses %j", (url) => {
    expect(builtPageUrlProblem(url)).toMatch(/^"[a-z]+:" is not an allowed scheme \(only http:, https:, mailto:, tel:, sms:\)$/);
  });

  it.each(["https://example.com/", "http://example.com/", "mailto:a@example.com", "tel:+15555550100", "sms:988", "/contact/", "#main", "/assets/app.js", "../contact/", "?page=2"])("allows %j", (url) => {
    expect(builtPageUrlProblem(url)).toBeUndefined();
  });
});
