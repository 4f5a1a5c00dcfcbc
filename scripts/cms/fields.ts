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
  readonly options?: readonly string[] | readonly { readonly label: string; readonly value: number }[];
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
  /** A list of blocks of several types (https://decapcms.org/docs/variable-type-widgets/). */
  readonly types?: readonly CmsType[];
  /** With `types`: the property each block's type is stored in. */
  readonly typeKey?: string;
  /** The value a `hidden` field writes. */
  readonly default?: string | number | boolean;
}

/** One type of block of a variable-type list: an object widget with its own fields. */
export interface CmsType {
  /** What the list stores in `typeKey` for a block of this type. */
  readonly name: string;
  readonly label: string;
  readonly widget: "object";
  readonly hint?: string;
  readonly summary?: string;
  readonly fields: readonly CmsField[];
}

/** The part of JSON Schema `z.toJSONSchema` writes for this project's schemas, with the CMS's meta keys. */
interface JsonSchema {
  readonly type?: string;
  readonly title?: string;
  readonly description?: string;
  readonly enum?: readonly (string | number)[];
  readonly const?: string | number | boolean;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly format?: string;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minimum?: number;
  readonly exclusiveMinimum?: number;
  readonly maximum?: number;
  readonly items?: JsonSchema;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly widget?: "text" | "markdown" | "image";
  readonly patternMessage?: string;
  readonly summary?: string;
  /** A `.default()`'s value: the one a boolean's switch starts at (`anonymised`, docs/decisions/047). */
  readonly default?: unknown;
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

/** The members of a union (`anyOf` for `z.union`, `oneOf` for `z.discriminatedUnion`), if it is one. */
const membersOf = (schema: JsonSchema): readonly JsonSchema[] | undefined => schema.oneOf ?? schema.anyOf;

/**
 * A union of constants (`z.union([z.literal(2), z.literal(3)])`) as the enumeration it is, with
 * the union's own title and description; other schemas unchanged.
 */
function withConstantsAsEnum(schema: JsonSchema): JsonSchema {
  const members = membersOf(schema);
  if (!members || !members.every((member) => typeof member.const === "string" || typeof member.const === "number")) return schema;
  const values = members.flatMap((member) => (typeof member.const === "string" || typeof member.const === "number" ? [member.const] : []));
  return { title: schema.title, description: schema.description, type: typeof values[0] === "number" ? "number" : "string", enum: values };
}

/**
 * An enumeration's field: a `select` of the strings; for numbers, a whole `number` between the
 * first and the last when they are consecutive integers (columns 2, 3 or 4), else a `select` whose
 * options store numbers.
 * @throws Error for an enumeration that mixes strings and numbers, which no widget stores.
 */
function enumField(values: readonly (string | number)[]): Omit<CmsField, "name" | "label"> {
  const strings = values.filter((value): value is string => typeof value === "string");
  if (strings.length === values.length) return { widget: "select", options: strings };
  const numbers = values.filter((value): value is number => typeof value === "number");
  if (numbers.length !== values.length) throw new Error(`an enumeration of strings and numbers has no CMS widget: ${JSON.stringify(values)}`);
  const sorted = [...numbers].sort((a, b) => a - b);
  const consecutive = sorted.every((value, index) => Number.isInteger(value) && (index === 0 || value === (sorted[index - 1] ?? value) + 1));
  if (consecutive) return { widget: "number", value_type: "int", min: sorted[0], max: sorted[sorted.length - 1] };
  return { widget: "select", options: numbers.map((value) => ({ label: String(value), value })) };
}

/** The field of one property. */
function fieldOf(name: string, property: JsonSchema, required: boolean): CmsField {
  const schema = withConstantsAsEnum(property);
  const base = {
    name,
    label: schema.title ?? labelOf(name),
    ...(schema.description === undefined ? {} : { hint: schema.description }),
    ...(required ? {} : { required: false as const }),
  };
  if (schema.const !== undefined) return { ...base, widget: "hidden", default: schema.const };
  if (schema.enum) return { ...base, ...enumField(schema.enum) };
  if (membersOf(schema)) throw new Error(`field "${name}": a union of objects is a CMS field only as the items of a list`);
  if (schema.type === "object") return { ...base, widget: "object", fields: fieldsOfObject(schema) };
  if (schema.type === "array") return { ...base, ...listOf(schema) };
  if (schema.type === "integer" || schema.type === "number") {
    const min = schema.exclusiveMinimum === undefined ? schema.minimum : schema.exclusiveMinimum + 1;
    return {
      ...base,
      widget: "number",
      ...(schema.type === "integer" ? { value_type: "int" as const } : {}),
      ...(min === undefined ? {} : { min }),
      ...(schema.maximum === undefined ? {} : { max: schema.maximum }),
    };
  }
  if (schema.type === "boolean") return { ...base, widget: "boolean", ...(typeof schema.default === "boolean" ? { default: schema.default } : {}) };
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

/**
 * The property that names each member's type in a union of objects: the first one that is a
 * string constant in every member (`kind` for `z.discriminatedUnion("kind", …)`).
 */
function typeKeyOf(members: readonly JsonSchema[]): string | undefined {
  return Object.keys(members[0]?.properties ?? {}).find((key) => members.every((member) => typeof member.properties?.[key]?.const === "string"));
}

/**
 * A list of blocks of several types (a union of objects with a type key): Decap's variable-type
 * list, one `object` type per member, named by the member's constant, without the key among its
 * fields (the list writes it). `summary` is the list's, for the types that have that field.
 * @throws Error for a union whose members share no string constant.
 */
function typedListOf(members: readonly JsonSchema[], summary: string | undefined): Pick<CmsField, "types" | "typeKey"> {
  const typeKey = typeKeyOf(members);
  if (typeKey === undefined) throw new Error("a list of several kinds of object needs a property that is a constant in each (kind)");
  const types = members.map((member): CmsType => {
    const name = String(member.properties?.[typeKey]?.const);
    const fields = fieldsOfObject(member).filter((field) => field.name !== typeKey);
    return {
      name,
      label: member.title ?? labelOf(name),
      widget: "object",
      ...(member.description === undefined ? {} : { hint: member.description }),
      ...(summary !== undefined && fields.some((field) => field.name === summary) ? { summary: `{{fields.${summary}}}` } : {}),
      fields,
    };
  });
  return { typeKey, types };
}

/**
 * A list: a multiple select for a list of enumerated strings, a variable-type list for a union of
 * objects, Decap's `list` otherwise.
 */
function listOf(schema: JsonSchema): Omit<CmsField, "name" | "label"> {
  const items = withConstantsAsEnum(schema.items ?? {});
  const limits = { ...(schema.minItems === undefined ? {} : { min: schema.minItems }), ...(schema.maxItems === undefined ? {} : { max: schema.maxItems }) };
  if (items.enum) {
    const options = enumField(items.enum).options;
    if (!options || options.some((option) => typeof option !== "string")) throw new Error(`a list of numbers has no CMS widget: ${JSON.stringify(items.enum)}`);
    return { widget: "select", multiple: true, options, ...limits };
  }
  const members = membersOf(items);
  if (members) return { widget: "list", ...typedListOf(members, schema.summary), ...limits, collapsed: false };
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
 * @param schema - a zod object schema (`src/content/frontmatter.ts`, `src/content/dataSchemas.ts`,
 *   `src/content/pageSchemas.ts`).
 * @throws Error for a schema no Decap widget can edit (a union of objects outside a list, an
 *   enumeration that mixes strings and numbers), so the configuration is never half right.
 * @returns one field per property, in the schema's order: `required: false` for an optional one,
 *   `select` for an enumeration of strings (or a union of string constants), `number` with `min`
 *   and `max` for consecutive whole numbers (`columns: 2 | 3 | 4`), `hidden` with its `default` for
 *   a constant, `boolean` for a boolean, `datetime` stored as `YYYY-MM-DD` for an ISO date, `number`
 *   with `value_type: int` and `min` for a whole number, `list` (or a multiple `select`) with `min`
 *   and `max` for an array, a variable-type `list` (`types`, `typeKey`) for an array of a union of
 *   objects with a constant type key (`kind`), `object` for an object, and `string` or `text` with a
 *   `pattern` for a string's length limits or its own pattern.
 */
export function cmsFields(schema: z.ZodObject): CmsField[] {
  return fieldsOfObject(z.toJSONSchema(schema, { io: "input" }) as JsonSchema);
}
