/**
 * Turns a content schema into the fields of the CMS's configuration (Decap CMS, docs/decisions/034
 * and 035), so that the editor and the build read one schema: every required flag, enumeration,
 * length limit and pattern of the zod schema becomes the field's own rule in the editor, and its
 * `.meta()` title and description become the label and the hint.
 *
 * The schema is read through `z.toJSONSchema` (JSON Schema draft 2020-12), not through zod's
 * internals. Decap's widgets: https://decapcms.org/docs/widgets/.
 */
import { z } from "zod";

/** One field of a Decap CMS collection, as its configuration writes it. */
export interface CmsField {
  readonly name: string;
  readonly label: string;
  readonly widget: string;
  readonly hint?: string;
  readonly required?: false;
  readonly pattern?: readonly [string, string];
  readonly options?: readonly string[];
  readonly multiple?: true;
  readonly min?: number;
  readonly max?: number;
  readonly value_type?: "int";
  readonly format?: string;
  readonly date_format?: string;
  readonly time_format?: false;
  readonly picker_utc?: true;
  readonly field?: CmsField;
  readonly fields?: readonly CmsField[];
  readonly summary?: string;
  readonly collapsed?: false;
}

/** The part of JSON Schema `z.toJSONSchema` writes for this project's schemas, with the CMS's meta keys. */
interface JsonSchema {
  readonly type?: string;
  readonly title?: string;
  readonly description?: string;
  readonly enum?: readonly string[];
  readonly format?: string;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minimum?: number;
  readonly exclusiveMinimum?: number;
  readonly items?: JsonSchema;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly widget?: "text" | "markdown";
  readonly patternMessage?: string;
  readonly summary?: string;
}

/** What the editor accepts for a URL field (the schemas accept https only): the build checks the rest. */
const HTTPS_URL_PATTERN = "^https://[^\\s/]+\\.[^\\s]+$";

/** Strings longer than this many characters are edited in a text area (`text`), not a line. */
const ONE_LINE_MAX = 160;

/** "seoTitle" → "Seo title": the label of a field whose schema has no `title`. */
function labelOf(name: string): string {
  const words = name.replace(/([A-Z])/g, " $1").toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A length limit as Decap's `pattern` (Decap shows "<label> didn't match the pattern: <message>.",
 * so the message has no full stop of its own) (a string field has no `min` or `max` of its own): a regular
 * expression on the whole value and the message shown when it fails.
 */
function lengthPattern(min: number | undefined, max: number | undefined): readonly [string, string] | undefined {
  if (min === undefined && max === undefined) return undefined;
  const low = min ?? 0;
  if (max === undefined) return [`^[\\s\\S]{${String(low)},}$`, `At least ${String(low)} characters`];
  return [`^[\\s\\S]{${String(low)},${String(max)}}$`, low > 0 ? `Between ${String(low)} and ${String(max)} characters` : `At most ${String(max)} characters`];
}

/** The field of one property. */
function fieldOf(name: string, schema: JsonSchema, required: boolean): CmsField {
  const base = {
    name,
    label: schema.title ?? labelOf(name),
    ...(schema.description === undefined ? {} : { hint: schema.description }),
    ...(required ? {} : { required: false as const }),
  };
  if (schema.type === "object") return { ...base, widget: "object", fields: fieldsOfObject(schema) };
  if (schema.type === "array") return { ...base, ...listOf(schema) };
  if (schema.type === "integer" || schema.type === "number") {
    const min = schema.exclusiveMinimum === undefined ? schema.minimum : schema.exclusiveMinimum + 1;
    return { ...base, widget: "number", ...(schema.type === "integer" ? { value_type: "int" as const } : {}), ...(min === undefined ? {} : { min }) };
  }
  if (schema.type === "boolean") return { ...base, widget: "boolean" };
  if (schema.enum) return { ...base, widget: "select", options: schema.enum };
  if (schema.format === "date") {
    // Stored as `YYYY-MM-DD`, the schemas' ISO date, without a time or a time zone.
    return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true };
  }
  const widget = schema.widget ?? ((schema.maxLength ?? 0) > ONE_LINE_MAX ? "text" : "string");
  const pattern =
    schema.format === "uri"
      ? ([HTTPS_URL_PATTERN, "Write the whole address, starting with https://"] as const)
      : schema.pattern !== undefined
        ? ([schema.pattern, schema.patternMessage ?? (schema.format === "email" ? "Write an email address, e.g. help@example.com" : "This does not have the expected form")] as const)
        : lengthPattern(schema.minLength, schema.maxLength);
  return { ...base, widget, ...(pattern === undefined ? {} : { pattern }) };
}

/** A list: a multiple select for a list of enumerated values, Decap's `list` otherwise. */
function listOf(schema: JsonSchema): Omit<CmsField, "name" | "label"> {
  const items = schema.items ?? {};
  const limits = { ...(schema.minItems === undefined ? {} : { min: schema.minItems }), ...(schema.maxItems === undefined ? {} : { max: schema.maxItems }) };
  if (items.enum) return { widget: "select", multiple: true, options: items.enum, ...limits };
  if (items.type === "object") {
    const summary = schema.summary ?? Object.keys(items.properties ?? {})[0];
    // Open, not collapsed: Decap's buttons that expand an item have no accessible name.
    return { widget: "list", fields: fieldsOfObject(items), ...limits, ...(summary === undefined ? {} : { summary: `{{fields.${summary}}}` }), collapsed: false };
  }
  // A list of strings is stored as a YAML sequence of strings; its one `field` edits each item.
  return { widget: "list", field: fieldOf("item", { title: "Item", ...items }, true), ...limits, collapsed: false };
}

/** The fields of an object schema, in its order. */
function fieldsOfObject(schema: JsonSchema): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => fieldOf(name, property, required.has(name)));
}

/**
 * The CMS fields of an object schema.
 * @param schema - a zod object schema (`src/content/frontmatter.ts`, `src/content/dataSchemas.ts`).
 * @returns one field per property, in the schema's order: `required: false` for an optional one,
 *   `select` for an enumeration, `datetime` stored as `YYYY-MM-DD` for an ISO date, `number` with
 *   `value_type: int` and `min` for a whole number, `list` (or a multiple `select`) with `min` and
 *   `max` for an array, `object` for an object, and `string` or `text` with a `pattern` for a string's
 *   length limits or its own pattern.
 */
export function cmsFields(schema: z.ZodObject): CmsField[] {
  return fieldsOfObject(z.toJSONSchema(schema, { io: "input" }) as JsonSchema);
}
