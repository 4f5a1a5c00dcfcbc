/**
 * The content files that hold copy as data (docs/decisions/035): each validates against its schema,
 * and a bad one fails with the file, the line and the field, as the build reports it.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fillTokens, loadDataFile } from "../scripts/content/dataFiles";
import { withTokensFilled } from "../scripts/content/data/siteTokens";
import { faqSchema, glossarySchema, siteFactsSchema } from "../src/content/dataSchemas";
import { blogFrontmatterSchema, caseStudyFrontmatterSchema, guideFrontmatterSchema, legalFrontmatterSchema, parseFrontmatter } from "../src/content/frontmatter";
import { splitFrontmatter } from "../src/content/frontmatterSource";
import { aboutPages, serviceHubPages } from "../src/content/pages";
import { pageFileSchema, serviceFileSchema } from "../src/content/pageSchemas";
import { serviceEntries } from "../src/content/services";
import { contactCopySchema, homeCopySchema, urgentHelpCopySchema } from "../src/content/pageCopySchemas";
import { site } from "../src/config/site";

const DATA = join("src", "content", "data");

describe("content files", () => {
  it("validate against their schemas: the site facts, the FAQ and the glossary", () => {
    expect(loadDataFile(join(DATA, "site.yml"), siteFactsSchema).phone).toBe(site.phone.display);
    expect(loadDataFile(join(DATA, "faq.yml"), faqSchema).categories.length).toBeGreaterThan(0);
    expect(loadDataFile(join(DATA, "glossary.yml"), glossarySchema).terms.length).toBeGreaterThan(0);
  });

  it("validate against their schemas: the home page, the contact page and the urgent help", () => {
    expect(loadDataFile(join(DATA, "home.yml"), homeCopySchema).services.cards).toHaveLength(6);
    expect(loadDataFile(join(DATA, "contact.yml"), contactCopySchema).nextSteps.steps.length).toBeGreaterThan(0);
    const urgent = loadDataFile(join(DATA, "urgent-help.yml"), urgentHelpCopySchema);
    expect(urgent.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const resource of [...urgent.minorResources, ...urgent.adultResources]) expect(resource.source, resource.id).toMatch(/^https:\/\//);
  });

  it("reject an urgent-help link that is not https:, tel: or sms:, naming the file, the line and the field", () => {
    const source = readFileSync(join(DATA, "urgent-help.yml"), "utf8").replace("href: https://stopncii.org/", "href: http://stopncii.org/");
    const line = source.split("\n").findIndex((text) => text.endsWith("href: http://stopncii.org/")) + 1;
    expect(line).toBeGreaterThan(0);
    expect(() => loadDataFile("src/content/data/urgent-help.yml", urgentHelpCopySchema, source)).toThrow(
      new RegExp(`^src/content/data/urgent-help\\.yml:${String(line)}: field "adultResources\\.0\\.contacts\\.0\\.href": Invalid string: must match pattern`),
    );
  });

  it("reject an urgent-help service without its source, naming the field", () => {
    const source = readFileSync(join(DATA, "urgent-help.yml"), "utf8").replace(/^ {4}source: https:\/\/stopncii\.org\/\n/m, "");
    expect(() => loadDataFile("src/content/data/urgent-help.yml", urgentHelpCopySchema, source)).toThrow(/urgent-help\.yml:\d+: field "adultResources\.0\.source": /);
  });

  it.each([
    ["blog", blogFrontmatterSchema],
    ["guides", guideFrontmatterSchema],
    ["case-studies", caseStudyFrontmatterSchema],
    ["legal", legalFrontmatterSchema],
  ] as const)("validate against their schemas: every Markdown file of %s", (folder, schema) => {
    const files = readdirSync(join("src", "content", folder)).filter((name) => name.endsWith(".md"));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const file = join("src", "content", folder, name);
      expect(() => parseFrontmatter(schema, splitFrontmatter(readFileSync(file, "utf8")).data, file), file).not.toThrow();
    }
  });

  it("validate against their schemas: every service page and content page, each listed in its page order", () => {
    const ymlFiles = (folder: string) => readdirSync(folder).filter((name) => name.endsWith(".yml")).map((name) => join(folder, name));
    const serviceFiles = ["individuals", "businesses"].flatMap((audience) => ymlFiles(join("src", "content", "services", audience)));
    const pageFiles = ymlFiles(join("src", "content", "pages"));
    for (const file of serviceFiles) expect(() => loadDataFile(file, serviceFileSchema), file).not.toThrow();
    for (const file of pageFiles) expect(() => loadDataFile(file, pageFileSchema), file).not.toThrow();
    // A file that no order list names would have no route: adding a page is a developer's change.
    expect(serviceEntries.map((service) => join("src", "content", "services", service.audience, `${service.slug}.yml`)).sort()).toEqual(serviceFiles.sort());
    expect([...aboutPages, ...serviceHubPages]).toHaveLength(pageFiles.length);
  });

  it("name the section and the field of a section's value the schema rejects, with its line", () => {
    const file = join("src", "content", "services", "businesses", "review-management.yml");
    const source = readFileSync(file, "utf8").replace(/^( {4}columns: )\d$/m, "$15");
    const line = source.split("\n").findIndex((text) => text.endsWith("columns: 5")) + 1;
    expect(() => loadDataFile(file, serviceFileSchema, source)).toThrow(new RegExp(`^${file.replaceAll(".", "\\.")}:${String(line)}: field "sections\\.\\d+\\.columns": `));
    const unknownKind = readFileSync(file, "utf8").replace(/^( {2}- kind: )text$/m, "$1prose");
    expect(() => loadDataFile(file, serviceFileSchema, unknownKind)).toThrow(/field "sections\.\d+\.kind": /);
  });

  it("name the file, the line and the field of a value the schema rejects", () => {
    const source = readFileSync(join(DATA, "faq.yml"), "utf8").replace(/^( {10}- ).*$/m, "$1Too short.");
    const line = source.split("\n").findIndex((text) => text.endsWith("- Too short.")) + 1;
    expect(() => loadDataFile("src/content/data/faq.yml", faqSchema, source)).toThrow(
      `src/content/data/faq.yml:${String(line)}: field "categories.0.questions.0.answer.0": Too small: expected string to have >=20 characters`,
    );
  });

  it("name the file and the line of a YAML syntax error", () => {
    expect(() => loadDataFile("src/content/data/site.yml", siteFactsSchema, "name: RRR\nphone: [unclosed\n")).toThrow(/^src\/content\/data\/site\.yml:\d: YAML syntax: /);
  });

  it("reject a phone number without its country code, naming the field", () => {
    const source = readFileSync(join(DATA, "site.yml"), "utf8").replace(/^phone: .*$/m, "phone: (214) 555-0147");
    expect(() => loadDataFile("site.yml", siteFactsSchema, source)).toThrow(/site\.yml:5: field "phone": /);
  });

  it("keep an unquoted date as the text the schemas expect, as the CMS writes it", () => {
    const { data } = splitFrontmatter("---\ndate: 2026-11-26\nid: 7\n---\nBody\n");
    expect(data).toEqual({ date: "2026-11-26", id: 7 });
  });
});

describe("fillTokens", () => {
  it("replaces each token and names the field of an unknown one", () => {
    expect(fillTokens("Kept: {{storage.names}}.", { "storage.names": "a and b" }, "faq.yml")).toBe("Kept: a and b.");
    expect(() => fillTokens("{{storage.nmes}}", { "storage.names": "a" }, 'faq.yml: field "x"')).toThrow('faq.yml: field "x": unknown token {{storage.nmes}} (known: {{storage.names}})');
  });
});

describe("withTokensFilled", () => {
  const tokens = { "site.responseTime": "1-2 business hours", "site.hours": "Monday to Friday" };
  const file = "src/content/data/urgent-help.yml";

  it("fills the site facts' tokens of every text, nested ones included, and keeps the keys' order", () => {
    const problems: string[] = [];
    const data = loadDataFile(join(DATA, "urgent-help.yml"), urgentHelpCopySchema);
    const filled = withTokensFilled(urgentHelpCopySchema, data, tokens, file, problems);
    expect(problems).toEqual([]);
    expect(filled.notEmergency).toContain("within 1-2 business hours (Monday to Friday)");
    expect(Object.keys(filled)).toEqual(Object.keys(urgentHelpCopySchema.shape));
  });

  it("names the file and the field of an unknown token, and of a text the schema rejects once filled", () => {
    const problems: string[] = [];
    const data = loadDataFile(join(DATA, "urgent-help.yml"), urgentHelpCopySchema);
    withTokensFilled(urgentHelpCopySchema, { ...data, actionNote: "Within {{site.hous}}, always." }, tokens, file, problems);
    expect(problems).toEqual([`${file}: field "actionNote": unknown token {{site.hous}} (known: {{site.responseTime}}, {{site.hours}})`]);
    const long: string[] = [];
    withTokensFilled(urgentHelpCopySchema, { ...data, actionLabel: "Help {{site.hours}}" }, { ...tokens, "site.hours": "x".repeat(60) }, file, long);
    expect(long).toEqual([expect.stringMatching(/^src\/content\/data\/urgent-help\.yml: field "actionLabel": Too big: .* \(once its tokens are filled\)$/)]);
  });
});
