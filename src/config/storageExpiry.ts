/**
 * Expiry after inactivity for the items of the storage registry (src/config/storage.ts) that hold
 * what a visitor typed or answered: the contact draft and the reputation check's answers
 * (docs/product-decisions.md, decision 13: "nothing a visitor types or answers is kept in the
 * browser longer than a documented limit"; how-to: docs/content/browser-storage.md, "Expiry after
 * inactivity"). Such an item has `expiresAfterIdleMs` (`IDLE_EXPIRY_MS`, 30 minutes) and is read
 * and written only here: `readStored` and `writeStored` refuse it.
 *
 * Kept out of the registry module, which every page loads for the theme, so that only the pages
 * with such an item load this code (the home page's JavaScript budget, docs/decisions/009).
 */
import { IDLE_EXPIRY_MS, STORED_ITEMS, type StoredItem, readStored, removeStored, writeStored } from "./storage";

/** `IDLE_EXPIRY_MS` in words, for the copy: "30 minutes" (a whole number of minutes). */
export const IDLE_EXPIRY_TEXT = `${String(IDLE_EXPIRY_MS / 60_000)} minutes`;

/** An item of the registry with a limit (`expiresAfterIdleMs`, in ms). */
export type ExpiringItem = StoredItem & { readonly expiresAfterIdleMs: number };

/**
 * How `writeStamped` keeps an item: the text and when it was written, in ms since the epoch
 * (`Date.now()`), as JSON: `{"savedAt":1736931600000,"value":"…"}`.
 */
export interface StampedValue {
  readonly savedAt: number;
  readonly value: string;
}

/** The item's key and area alone: its raw text, for `readStored` and `writeStored`. */
const rawSlot = ({ key, area }: StoredItem) => ({ key, area });

/**
 * The text of an item with a limit and when it was written, if that was no longer ago than its
 * limit. A value older than that, stamped more than the limit in the future (a clock set back is
 * not trusted), not stamped (written before the limit existed) or not a stamped value at all is
 * removed from storage: reading a stale value deletes it.
 * @param item - an item with `expiresAfterIdleMs`.
 * @param now - the current time in ms since the epoch; `Date.now()` unless a test injects it (in
 *   the browser, Playwright's `page.clock` controls `Date.now()`).
 * @returns the `StampedValue`, or `null` when there is none, it has expired, or storage is unavailable.
 */
export function readFreshStamped(item: ExpiringItem, now: number = Date.now()): StampedValue | null {
  const raw = readStored(rawSlot(item));
  if (raw === null) return null;
  try {
    const stamped: unknown = JSON.parse(raw);
    if (typeof stamped === "object" && stamped !== null) {
      const { savedAt, value } = stamped as Record<string, unknown>;
      if (typeof savedAt === "number" && typeof value === "string" && Math.abs(now - savedAt) <= item.expiresAfterIdleMs) return { savedAt, value };
    }
  } catch {
    /* not JSON: not a stamped value */
  }
  removeStored(item);
  return null;
}

/**
 * The text of an item with a limit, if it was last written no longer ago than its limit
 * (`readFreshStamped`, which deletes a stale value).
 * @returns the text, or `null` when there is none, it has expired, or storage is unavailable.
 */
export function readFresh(item: ExpiringItem, now: number = Date.now()): string | null {
  return readFreshStamped(item, now)?.value ?? null;
}

/**
 * Stores the text of an item with a limit as a `StampedValue` written at `now`, so each write (each
 * keystroke, each answer) restarts its limit. Storage errors are ignored, as `writeStored`'s.
 * @param now - the time of the write in ms since the epoch; `Date.now()` unless a test injects it.
 */
export function writeStamped(item: ExpiringItem, value: string, now: number = Date.now()): void {
  const stamped: StampedValue = { savedAt: now, value };
  writeStored(rawSlot(item), JSON.stringify(stamped));
}

/** Whether a registry item expires after a period of inactivity. */
function expires(item: StoredItem): item is ExpiringItem {
  return "expiresAfterIdleMs" in item && typeof item.expiresAfterIdleMs === "number";
}

/**
 * Deletes every expiring item of the registry older than its limit, wherever the visitor is: the
 * inline script calls it on every page load (scripts/html/loader/page-basics.ts), so an old draft does not
 * wait in storage for the contact page or the check to be opened again
 * (docs/product-decisions.md, decision 13).
 * @param now - the current time in ms since the epoch (`Date.now()`).
 */
export function forgetExpiredItems(now: number = Date.now()): void {
  for (const item of Object.values(STORED_ITEMS)) {
    if (expires(item)) readFresh(item, now);
  }
}
