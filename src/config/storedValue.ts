/**
 * Structured values in browser storage, each key with its own zod schema: the one way the code
 * reads and writes a JSON value of an expiring registry item (the contact draft, the reputation
 * check's answers; src/config/storage.ts). Stored text is never trusted: what does not parse, or
 * does not match the item's schema, is deleted and read as absent, like a value past its limit
 * (`readFresh`; docs/product-decisions.md, decision 13).
 *
 * Kept apart from the registry and from `storageExpiry.ts`, which the inline hydration loader
 * bundles into every page (scripts/html/loader/main.ts): only the pages that keep such a value load
 * zod (its tree-shaken `zod/mini` build; https://zod.dev/packages/mini).
 */
import * as z from "zod/mini";
import { removeStored } from "./storage";
import { type ExpiringItem, readFreshStamped, writeStamped } from "./storageExpiry";

/** A zod schema whose output is what the code keeps under a key. */
export type StoredSchema<Value> = z.core.$ZodType<Value>;

/** One expiring registry item with its schema: read and write its value. */
export interface StoredValue<Value> {
  /**
   * The value kept under the item, checked against its schema (its output returned, `z.catch`
   * fallbacks and transforms applied).
   * @param now - the current time in ms since the epoch (`Date.now()`), for `readFresh`.
   * @returns the value, or `null` when there is none, it has expired, storage is unavailable, or
   *   the text is not JSON or does not match the schema (the item is then removed).
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
 * @param schema - what the stored value must look like (a zod schema, https://zod.dev/api).
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
    const parsed = z.safeParse(schema, json);
    if (parsed.success) return { value: parsed.data, savedAt: stamped.savedAt };
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
