/**
 * What the browser keeps for the site, read as someone opening its storage would find it: the
 * contact draft and the reputation check's answers live in session storage (src/config/storage.ts;
 * docs/product-decisions.md, decision 13).
 */
import type { Page } from "@playwright/test";

/** What session storage holds under `key` right now (`null` when nothing). */
export function sessionItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((storageKey) => window.sessionStorage.getItem(storageKey), key);
}

/** Every key this origin keeps in the tab's session storage. */
export function sessionKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.sessionStorage));
}
