/**
 * The quick exit (src/components/QuickExit; docs/decisions/025) as the journeys reach it. Its
 * neutral site is on another host, which the test machine cannot reach: its address is read from
 * the link and answered by a stand-in page.
 */
import type { Locator, Page } from "@playwright/test";

/** The quick exit's link on the current page. */
export const exitLink = (page: Page): Locator => page.getByRole("link", { name: "Exit this page" });

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
