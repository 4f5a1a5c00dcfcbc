/**
 * The link fields of the content files, and the check that each names a page of the site
 * (docs/decisions/039). A link field is any string field whose schema holds it to
 * `SITE_PATH_PATTERN` (`src/content/dataSchemas.ts`): a card's `href`, a signpost's button, the
 * related-page links. Found through the schema (`z.toJSONSchema`, as the CMS's fields are:
 * `scripts/cms/fields.ts`), so a new link field is checked without being listed anywhere.
 *
 * `scripts/content-index.ts` runs the check at every content step (dev, build, typecheck, unit
 * tests), before any page is built; `scripts/check-links.ts` still checks every link of the built
 * pages, anchors included, after a build.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import type { DataCollection, DataSource } from "./data/collection";
import { SITE_PATH_PATTERN } from "../../src/content/dataSchemas";
import { registeredPath } from "../../src/site/paths";

/** The part of JSON Schema `z.toJSONSchema` writes that the walk reads. */
interface JsonSchema {
  readonly type?: string;
  readonly const?: unknown;
  readonly pattern?: string;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly items?: JsonSchema;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
}

/** One value of a link field. */
export interface LinkField {
  /** The field's path in the file's data, dotted: `sections.2.cards.0.href`. */
  readonly field: string;
  /** The page address it holds, e.g. `/services/businesses/` or `/learning/faqs/#cost`. */
  readonly href: string;
}

const LINK_PATTERN = SITE_PATH_PATTERN.source;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * The members of a union that describe `value`: those whose constant properties (a section's
 * `kind`) all equal the value's, so a field of one kind of section is never read with another's.
 */
function matchingMembers(members: readonly JsonSchema[], value: unknown): readonly JsonSchema[] {
  return members.filter((member) =>
    Object.entries(member.properties ?? {}).every(([key, property]) => property.const === undefined || (isRecord(value) && value[key] === property.const)),
  );
}

/** The link fields of `value` as `schema` describes it, under `path`. */
function walk(schema: JsonSchema, value: unknown, path: readonly string[]): LinkField[] {
  const members = schema.oneOf ?? schema.anyOf;
  if (members) return matchingMembers(members, value).flatMap((member) => walk(member, value, path));
  if (typeof value === "string") return schema.type === "string" && schema.pattern === LINK_PATTERN ? [{ field: path.join("."), href: value }] : [];
  if (Array.isArray(value)) return schema.items ? value.flatMap((item: unknown, index) => walk(schema.items ?? {}, item, [...path, String(index)])) : [];
  if (!isRecord(value)) return [];
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => walk(property, value[key], [...path, key]));
}

/**
 * Every link field of a content file's data.
 * @param schema - the zod schema the file was validated with.
 * @param data - the file's data, as the schema parsed it.
 * @returns the link fields in the data's order, each with its dotted path; none for data without.
 */
export function linkFieldsOf(schema: z.ZodType, data: unknown): LinkField[] {
  return walk(jsonSchemaOf(schema), data, []);
}

/** A schema as the JSON Schema the walk reads. */
const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: "input" }) as JsonSchema;

/**
 * The problems of link fields that name no page.
 * @param file - the content file, named in each message.
 * @param links - its link fields (`linkFieldsOf`).
 * @param pagePaths - every page of the route manifest, in the registered form (`/contact`, `/`).
 * @param allowedMissing - canonical paths that may be linked before they exist
 *   (`scripts/known-missing-links.json`, as the built pages' link check allows them).
 * @returns one message per link, e.g. `src/content/pages/services.yml: field "sections.0.cards.1.href":
 *   /services/busineses/ is not a page of the site`.
 */
export function unknownLinkProblems(file: string, links: readonly LinkField[], pagePaths: ReadonlySet<string>, allowedMissing: ReadonlySet<string> = new Set()): string[] {
  return links.flatMap(({ field, href }) => {
    const pathname = href.split("#")[0] ?? href;
    if (pagePaths.has(registeredPath(pathname)) || allowedMissing.has(pathname)) return [];
    return [`${file}: field "${field}": ${href} is not a page of the site (write the address of a page from its first slash to its last, e.g. /contact/)`];
  });
}

/**
 * The content files of a declaration (`scripts/content/data/index.ts`): its one file, or its
 * folder's `.yml` files sorted by name, as `scripts/content-data.ts` reads them.
 */
export function filesOfSource(source: DataSource): string[] {
  if ("file" in source) return [source.file];
  return existsSync(source.folder)
    ? readdirSync(source.folder)
        .filter((name) => name.endsWith(".yml"))
        .sort()
        .map((name) => join(source.folder, name))
    : [];
}

/**
 * The problems of every link field of every content file that names no page
 * (`unknownLinkProblems`). Each file is read as YAML without its schema's transforms: the content
 * step (`scripts/content-data.ts`) has already validated it, and a link field holds the address as
 * written.
 * @param collections - the declarations of `scripts/content/data/index.ts`.
 * @param pagePaths - every page of the route manifest, registered form.
 * @param allowedMissing - canonical paths that may be linked before they exist.
 */
export function contentLinkProblems(collections: readonly DataCollection[], pagePaths: ReadonlySet<string>, allowedMissing: ReadonlySet<string> = new Set()): string[] {
  return collections.flatMap((collection) => {
    const schema = jsonSchemaOf(collection.schema);
    return filesOfSource(collection.source).flatMap((file) => unknownLinkProblems(file, walk(schema, parse(readFileSync(file, "utf8")), []), pagePaths, allowedMissing));
  });
}
