/**
 * The quick exit (src/components/QuickExit; docs/decisions/025) as the journeys reach it. Its
 * neutral site is on another host, which the test machine cannot reach: its address is read from
 * the link and answered by a stand-in page.
 */
import type { Locator, Page } from "@playwright/test";

/** The quick exit's link on the current page, named "Exit this page". */
export const exitLink = (page: Page): Locator => page.getByRole("link", { name: "Exit this page", exact: true });

/** The quick exit's wrapper (`data-quick-exit`, src/components/QuickExit/rules.ts), on every page. */
export const quickExit = (page: Page): Locator => page.locator("[data-quick-exit]");

/** A box on the page, as Playwright's `boundingBox()` gives it (CSS px, from the viewport's top left). */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The box of `locator`, which must be on the page.
 * @throws Error naming `what` when it has no box (missing or not displayed).
 */
export async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} has no box on the page`);
  return box;
}

/**
 * Answers the neutral site's address with a stand-in page, for every page of the context.
 * @returns the address, as the link gives it.
 * @throws Error when the link does not lead to another site (`https://`).
 */
export async function standInForNeutralSite(page: Page): Promise<string> {
  const href = await exitLink(page).getAttribute("href");
  if (!href?.startsWith("https://")) throw new Error(`the quick exit leads to "${String(href)}", not to another site`);
  await page.context().route(`${href}**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><html lang=en><title>Weather</title><h1>Weather</h1></html>" }),
  );
  return href;
}
