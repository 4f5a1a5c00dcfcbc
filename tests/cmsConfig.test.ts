/**
 * The CMS's configuration agrees with the content schemas (docs/decisions/035): every field of a
 * schema is a field of its collection with the same required flag, enumeration and limits, and
 * the editor accepts every value the site's content files hold today, so it neither writes a
 * file the build rejects nor refuses one the build accepts.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { cmsConfig } from "../scripts/cms/config";
import type { CmsField } from "../scripts/cms/fields";
import { faqSchema, glossarySchema, siteFactsSchema } from "../src/content/dataSchemas";
import { blogFrontmatterSchema, caseStudyFrontmatterSchema, guideFrontmatterSchema, legalFrontmatterSchema } from "../src/content/frontmatter";
import { splitFrontmatter } from "../src/content/frontmatterSource";
import { contactCopySchema, homeCopySchema, urgentHelpCopySchema } from "../src/content/pageCopySchemas";
import { BLOG_CATEGORIES, CASE_STUDY_INDUSTRIES } from "../src/content/taxonomy";

const config = cmsConfig({ repo: "firm/site", oauthBaseUrl: "https://auth.example.com", siteUrl: "https://www.example.com" });

/** The fields of a folder collection, or of one file of the "site" collection. */
function fieldsOf(collection: string, file?: string): readonly CmsField[] {
  const found = config.collections.find((entry) => entry.name === collection);
  if (!found) throw new Error(`no collection ${collection}`);
  if (file === undefined) return "fields" in found ? found.fields : [];
  const entry = "files" in found ? found.files.find((candidate) => candidate.name === file) : undefined;
  if (!entry) throw new Error(`no file ${file}`);
  return entry.fields;
}

const field = (fields: readonly CmsField[], name: string): CmsField => {
  const found = fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

/** Whether the editor accepts a string value in a field: its pattern, when it has one. */
const accepts = (cms: CmsField, value: string): boolean => (cms.pattern ? new RegExp(cms.pattern[0]).test(value) : true);

/** Every value the editor would check against a field, with that field: strings and lists of strings, nested. */
function checkedValues(fields: readonly CmsField[], data: Readonly<Record<string, unknown>>, path: string): [string, CmsField, string][] {
  return fields.flatMap((cms) => {
    const value = data[cms.name];
    const here = `${path}.${cms.name}`;
    if (typeof value === "string") return [[here, cms, value] as [string, CmsField, string]];
    if (!Array.isArray(value)) return value !== null && typeof value === "object" && cms.fields ? checkedValues(cms.fields, value as Record<string, unknown>, here) : [];
    return value.flatMap((item: unknown, index): [string, CmsField, string][] => {
      if (typeof item === "string") return cms.field ? [[`${here}.${String(index)}`, cms.field, item]] : [];
      return item !== null && typeof item === "object" && cms.fields ? checkedValues(cms.fields, item as Record<string, unknown>, `${here}.${String(index)}`) : [];
    });
  });
}

const collections: [string, string | undefined, z.ZodObject][] = [
  ["posts", undefined, blogFrontmatterSchema],
  ["guides", undefined, guideFrontmatterSchema],
  ["case-studies", undefined, caseStudyFrontmatterSchema],
  ["legal", undefined, legalFrontmatterSchema],
  ["site", "facts", siteFactsSchema],
  ["site", "faq", faqSchema],
  ["site", "glossary", glossarySchema],
  ["site", "home", homeCopySchema],
  ["site", "contact", contactCopySchema],
  ["site", "urgent-help", urgentHelpCopySchema],
];

describe("the CMS configuration", () => {
  it.each(collections)("has the fields of the schema, required as the schema requires them: %s %s", (collection, file, schema) => {
    const fields = fieldsOf(collection, file);
    // A Markdown collection adds its body after the frontmatter's fields; a data file's "body" is its own.
    const names = fields.map((cms) => cms.name).filter((name) => file !== undefined || name !== "body");
    expect(names).toEqual(Object.keys(schema.shape));
    for (const [name, property] of Object.entries(schema.shape)) {
      expect(field(fields, name).required ?? true, name).toBe(!(property as z.ZodType).safeParse(undefined).success);
    }
    if (file === undefined) expect(field(fields, "body").widget).toBe("markdown");
  });

  it("offers exactly the schema's enumerations: categories, industries, illustrations", () => {
    expect(field(fieldsOf("posts"), "category").options).toEqual(BLOG_CATEGORIES);
    expect(field(fieldsOf("case-studies"), "industry").options).toEqual(CASE_STUDY_INDUSTRIES);
    expect(field(fieldsOf("case-studies"), "relatedIndustries")).toMatchObject({ widget: "select", multiple: true, options: CASE_STUDY_INDUSTRIES });
    expect(field(fieldsOf("posts"), "image").options).toEqual(blogFrontmatterSchema.shape.image.options);
  });

  it("holds the editor to the schema's length limits: the SEO title at 54 and the excerpt at 160 characters", () => {
    const seoTitle = field(fieldsOf("posts"), "seoTitle");
    const excerpt = field(fieldsOf("posts"), "excerpt");
    for (const [cms, schema, min, max] of [
      [seoTitle, blogFrontmatterSchema.shape.seoTitle, 10, 54],
      [excerpt, blogFrontmatterSchema.shape.excerpt, 60, 160],
    ] as const) {
      for (const length of [min - 1, min, max, max + 1]) {
        const value = "x".repeat(length);
        expect(accepts(cms, value), `${cms.name} of ${String(length)}`).toBe(schema.safeParse(value).success);
      }
    }
    expect(field(fieldsOf("posts"), "tags")).toMatchObject({ widget: "list", min: 1, max: 6 });
  });

  it("stores dates as YYYY-MM-DD without a time, and whole numbers as integers", () => {
    expect(field(fieldsOf("posts"), "date")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    expect(field(fieldsOf("site", "faq"), "reviewed")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD" });
    expect(field(fieldsOf("posts"), "id")).toMatchObject({ widget: "number", value_type: "int", min: 1 });
  });

  it("refuses a phone number the build would refuse, with the schema's message", () => {
    const phone = field(fieldsOf("site", "facts"), "phone");
    expect(accepts(phone, "+1 (312) 555-0100")).toBe(true);
    expect(accepts(phone, "(312) 555-0100")).toBe(false);
    expect(phone.pattern?.[1]).toMatch(/country code/);
  });

  it("holds the urgent-help services to an https:, tel: or sms: link, an https source and the known services, as the build does", () => {
    const resources = field(fieldsOf("site", "urgent-help"), "adultResources");
    const resource = resources.fields ?? [];
    const href = field(field(resource, "contacts").fields ?? [], "href");
    for (const value of ["https://stopncii.org/", "tel:+18008435678", "tel:988", "sms:988", "http://stopncii.org/", "mailto:help@example.com", "tel:call-us", "https://"]) {
      expect(accepts(href, value), value).toBe(urgentHelpCopySchema.shape.adultResources.element.shape.contacts.element.shape.href.safeParse(value).success);
    }
    expect(href.pattern?.[1]).toMatch(/tel:/);
    expect(field(resource, "source")).toMatchObject({ widget: "string" });
    expect(accepts(field(resource, "source"), "http://stopncii.org/")).toBe(false);
    expect(field(resource, "id").options).toEqual(urgentHelpCopySchema.shape.adultResources.element.shape.id.options);
    expect(field(resource, "contacts").hint).toMatch(/only after checking/);
    expect(field(fieldsOf("site", "urgent-help"), "reviewed")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD" });
    const notEmergency = field(fieldsOf("site", "urgent-help"), "notEmergency");
    expect(accepts(notEmergency, "RRR is not an emergency service. We reply within {{site.responseTime}}.")).toBe(true);
    expect(accepts(notEmergency, "We reply to messages within {{site.responseTime}}, in business hours.")).toBe(false);
  });

  it("holds the editor to the pages' title limits: 60 characters for the home page's whole title, 54 before \" | RRR\" for the contact page", () => {
    const homeTitle = field(field(fieldsOf("site", "home"), "meta").fields ?? [], "title");
    const contactTitle = field(field(fieldsOf("site", "contact"), "meta").fields ?? [], "title");
    for (const [cms, schema, max] of [
      [homeTitle, homeCopySchema.shape.meta.shape.title, 60],
      [contactTitle, contactCopySchema.shape.meta.shape.title, 54],
    ] as const) {
      for (const length of [max, max + 1]) expect(accepts(cms, "x".repeat(length)), `${cms.name} of ${String(length)}`).toBe(schema.safeParse("x".repeat(length)).success);
    }
  });

  it("accepts every value the site's content files hold today", () => {
    const entries: [readonly CmsField[], Record<string, unknown>, string][] = [
      ...(["blog", "guides", "case-studies", "legal"] as const).flatMap((folder) => {
        const collection = folder === "blog" ? "posts" : folder;
        return readdirSync(join("src", "content", folder))
          .filter((name) => name.endsWith(".md"))
          .map((name): [readonly CmsField[], Record<string, unknown>, string] => {
            const file = join("src", "content", folder, name);
            return [fieldsOf(collection), splitFrontmatter(readFileSync(file, "utf8")).data, file];
          });
      }),
      ...(["facts", "faq", "glossary", "home", "contact", "urgent-help"] as const).map((name): [readonly CmsField[], Record<string, unknown>, string] => {
        const file = join("src", "content", "data", `${name === "facts" ? "site" : name}.yml`);
        return [fieldsOf("site", name), parse(readFileSync(file, "utf8")) as Record<string, unknown>, file];
      }),
    ];
    const values = entries.flatMap(([fields, data, file]) => checkedValues(fields, data, file));
    expect(values.length).toBeGreaterThan(300);
    expect(values.filter(([, cms, value]) => !accepts(cms, value)).map(([where]) => where)).toEqual([]);
  });
});
