/**
 * The content files that hold copy as data (docs/decisions/035): each validates against its schema,
 * and a bad one fails with the file, the line and the field, as the build reports it.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadDataFile } from "../scripts/content/dataFiles";
import { faqSchema, glossarySchema, siteFactsSchema } from "../src/content/dataSchemas";
import { blogFrontmatterSchema, caseStudyFrontmatterSchema, guideFrontmatterSchema, legalFrontmatterSchema, parseFrontmatter } from "../src/content/frontmatter";
import { splitFrontmatter } from "../src/content/frontmatterSource";
import { aboutPages, serviceHubPages } from "../src/content/pages";
import { pageFileSchema, serviceFileSchema } from "../src/content/pageSchemas";
import { serviceEntries } from "../src/content/services";
import { contactCopySchema, homeCopySchema, urgentHelpCopySchema } from "../src/content/pageCopySchemas";
import { site } from "../src/content/site";

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

  it("validate against their schemas: every service page and content page, each service file an entry", () => {
    const ymlFiles = (folder: string) => readdirSync(folder).filter((name) => name.endsWith(".yml")).map((name) => join(folder, name));
    const serviceFiles = ["individuals", "businesses"].flatMap((audience) => ymlFiles(join("src", "content", "services", audience)));
    const pageFiles = ymlFiles(join("src", "content", "pages"));
    for (const file of serviceFiles) expect(() => loadDataFile(file, serviceFileSchema), file).not.toThrow();
    for (const file of pageFiles) expect(() => loadDataFile(file, pageFileSchema), file).not.toThrow();
    // Every file of a service folder is a service with its route: the folder is the list (docs/decisions/039).
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
