/**
 * What a visitor meets in the first minute on a phone (375 x 812 px), on every route of the
 * manifest and the not-found page (docs/product-decisions.md, decisions 17 and 18):
 * - the quick exit is in the first view, with the line to "Get help now" at the end of the page,
 *   and Shift pressed three times leaves (GOV.UK "Exit this page": use it on every page);
 * - the page is no wider than the phone (WCAG 1.4.10 Reflow);
 * - the short urgent-help block of a page about a harm is at most about 600 px tall (the whole
 *   directory, 6,412 px, is on "Get help now" alone);
 * - on every service page and services hub, the first link to /contact/ inside `<main>` starts
 *   within the first two screens (about 1,600 px from the top of the page), and another closes it.
 * One page load per route; the presses of Shift come last, since they leave the page.
 */
import { NOT_FOUND, NOT_FOUND_ERRORS, pageUrls } from "./helpers/routes";
import { exitLink, standInForNeutralSite } from "./helpers/quick-exit";
import { expect, test } from "./helpers/test";

/** How tall the short urgent-help block may be at 375 px: "at most about 600 px". */
const SHORT_BLOCK_MAX_PX = 620;

/** Where the first link to /contact/ must start on a service page or hub: about two screens. */
const FIRST_CONTACT_MAX_PX = 1_600;

/** Service pages and the services hubs, by their path. */
const sellsAService = (url: string) => url.startsWith("/services/");

for (const route of [...pageUrls, NOT_FOUND]) {
  test.describe(() => {
    // The not-found page answers 404, which the browser logs.
    if (route.url === NOT_FOUND.url)
      test.use({ expectedConsoleErrors: NOT_FOUND_ERRORS });
    test(`${route.name} (${route.url}): quick exit, help in proportion and the first call to action`, async ({
      page,
    }) => {
      await page.goto(route.url);
      await expect(exitLink(page)).toBeInViewport({ ratio: 1 });
      // Nothing wider than the phone: a wide table scrolls in its own region, the page never
      // sideways (WCAG 1.4.10 Reflow).
      // (A phone's browser widens its viewport to fit what overflows: the phone's own width counts.)
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, "the page's width at 375 px").toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
      await expect(page.locator("[data-help-strip] a")).toHaveAttribute(
        "href",
        "/get-help-now/",
      );

      const blockHeights = await page
        .locator('[data-urgent-help=""]')
        .evaluateAll((blocks) =>
          blocks.map((block) =>
            Math.round(block.getBoundingClientRect().height),
          ),
        );
      for (const height of blockHeights)
        expect(
          height,
          "the short urgent-help block's height at 375 px",
        ).toBeLessThanOrEqual(SHORT_BLOCK_MAX_PX);

      if (sellsAService(route.url)) {
        const contact = await page
          .locator('main a[href^="/contact/"]')
          .evaluateAll((links) => {
            const tops = links.map(
              (link) => link.getBoundingClientRect().top + window.scrollY,
            );
            const headings = [...document.querySelectorAll("main h2")].map(
              (heading) => heading.getBoundingClientRect().top + window.scrollY,
            );
            return {
              first: Math.round(Math.min(...tops)),
              last: Math.round(Math.max(...tops)),
              lastHeading: Math.round(Math.max(0, ...headings)),
            };
          });
        expect(
          contact.first,
          "where the first link to /contact/ starts",
        ).toBeLessThanOrEqual(FIRST_CONTACT_MAX_PX);
        expect(
          contact.last,
          "a link to /contact/ after the page's last section heading",
        ).toBeGreaterThanOrEqual(contact.lastHeading);
      }

      const neutral = await standInForNeutralSite(page);
      for (let press = 0; press < 3; press += 1)
        await page.keyboard.press("Shift");
      await expect(page).toHaveURL(neutral);
    });
  });
}
