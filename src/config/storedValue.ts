/**
 * Structured values in browser storage, each key with its own schema: the one way the code
 * reads and writes a JSON value of an expiring registry item (the contact draft, the reputation
 * check's answers; src/config/storage.ts). Stored text is never trusted: what does not parse, or
 * does not match the item's schema, is deleted and read as absent, like a value past its limit
 * (`readFresh`; docs/product-decisions.md, decision 13).
 *
 * Kept apart from the registry and from `storageExpiry.ts`, which the inline loaders bundle into
 * every page (scripts/html/loader/): only the islands that keep such a value load the schema
 * library. That library is Valibot (https://valibot.dev/), whose functions are modules of their
 * own: the schemas here cost about 1.6 KB (brotli) where `zod/mini` cost 8.7 KB, a tenth of the
 * contact form's budget (docs/decisions/041). The content pipeline, which runs at build time,
 * keeps zod.
 */
import * as v from "valibot";
import { removeStored } from "./storage";
import { type ExpiringItem, readFreshStamped, writeStamped } from "./storageExpiry";

/** Whether parsed JSON is an object: not an array, not `null`, not a primitive. */
function isJsonObject(json: unknown): json is Record<string, unknown> {
  return typeof json === "object" && json !== null && !Array.isArray(json);
}

/** A Valibot schema of a JSON object, whose output is what the code keeps under a key. */
export type StoredSchema<Value> = v.GenericSchema<unknown, Value>;

/** One expiring registry item with its schema: read and write its value. */
export interface StoredValue<Value> {
  /**
   * The value kept under the item, checked against its schema (its output returned, `v.fallback`
   * values and transforms applied).
   * @param now - the current time in ms since the epoch (`Date.now()`), for `readFresh`.
   * @returns the value, or `null` when there is none, it has expired, storage is unavailable, or
   *   the text is not a JSON object or does not match the schema (the item is then removed).
   */
  read(now?: number): Value | null;
  /**
   * `read`, with the time of the write that stored the value (ms since the epoch), from which the
   * item's limit runs.
   * @returns `{ value, savedAt }`, or `null` where `read` gives `null`.
   */
  readStamped(now?: number): { value: Value; savedAt: number } | null;
  /**
   * Keeps a value as JSON, stamped with the time (`writeStamped`), so each write restarts the
   * item's limit. Storage errors (blocked, quota, private mode) are ignored.
   * @param now - the time of the write in ms since the epoch (`Date.now()`).
   */
  write(value: Value, now?: number): void;
}

/**
 * The typed accessor of an expiring item of `STORED_ITEMS` (src/config/storage.ts) whose value is
 * JSON of the shape `schema` describes.
 * @param item - an item with `expiresAfterIdleMs`.
 * @param schema - what the stored value must look like (a Valibot schema, https://valibot.dev/api/).
 * @returns `read` and `write` for that item.
 */
export function storedValue<Value>(item: ExpiringItem, schema: StoredSchema<Value>): StoredValue<Value> {
  const readStamped = (now = Date.now()) => {
    const stamped = readFreshStamped(item, now);
    if (stamped === null) return null;
    let json: unknown;
    try {
      json = JSON.parse(stamped.value);
    } catch {
      json = undefined;
    }
    // Every item's value is a JSON object; Valibot's `object` would also take an array.
    const parsed = isJsonObject(json) ? v.safeParse(schema, json) : null;
    if (parsed?.success) return { value: parsed.output, savedAt: stamped.savedAt };
    removeStored(item);
    return null;
  };
  return {
    read: (now = Date.now()) => readStamped(now)?.value ?? null,
    readStamped,
    write(value, now = Date.now()) {
      writeStamped(item, JSON.stringify(value), now);
    },
  };
}
