/**
 * The content tokens (src/content/siteFacts.ts): one vocabulary, `{{site.<fact>}}`, filled by one
 * function in every kind of content (Markdown: legal pages, guides, posts, case studies; YAML: page
 * copy, service pages, the FAQ, the glossary, urgent help), from the site facts' file; an unknown
 * token fails the content step naming the file, the field and the token. The facts are read from
 * `src/content/data/site.yml`, never copied here, so an editor's change keeps these tests green.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadDataFile } from "../scripts/content/dataFiles";
import { SITE_FACTS_FILE, contentTokenValues } from "../scripts/content/data/siteTokens";
import { loadArticleBody } from "../src/content/articles.server";
import { blogPosts, caseStudies, guides } from "../src/content/collections";
import { siteFactsSchema } from "../src/content/dataSchemas";
import { faqCategories } from "../src/content/faq";
import { glossaryTerms } from "../src/content/glossary";
import { homeContent } from "../src/content/home";
import { loadLegalDocument } from "../src/content/legal.server";
import { pageIndex } from "../src/content/generated/pageIndex";
import { aboutPages, serviceHubPages } from "../src/content/pages";
import { urgentHelpCopySchema } from "../src/content/pageCopySchemas";
import { serviceEntries } from "../src/content/services";
import { site } from "../src/content/site";
import { fillMarkdownTokens, fillSiteTokens, siteTokenValues } from "../src/content/siteFacts";
import { contactContent } from "../src/content/contact";
import { urgentHelpContent } from "../src/content/urgentHelp";

const CONTENT = join("src", "content");
const facts = loadDataFile(SITE_FACTS_FILE, siteFactsSchema);
const text = siteTokenValues(facts, "text", { challenge: false });
const markdown = siteTokenValues(facts, "markdown", { challenge: false });

/** Every content file an editor writes: Markdown and YAML, outside the generated modules. */
function contentFiles(): string[] {
  return readdirSync(CONTENT, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.(md|yml)$/.test(path) && !path.startsWith("generated"))
    .map((path) => join(CONTENT, path));
}

describe("the content tokens' values", () => {
  it("write each site fact as the site facts' file states it, the e-mail address and phone number as links in Markdown", () => {
    expect(text["site.responseTime"]).toBe(facts.responseTime);
    expect(text["site.hours"]).toBe(facts.businessHours);
    expect(text["site.email"]).toBe(facts.email);
    expect(text["site.phone"]).toBe(facts.phone);
    expect(markdown["site.email"]).toBe(`[${facts.email}](mailto:${facts.email})`);
    expect(markdown["site.phone"]).toBe(`[${facts.phone}](tel:${site.phone.e164})`);
    expect(markdown["site.responseTime"]).toBe(facts.responseTime);
  });

  it("keep the Markdown-only tokens (tables, lists, the challenge's paragraph) out of plain text", () => {
    expect(markdown["storage.table"]).toMatch(/^\| Item \|/);
    expect(text["storage.table"]).toBeUndefined();
    expect(() => fillSiteTokens("See {{storage.table}}.", text, 'src/content/data/faq.yml: field "x"')).toThrow(
      /^src\/content\/data\/faq\.yml: field "x": \{\{storage\.table\}\} writes Markdown, which this field does not show \(known: /,
    );
  });
});

describe("fillSiteTokens", () => {
  it("replaces every token, spaces inside the braces allowed", () => {
    expect(fillSiteTokens("Within {{site.responseTime}} ({{ site.hours }}).", text, "x.yml")).toBe(`Within ${facts.responseTime} (${facts.businessHours}).`);
  });

  it("names the file, the field and an unknown token, and lists the known ones", () => {
    expect(() => fillSiteTokens("Within {{site.hous}}.", text, 'src/content/data/home.yml: field "cta.body"')).toThrow(
      /^src\/content\/data\/home\.yml: field "cta\.body": unknown token \{\{site\.hous\}\} \(known: .*\{\{site\.hours\}\}/,
    );
  });
});

describe("a YAML content file's tokens", () => {
  const file = "src/content/data/urgent-help.yml";
  const source = readFileSync(file, "utf8");

  it("are filled in every text, nested ones included, before the schema checks it, and the keys keep their order", () => {
    const raw = loadDataFile(file, urgentHelpCopySchema);
    const filled = loadDataFile(file, urgentHelpCopySchema, source, text);
    expect(raw.notEmergency).toContain("{{site.responseTime}}");
    expect(filled.notEmergency).toBe(raw.notEmergency.replaceAll("{{site.responseTime}}", facts.responseTime).replaceAll("{{site.hours}}", facts.businessHours));
    expect(Object.keys(filled)).toEqual(Object.keys(raw));
    const nested = source.replace(/^(\s+- label: )([^"'\n]+)$/m, "$1$2 {{site.shortName}}");
    expect(nested).not.toBe(source);
    expect(JSON.stringify(loadDataFile(file, urgentHelpCopySchema, nested, text))).toContain(` ${facts.shortName}"`);
  });

  it("fail naming the file, the field and an unknown token", () => {
    const bad = source.replace("{{site.responseTime}}", "{{site.responseTme}}");
    expect(() => loadDataFile(file, urgentHelpCopySchema, bad, text)).toThrow(
      /^src\/content\/data\/urgent-help\.yml: field "notEmergency": unknown token \{\{site\.responseTme\}\}/,
    );
  });

  it("fail naming the field when a text is too long once filled", () => {
    const long = { ...text, "site.hours": "x".repeat(400) };
    expect(() => loadDataFile(file, urgentHelpCopySchema, source, long)).toThrow(/^src\/content\/data\/urgent-help\.yml:\d+: field "notEmergency": /);
  });
});

describe("a Markdown file's tokens", () => {
  it("become links in the body and plain text in the frontmatter", () => {
    const { data, content } = fillMarkdownTokens('---\ntitle: "Reply within {{site.responseTime}}"\n---\nWrite to {{site.email}}.\n', { markdown, text }, "x.md");
    expect(data).toEqual({ title: `Reply within ${facts.responseTime}` });
    expect(content.trim()).toBe(`Write to [${facts.email}](mailto:${facts.email}).`);
  });

  it("fail naming the file, the frontmatter field and an unknown token", () => {
    expect(() => fillMarkdownTokens('---\nexcerpt: "{{site.fone}}"\n---\nBody\n', { markdown, text }, "src/content/blog/x.md")).toThrow(
      /^src\/content\/blog\/x\.md: frontmatter: field "excerpt": unknown token \{\{site\.fone\}\}/,
    );
  });
});

describe("every content file", () => {
  it("names only tokens of the vocabulary (the content step fails otherwise)", () => {
    const values = contentTokenValues();
    const unknown = contentFiles().flatMap((file) => {
      const source = readFileSync(file, "utf8");
      try {
        if (file.endsWith(".md")) fillMarkdownTokens(source, values, file);
        else fillSiteTokens(source, values.text, file);
        return [];
      } catch (error) {
        return [error instanceof Error ? error.message : String(error)];
      }
    });
    expect(unknown).toEqual([]);
  });

  it("states the reply time only through {{site.responseTime}}: the site facts' file writes it once", () => {
    // Editors' notes (toConfirm lists, HTML comments) may quote docs/spec.md, which gives the promise.
    const withoutNotes = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(withoutNotes)
        : value !== null && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== "toConfirm").map(([key, item]) => [key, withoutNotes(item)]))
          : value;
    const shown = (file: string) => {
      const source = readFileSync(file, "utf8");
      return file.endsWith(".md") ? source.replace(/<!--[\s\S]*?-->/g, "") : JSON.stringify(withoutNotes(parse(source)));
    };
    const written = contentFiles()
      .filter((file) => file !== SITE_FACTS_FILE)
      .filter((file) => shown(file).includes(facts.responseTime));
    expect(written).toEqual([]);
  });

  it("leaves every token filled on every page: the generated copy, the Markdown pages' bodies and the legal pages", () => {
    const generated = JSON.stringify([homeContent, contactContent, urgentHelpContent, faqCategories, glossaryTerms, serviceEntries, aboutPages, serviceHubPages]);
    expect(generated).not.toContain("{{");
    expect(generated).toContain(facts.responseTime);
    const bodies = [
      ...blogPosts.map((post) => loadArticleBody("blog", post.slug).html),
      ...guides.map((guide) => loadArticleBody("guides", guide.slug, 3).html),
      ...caseStudies.map((study) => loadArticleBody("case-studies", study.slug).html),
      ...pageIndex.legalDocuments.map(({ slug }) => loadLegalDocument(slug).html),
    ];
    expect(bodies.filter((html) => html.includes("{{"))).toEqual([]);
    expect(bodies.filter((html) => html.includes(`within ${facts.responseTime}`)).length).toBeGreaterThan(0);
  }, 60_000);
});
