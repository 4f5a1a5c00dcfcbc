/**
 * The build's check of what a search result shows of each page (`scripts/html/snippets.ts`):
 * a title of at most 60 characters with the site name, a description of at most 160, both
 * present and neither shared by two pages.
 */
import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX, type PageSnippet, TITLE_MAX, readSnippet, snippetProblems } from "../scripts/html/snippets";

/** A clean page: a short title and a description of 120 characters, both its own. */
function page(path: string, overrides: Partial<PageSnippet> = {}): PageSnippet {
  return {
    path,
    title: `Page ${path} | RRR`,
    description: `The page at ${path}, described in a sentence of its own. `.padEnd(120, "x"),
    ...overrides,
  };
}

describe("snippetProblems", () => {
  it("passes a site whose titles and descriptions fit and are distinct", () => {
    expect(snippetProblems([page("/"), page("/contact/"), page("/learning/")])).toEqual([]);
  });

  it("passes a title of exactly 60 and a description of exactly 160 characters", () => {
    expect(TITLE_MAX).toBe(60);
    expect(DESCRIPTION_MAX).toBe(160);
    expect(snippetProblems([page("/", { title: "t".repeat(60), description: "d".repeat(160) })])).toEqual([]);
  });

  it("names the path, the field, the length and the limit of a long title", () => {
    const title = "Five Common Mistakes in DIY Reputation Repair (and What to Do Instead) | RRR";
    expect(snippetProblems([page("/learning/blog/diy-reputation-mistakes/", { title })])).toEqual([
      `/learning/blog/diy-reputation-mistakes/: title is 76 characters, over the limit of 60: "${title}"`,
    ]);
  });

  it("names the path, the field, the length and the limit of a long description", () => {
    const description = "d".repeat(161);
    expect(snippetProblems([page("/", { description })])).toEqual([`/: description is 161 characters, over the limit of 160: "${description}"`]);
  });

  it("counts characters as a reader does, not UTF-16 code units", () => {
    expect(snippetProblems([page("/", { title: "😀".repeat(60) })])).toEqual([]);
    expect(snippetProblems([page("/", { title: "😀".repeat(61) })])).toHaveLength(1);
    expect(snippetProblems([page("/", { title: `Cafe\u0301 ${"👩‍👩‍👧".repeat(55)}` })])).toEqual([]);
  });

  it("reports a missing or empty title or description", () => {
    expect(snippetProblems([page("/a/", { title: undefined }), page("/b/", { description: " " })])).toEqual([
      "/a/: title is missing",
      "/b/: description is missing",
    ]);
  });

  it("reports a title and a description shared by pages, naming every page once", () => {
    const shared = page("/a/");
    expect(
      snippetProblems([
        shared,
        page("/b/", { title: shared.title }),
        page("/c/", { title: shared.title, description: shared.description }),
      ]),
    ).toEqual([`title shared by /a/, /b/ and /c/: "${String(shared.title)}"`, `description shared by /a/ and /c/: "${String(shared.description)}"`]);
  });
});

describe("readSnippet", () => {
  const document = (head: string, body = "") => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>${head}</head><body>${body}</body></html>`;

  it("decodes character references as a browser does", () => {
    const snippet = readSnippet(
      document('<title>Tom &amp; Jerry&#x27;s Guide | RRR</title><meta name="description" content="Removal &amp; &quot;suppression&quot;, O&#x27;Brien"/>'),
    );
    expect(snippet).toEqual({ title: "Tom & Jerry's Guide | RRR", description: 'Removal & "suppression", O\'Brien' });
    expect(snippetProblems([{ path: "/", title: "t".repeat(55) + " &amp;", description: "d".repeat(120) }])).toHaveLength(1);
    expect(snippetProblems([{ path: "/", ...readSnippet(document(`<title>${"t".repeat(55)} &amp;</title><meta name="description" content="${"d".repeat(120)}"/>`)) }])).toEqual([]);
  });

  it("collapses white space in the title, as document.title does", () => {
    expect(readSnippet(document("<title>\n  Contact   Us\t| RRR \n</title>")).title).toBe("Contact Us | RRR");
  });

  it("reads the document's title, not an SVG title in the body, and the description meta only", () => {
    const snippet = readSnippet(
      document('<meta name="keywords" content="a, b"/><meta property="og:description" content="og"/>', '<svg><title>Icon</title></svg>'),
    );
    expect(snippet).toEqual({ title: undefined, description: undefined });
  });
});
