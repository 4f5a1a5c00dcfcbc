/**
 * Everything the site keeps in the visitor's browser, listed once (docs/product-decisions.md,
 * decision 13: "every storage key is listed in one registry that the cookie and privacy pages
 * describe"). The site sets no cookies. Each item names its key and Web Storage area (HTML Living
 * Standard, "Web storage"); `src/content/storageDescriptions.ts` says, for each, why it is kept,
 * what it holds and how long it lasts.
 *
 * - Code reads and writes browser storage only through `readStored`, `writeStored` and
 *   `removeStored` with an item of `STORED_ITEMS` (the theme's inline script, which runs before any
 *   module, writes the same key by value); `tests/storage.test.ts` fails on any other use of
 *   `localStorage` or `sessionStorage` in the application's code.
 * - The cookie and privacy pages render this list (the `{{storage.table}}` and
 *   `{{storage.list}}` tokens of `src/content/siteFacts.ts`), and `scripts/check-content.ts`
 *   checks that the built pages name every key; the end-to-end contact journey checks that the
 *   built site stores nothing else.
 *
 * Adding an item: docs/content/browser-storage.md.
 */

/** A Web Storage area: `localStorage` lasts across visits, `sessionStorage` for one tab. */
export type StorageArea = "localStorage" | "sessionStorage";

/** One thing the site keeps in the browser, as the code needs it. */
export interface StoredItem {
  /** The storage key, as the code writes it. */
  readonly key: string;
  readonly area: StorageArea;
}

/**
 * The registry. Keys are the code's names for the items; each item's description for the policy
 * pages is `STORED_ITEM_DESCRIPTIONS` (src/content/storageDescriptions.ts), whose type requires
 * one for every item here. The descriptions live apart so that every page's script carries only
 * the keys.
 */
export const STORED_ITEMS = {
  theme: { key: "rrr-theme", area: "localStorage" },
  reputationCheck: { key: "rrr:reputation-check", area: "sessionStorage" },
  contactDraft: { key: "rrr:contact-draft", area: "sessionStorage" },
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
 * The stored text of an item.
 * @returns the value, or `null` when there is none or storage is unavailable (blocked by the
 *   browser's settings, or no `window` during prerendering).
 */
export function readStored(item: StoredItem): string | null {
  try {
    return storageOf(item.area).getItem(item.key);
  } catch {
    return null;
  }
}

/** Stores an item's text. Storage errors (blocked, quota, private mode) are ignored: features work without it. */
export function writeStored(item: StoredItem, value: string): void {
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

