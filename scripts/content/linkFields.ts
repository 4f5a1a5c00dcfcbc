/**
 * The link fields of the content files, and the check that each names a page of the site
 * (docs/decisions/039). A link field is any string field whose schema holds it to
 * `SITE_PATH_PATTERN` (`src/content/dataSchemas.ts`): a card's `href`, a signpost's button, the
 * related-page links. Found through the schema (`z.toJSONSchema`, as the CMS's fields are:
 * `scripts/cms/fields.ts`), so a new link field is checked without being listed anywhere.
 *
 * A link field holds nothing but a site path: a `javascript:`, `data:` or any other scheme fails
 * with its file and field (the schema refuses it first: `sitePathError`). The same step checks the
 * links and images of every Markdown file (`markdownFileUrlProblems`,
 * `src/content/markdownUrls.server.ts`): one that is not `http:`, `https:`, `mailto:`, `tel:`, a
 * site path or a fragment fails with its file and line.
 *
 * `scripts/content-index.ts` runs the check at every content step (dev, build, typecheck, unit
 * tests), before any page is built; `scripts/check-links.ts` still checks every link of the built
 * pages, anchors and schemes included, after a build.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import type { DataCollection, DataSource } from "./data/collection";
import { SITE_PATH_PATTERN } from "../../src/content/dataSchemas";
import { markdownFileUrlProblems } from "../../src/content/markdownUrls.server";
import { urlScheme } from "../../src/content/safeUrls";
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
 *   /services/busineses/ is not a page of the site`; for an address with a scheme, which no link
 *   field may hold (the scheme as a browser reads it: `urlScheme`, src/content/safeUrls.ts),
 *   `…: field "sections.0.href": "javascript:alert(1)" is not allowed: "javascript:" addresses …`.
 */
export function unknownLinkProblems(file: string, links: readonly LinkField[], pagePaths: ReadonlySet<string>, allowedMissing: ReadonlySet<string> = new Set()): string[] {
  return links.flatMap(({ field, href }) => {
    const scheme = urlScheme(href);
    if (scheme !== undefined) {
      return [`${file}: field "${field}": ${JSON.stringify(href)} is not allowed: "${scheme}:" addresses are not allowed in a link field (write the address of a page from its first slash to its last, e.g. /contact/)`];
    }
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

/** The folders of the Markdown files, as their loaders read them (`src/content/articles.server.ts`, `src/content/legal.server.ts`). */
export const MARKDOWN_FOLDERS = ["src/content/blog", "src/content/guides", "src/content/case-studies", "src/content/legal"] as const;

/**
 * The problems of the links and images of every Markdown file of `folders`
 * (`markdownFileUrlProblems`): one per address that is not `http:`, `https:`, `mailto:`,
 * `tel:`, a site path or a fragment, naming the file and its line.
 * @param folders - the folders whose `.md` files are read, sorted by name.
 * @returns e.g. `src/content/blog/x.md:12: field "body": link "javascript:alert(1)": "javascript:"
 *   addresses are not allowed; write …`; a file whose frontmatter is not YAML is reported by
 *   `scripts/content-index.ts` already, and here by its parser's message after its name.
 */
export function markdownLinkProblems(folders: readonly string[] = MARKDOWN_FOLDERS): string[] {
  return folders.flatMap((folder) =>
    (existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith(".md")).sort() : []).flatMap((name) => {
      const file = join(folder, name);
      try {
        return markdownFileUrlProblems(readFileSync(file, "utf8"), file);
      } catch (error) {
        return [`${file}: ${error instanceof Error ? error.message : String(error)}`];
      }
    }),
  );
}

/**
 * The problems of every link field of every content file that names no page or holds another
 * scheme (`unknownLinkProblems`), then those of the Markdown files' links and images
 * (`markdownLinkProblems`). Each file is read as YAML without its schema's transforms: the content
 * step (`scripts/content-data.ts`) has already validated it, and a link field holds the address as
 * written.
 * @param collections - the declarations of `scripts/content/data/index.ts`.
 * @param pagePaths - every page of the route manifest, registered form.
 * @param allowedMissing - canonical paths that may be linked before they exist.
 */
export function contentLinkProblems(collections: readonly DataCollection[], pagePaths: ReadonlySet<string>, allowedMissing: ReadonlySet<string> = new Set()): string[] {
  const fieldProblems = collections.flatMap((collection) => {
    const schema = jsonSchemaOf(collection.schema);
    return filesOfSource(collection.source).flatMap((file) => unknownLinkProblems(file, walk(schema, parse(readFileSync(file, "utf8")), []), pagePaths, allowedMissing));
  });
  return [...fieldProblems, ...markdownLinkProblems()];
}
