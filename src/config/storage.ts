/**
 * Everything the site keeps in the visitor's browser, listed once (docs/product-decisions.md,
 * decision 13: "every storage key is listed in one registry that the cookie and privacy pages
 * describe"). The site sets no cookies. Each item names its key and Web Storage area (HTML Living
 * Standard, "Web storage"); `src/content/storageDescriptions.ts` says, for each, why it is kept,
 * what it holds and how long it lasts.
 *
 * - Code reads and writes browser storage only through `readStored`, `writeStored` and
 *   `removeStored` with an item of `STORED_ITEMS` (the theme's inline script, which runs before every
 *   module, writes the same key by value); `tests/storage.test.ts` fails on every other use of
 *   `localStorage` or `sessionStorage` in the application's code.
 * - An item holding what a visitor typed or answered expires `IDLE_EXPIRY_MS` (30 minutes) after
 *   its last write (`expiresAfterIdleMs`; docs/product-decisions.md, decision 13). It is read and
 *   written with `readFresh` and `writeStamped` (src/config/storageExpiry.ts), which stamp it and
 *   delete it once stale; `readStored` and `writeStored` refuse it (a type error). Its JSON value
 *   goes through `storedValue` (src/config/storedValue.ts), one schema per item, which deletes
 *   what does not match. The expiry and schema code lives apart so that pages without such an
 *   item (the home page's budget, docs/decisions/009) and the inline loader do not load it.
 * - The cookie and privacy pages render this list (the `{{storage.table}}` and
 *   `{{storage.list}}` tokens of `src/content/siteFacts.ts`), and `scripts/check-content.ts`
 *   checks that the built pages name every key; the end-to-end contact journey checks that the
 *   built site stores nothing else.
 *
 * Adding an item: docs/content/browser-storage.md.
 */

/** A Web Storage area: `localStorage` lasts across visits, `sessionStorage` for one tab. */
export type StorageArea = "localStorage" | "sessionStorage";

/**
 * How long an item holding what a visitor typed or answered is kept after its last change, in
 * milliseconds: 30 minutes (docs/product-decisions.md, decision 13: "nothing a visitor types or
 * answers is kept in the browser longer than a documented limit"). A visitor may share a device
 * with the person harming them; a draft left in a tab is not restored, and is deleted, once this
 * much time has passed without a change. Long enough for a reload or a failed send, short enough
 * that a tab left open does not keep the words for the rest of the day. The contact form's note
 * and the cookie and privacy pages state it from this constant (`IDLE_EXPIRY_TEXT` in
 * src/config/storageExpiry.ts).
 */
export const IDLE_EXPIRY_MS = 30 * 60 * 1000;

/** One thing the site keeps in the browser, as the code needs it. */
export interface StoredItem {
  /** The storage key, as the code writes it. */
  readonly key: string;
  readonly area: StorageArea;
  /**
   * For an item that holds what a visitor typed or answered: how long after its last write it is
   * still restored, in ms (`IDLE_EXPIRY_MS`). Such an item is stored stamped with the time of that
   * write and removed once older (`readFresh`, `writeStamped` in src/config/storageExpiry.ts).
   * Absent: kept as written, with `readStored` and `writeStored`.
   */
  readonly expiresAfterIdleMs?: number;
}

/**
 * An item kept as written: one without `expiresAfterIdleMs`. `readStored` and `writeStored` take
 * only these, so an item with a limit cannot skip it by mistake.
 */
export type UnstampedItem = StoredItem & { readonly expiresAfterIdleMs?: never };

/**
 * The registry. Keys are the code's names for the items; each item's description for the policy
 * pages is `STORED_ITEM_DESCRIPTIONS` (src/content/storageDescriptions.ts), whose type requires
 * one for every item here. The descriptions live apart so that every page's script carries only
 * the keys.
 */
export const STORED_ITEMS = {
  theme: { key: "rrr-theme", area: "localStorage" },
  reputationCheck: { key: "rrr:reputation-check", area: "sessionStorage", expiresAfterIdleMs: IDLE_EXPIRY_MS },
  contactDraft: { key: "rrr:contact-draft", area: "sessionStorage", expiresAfterIdleMs: IDLE_EXPIRY_MS },
} as const satisfies Record<string, StoredItem>;

/** The code's name of an item of the registry. */
export type StoredItemName = keyof typeof STORED_ITEMS;

/** The items in the order the policy pages list them. */
export const storedItems: readonly StoredItem[] = Object.values(STORED_ITEMS);

/**
 * The Storage object of an area.
 * @throws DOMException (SecurityError) when the browser blocks storage for this site; the
 *   accessors below catch it.
 */
function storageOf(area: StorageArea): Storage {
  return area === "localStorage" ? window.localStorage : window.sessionStorage;
}

/**
 * The stored text of an item kept as written (an item with a limit: `readFresh`).
 * @returns the value, or `null` when there is none or storage is unavailable (blocked by the
 *   browser's settings, or no `window` during prerendering).
 */
export function readStored(item: UnstampedItem): string | null {
  try {
    return storageOf(item.area).getItem(item.key);
  } catch {
    return null;
  }
}

/**
 * Stores an item's text as written (an item with a limit: `writeStamped`). Storage errors (blocked,
 * quota, private mode) are ignored: features work without it.
 */
export function writeStored(item: UnstampedItem, value: string): void {
  try {
    storageOf(item.area).setItem(item.key, value);
  } catch {
    /* storage unavailable: nothing is kept */
  }
}

/** Removes an item. Storage errors are ignored. */
export function removeStored(item: StoredItem): void {
  try {
    storageOf(item.area).removeItem(item.key);
  } catch {
    /* storage unavailable: nothing was kept */
  }
}


/**
 * Deletes everything this site keeps in this tab's session, registry items and anything else of
 * this origin (React Router's scroll positions), with `sessionStorage.clear()` (HTML "Web
 * storage"). The quick exit calls it (scripts/html/loader/quick-exit.ts). Storage errors are
 * ignored.
 */
export function clearSessionStorage(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    /* storage unavailable: nothing was kept */
  }
}

/**
 * The attribute that names, on a form, the registry item (`StoredItemName`) its reset button
 * deletes: every page's inline script removes it on the form's `reset` event, before and after
 * hydration (scripts/html/loader/page-basics.ts).
 */
export const CLEARS_STORED_ATTRIBUTE = "data-clears-stored";
