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
import { ICON_NAMES } from "../src/content/icons";
import { contentSectionSchema, pageFileSchema, serviceFileSchema } from "../src/content/pageSchemas";
import { blogFrontmatterSchema, caseStudyFrontmatterSchema, guideFrontmatterSchema, legalFrontmatterSchema } from "../src/content/frontmatter";
import { splitFrontmatter } from "../src/content/frontmatterSource";
import { contactCopySchema, homeCopySchema, urgentHelpCopySchema } from "../src/content/pageCopySchemas";
import { teamMemberSchema, testimonialSchema } from "../src/content/proofSchemas";
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

/**
 * Whether the editor accepts a value in a field: a string its pattern and its options, a number
 * its bounds, a boolean its widget.
 */
function accepts(cms: CmsField, value: string | number | boolean): boolean {
  if (typeof value === "boolean") return cms.widget === "boolean";
  if (typeof value === "number") return cms.widget === "number" && value >= (cms.min ?? -Infinity) && value <= (cms.max ?? Infinity);
  if (cms.options && !cms.options.some((option) => option === value)) return false;
  return cms.pattern ? new RegExp(cms.pattern[0]).test(value) : true;
}

/** A value the editor checks, where it is, and the field that checks it. */
type Checked = [string, CmsField, string | number | boolean];

/**
 * The fields that edit an object of a list: the list's own, or those of the type its `typeKey`
 * names (none for a type the list does not offer, reported as a value it refuses).
 */
function itemFields(cms: CmsField, item: Readonly<Record<string, unknown>>, here: string): [readonly CmsField[], Checked[]] {
  if (!cms.types || cms.typeKey === undefined) return [cms.fields ?? [], []];
  const kind = item[cms.typeKey];
  const type = cms.types.find((candidate) => candidate.name === kind);
  const typeField: CmsField = { name: cms.typeKey, label: cms.typeKey, widget: "select", options: cms.types.map((candidate) => candidate.name) };
  return [type?.fields ?? [], [[`${here}.${cms.typeKey}`, typeField, String(kind)]]];
}

/** Every value the editor would check against a field, with that field: strings, numbers and booleans, in lists and objects. */
function checkedValues(fields: readonly CmsField[], data: Readonly<Record<string, unknown>>, path: string): Checked[] {
  return fields.flatMap((cms): Checked[] => {
    const value = data[cms.name];
    const here = `${path}.${cms.name}`;
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return [[here, cms, value]];
    if (!Array.isArray(value)) return value !== null && typeof value === "object" && cms.fields ? checkedValues(cms.fields, value as Record<string, unknown>, here) : [];
    return value.flatMap((item: unknown, index): Checked[] => {
      const at = `${here}.${String(index)}`;
      if (typeof item === "string") return cms.field ? [[at, cms.field, item]] : [];
      if (item === null || typeof item !== "object") return [];
      const [itemFieldList, typeChecks] = itemFields(cms, item as Record<string, unknown>, at);
      return [...typeChecks, ...checkedValues(itemFieldList, item as Record<string, unknown>, at)];
    });
  });
}

/** Whether a zod field is required: it refuses `undefined`. */
const isRequired = (property: unknown): boolean => !(property as z.ZodType).safeParse(undefined).success;

const collections: [string, string | undefined, z.ZodObject][] = [
  ["posts", undefined, blogFrontmatterSchema],
  ["guides", undefined, guideFrontmatterSchema],
  ["case-studies", undefined, caseStudyFrontmatterSchema],
  ["legal", undefined, legalFrontmatterSchema],
  ["site", "facts", siteFactsSchema],
  ["site", "faq", faqSchema],
  ["site", "glossary", glossarySchema],
  ["services-individuals", undefined, serviceFileSchema],
  ["services-businesses", undefined, serviceFileSchema],
  ["pages", undefined, pageFileSchema],
  ["site", "home", homeCopySchema],
  ["site", "contact", contactCopySchema],
  ["site", "urgent-help", urgentHelpCopySchema],
  ["team", undefined, teamMemberSchema],
  ["testimonials", undefined, testimonialSchema],
];

/** The Markdown collections: their files end with the body. */
const MARKDOWN_COLLECTIONS = ["posts", "guides", "case-studies", "legal"];

describe("the CMS configuration", () => {
  it.each(collections)("has the fields of the schema, required as the schema requires them: %s %s", (collection, file, schema) => {
    const fields = fieldsOf(collection, file);
    // A Markdown collection adds its body after the frontmatter's fields; a data file's "body" is its own.
    const names = fields.map((cms) => cms.name).filter((name) => file !== undefined || name !== "body");
    expect(names).toEqual(Object.keys(schema.shape));
    for (const [name, property] of Object.entries(schema.shape)) {
      expect(field(fields, name).required ?? true, name).toBe(isRequired(property));
    }
    if (MARKDOWN_COLLECTIONS.includes(collection)) expect(field(fields, "body").widget).toBe("markdown");
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

  it("offers each kind of section as a type of the sections list, with its fields and their required flags and enumerations", () => {
    for (const collection of ["services-businesses", "pages"]) {
      const sections = field(fieldsOf(collection), "sections");
      expect(sections).toMatchObject({ widget: "list", typeKey: "kind" });
      expect(sections.types?.map((type) => type.name)).toEqual(contentSectionSchema.options.map((option) => option.shape.kind.value));
      for (const option of contentSectionSchema.options) {
        const type = sections.types?.find((candidate) => candidate.name === option.shape.kind.value);
        // The list writes `kind`: it is no field of a type.
        const shape = Object.entries(option.shape).filter(([name]) => name !== "kind");
        expect(type?.fields.map((cms) => cms.name), option.shape.kind.value).toEqual(shape.map(([name]) => name));
        for (const [name, property] of shape) expect(field(type?.fields ?? [], name).required ?? true, `${option.shape.kind.value}.${name}`).toBe(isRequired(property));
      }
      const types = sections.types ?? [];
      const typeFields = (name: string) => types.find((type) => type.name === name)?.fields ?? [];
      expect(field(typeFields("cards"), "columns")).toMatchObject({ widget: "number", value_type: "int", min: 2, max: 4, required: false });
      expect(field(field(typeFields("cards"), "cards").fields ?? [], "icon")).toMatchObject({ widget: "select", options: ICON_NAMES });
      expect(field(typeFields("serviceCards"), "audience")).toMatchObject({ widget: "select", options: ["individuals", "businesses"] });
      expect(field(typeFields("urgentHelp"), "doxxing")).toMatchObject({ widget: "boolean", required: false });
      expect(types.find((type) => type.name === "text")).toMatchObject({ label: "Text", summary: "{{fields.heading}}" });
    }
    expect(field(fieldsOf("services-individuals"), "icon").options).toEqual(ICON_NAMES);
    expect(field(field(fieldsOf("pages"), "callToAction").fields ?? [], "tone")).toMatchObject({ widget: "select", options: ["default", "accent", "urgent"], required: false });
    expect(field(fieldsOf("pages"), "schemaType").options).toEqual(pageFileSchema.shape.schemaType.unwrap().options);
  });

  it("holds the editor to a page's search title and description limits: 54 and 120 to 160 characters", () => {
    const meta = field(fieldsOf("services-businesses"), "meta").fields ?? [];
    for (const [name, schema, min, max] of [
      ["title", serviceFileSchema.shape.meta.shape.title, 10, 54],
      ["description", serviceFileSchema.shape.meta.shape.description, 120, 160],
    ] as const) {
      for (const length of [min - 1, min, max, max + 1]) expect(accepts(field(meta, name), "x".repeat(length)), `${name} of ${String(length)}`).toBe(schema.safeParse("x".repeat(length)).success);
    }
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

  it("gives the editor no field for the text of a button to the contact page, which src/content/actions.ts writes, and keeps it for buttons that lead elsewhere", () => {
    for (const collection of ["services-individuals", "services-businesses", "pages"]) {
      expect(field(fieldsOf(collection), "callToAction").fields?.map((cms) => cms.name), collection).toEqual(["heading", "body", "tone"]);
      const signpost = field(fieldsOf(collection), "sections").types?.find((type) => type.name === "signpost");
      expect(signpost?.fields.map((cms) => cms.name), `${collection} signpost`).toContain("actionLabel");
    }
    const home = fieldsOf("site", "home");
    expect(field(home, "hero").fields?.map((cms) => cms.name)).not.toContain("primaryAction");
    expect(field(home, "closing").fields?.map((cms) => cms.name)).toEqual(["heading", "body"]);
    // The urgent-help block's retired label stays in its file until the next check of the services
    // (urgentHelpCopySchema): hidden in the editor, so no field edits it.
    expect(fieldsOf("site", "urgent-help").filter((cms) => cms.name === "actionLabel" && cms.widget !== "hidden")).toEqual([]);
    // The booking button leads to the outside booking site.
    expect(field(fieldsOf("site", "contact"), "booking").fields?.map((cms) => cms.name)).toContain("actionLabel");
    // Nor does a content file still hold one, which the build would silently drop.
    const stray = [
      ...["home", "urgent-help"].map((name) => join("src", "content", "data", `${name}.yml`)),
      ...[join("src", "content", "services", "individuals"), join("src", "content", "services", "businesses"), join("src", "content", "pages")].flatMap((folder) =>
        readdirSync(folder)
          .filter((name) => name.endsWith(".yml"))
          .map((name) => join(folder, name)),
      ),
    ].filter((file) => {
      const data = parse(readFileSync(file, "utf8")) as Record<string, Record<string, unknown> | undefined>;
      const retired = file.endsWith(join("data", "urgent-help.yml"));
      return data.callToAction?.actionLabel !== undefined || data.closing?.actionLabel !== undefined || data.hero?.primaryAction !== undefined || (!retired && data.actionLabel !== undefined);
    });
    expect(stray).toEqual([]);
  });

  it("lets editors add and delete team members and testimonials, and no other folder's entries (pages are routes)", () => {
    const folders = config.collections.filter((collection) => "folder" in collection && collection.extension === "yml");
    expect(folders.filter((collection) => "create" in collection && collection.create).map((collection) => collection.name)).toEqual(["team", "testimonials"]);
    // A new testimonial's file is named by the time it was created, never by its words or a name.
    const testimonials = config.collections.find((collection) => collection.name === "testimonials");
    expect(testimonials).toMatchObject({ delete: true, identifier_field: "quote" });
    expect(testimonials && "slug" in testimonials ? (testimonials.slug ?? "").replace(/\{\{(?:year|month|day|hour|minute|second)\}\}/g, "") : undefined).toMatch(/^[a-z-]+$/);
    expect(field(fieldsOf("team"), "photo")).toMatchObject({ widget: "image", required: false });
    expect(field(fieldsOf("testimonials"), "consentDate")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD" });
    const attribution = field(fieldsOf("testimonials"), "attribution").fields ?? [];
    // Anonymised unless the editor turns it off, in the editor as in the build.
    expect(field(attribution, "anonymised")).toMatchObject({ widget: "boolean", default: true });
    const incentive = field(fieldsOf("testimonials"), "incentive");
    for (const value of ["none", "Received a discount for writing a review", "None", "a gift"]) expect(accepts(incentive, value), value).toBe(testimonialSchema.shape.incentive.safeParse(value).success);
    const descriptor = field(attribution, "descriptor");
    for (const value of ["A business owner in hospitality", "An executive in finance", "Jane from 12 Main St", "a client"]) {
      expect(accepts(descriptor, value), value).toBe(/^An? [a-z]/.test(value) && !/\d/.test(value));
    }
  });

  it("gives every list of fields at least one field, as Decap's configuration schema requires (an empty list stops the editor from loading)", () => {
    /** The paths of the `fields` lists in `value` that are empty. */
    const emptyFieldLists = (value: unknown, path: string): string[] => {
      if (Array.isArray(value)) return value.flatMap((item, index) => emptyFieldLists(item, `${path}[${String(index)}]`));
      if (typeof value !== "object" || value === null) return [];
      return Object.entries(value).flatMap(([key, child]) => [
        ...(key === "fields" && Array.isArray(child) && child.length === 0 ? [`${path}.fields`] : []),
        ...emptyFieldLists(child, `${path}.${key}`),
      ]);
    };
    expect(emptyFieldLists(config, "config")).toEqual([]);
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
      ...(
        [
          ["services-individuals", join("src", "content", "services", "individuals")],
          ["services-businesses", join("src", "content", "services", "businesses")],
          ["pages", join("src", "content", "pages")],
          // Empty until the firm adds real entries (docs/decisions/047); checked once it has some.
          ["team", join("src", "content", "team")],
          ["testimonials", join("src", "content", "testimonials")],
        ] as const
      ).flatMap(([collection, folder]) =>
        readdirSync(folder)
          .filter((name) => name.endsWith(".yml"))
          .map((name): [readonly CmsField[], Record<string, unknown>, string] => {
            const file = join(folder, name);
            return [fieldsOf(collection), parse(readFileSync(file, "utf8")) as Record<string, unknown>, file];
          }),
      ),
    ];
    const values = entries.flatMap(([fields, data, file]) => checkedValues(fields, data, file));
    expect(values.length).toBeGreaterThan(2000);
    // The sections of the service pages and content pages are checked through their types.
    expect(values.some(([where]) => /pages\/about\.yml\.sections\.\d+\.cards\.\d+\.icon$/.test(where))).toBe(true);
    expect(values.filter(([, cms, value]) => !accepts(cms, value)).map(([where]) => where)).toEqual([]);
  });
});
