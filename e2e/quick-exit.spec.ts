/**
 * The quick exit (src/components/QuickExit, scripts/html/loader/quick-exit.ts; GOV.UK Design
 * System "Exit this page"; docs/product-decisions.md, decision 13), as a visitor at risk uses it:
 * one press or Shift three times, from the first paint, leaves for the neutral site in place of
 * the page (Back does not return) and leaves nothing the visitor typed or answered in the browser;
 * without scripts it is a plain link (no-script.spec.ts).
 *
 * The neutral site is on another host, which the test machine cannot reach: its address is read
 * from the link and answered by a stand-in page (e2e/helpers/quick-exit.ts).
 */
import { exitLink, standInForNeutralSite } from "./helpers/quick-exit";
import { sessionKeys } from "./helpers/storage";
import { expect, holdScripts, hydratedDocument, test, waitForHydration } from "./helpers/test";

const HARASSMENT_PAGE = "/services/individuals/online-harassment-solutions/";

test.describe("the quick exit @desktop", () => {
  test("leaves the contact page in one press: Back does not return, and nothing typed is kept", async ({ page }) => {
    await page.goto("/contact/");
    const neutral = await standInForNeutralSite(page);
    await waitForHydration(page, "the draft that must be deleted is kept only by the hydrated form");
    await page.getByLabel("Full Name").fill("Dana Whitfield");
    await page.getByLabel("How can we help?").fill("Someone posted my home address.");
    await expect.poll(() => sessionKeys(page)).not.toEqual([]);

    await exitLink(page).click();
    await expect(page).toHaveURL(neutral);
    await page.goBack();
    await expect(page).not.toHaveURL(/\/contact\//);

    await page.goto("/contact/");
    expect(await sessionKeys(page)).toEqual([]);
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByLabel("How can we help?")).toHaveValue("");
  });

  test("leaves the reputation check on Shift pressed three times, before the page is interactive", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/reputation-check/");
    const neutral = await standInForNeutralSite(page);
    await expect(hydratedDocument(page)).toHaveCount(0);
    await page.keyboard.press("Shift");
    await expect(page.locator("[data-quick-exit-status]")).toHaveText("Shift pressed. Press it 2 more times to leave this page.");
    await page.keyboard.press("Shift");
    await page.keyboard.press("Shift");
    await expect(page).toHaveURL(neutral);
    release();
  });

  test("is the second stop of the keyboard on the harassment page, after the skip link", async ({ page }) => {
    await page.goto(HARASSMENT_PAGE);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(exitLink(page)).toBeFocused();
    await expect(exitLink(page)).toBeInViewport();
  });

  test("is not on a page that does not discuss harm", async ({ page }) => {
    await page.goto("/services/businesses/");
    await expect(exitLink(page)).toHaveCount(0);
  });
});

test("sits where a thumb reaches it on a phone and hides nothing at the end of the page @mobile", async ({ page, makeAxeBuilder }) => {
  await page.goto(HARASSMENT_PAGE);
  const viewport = page.viewportSize();
  const box = await exitLink(page).boundingBox();
  if (!viewport || !box) throw new Error("no viewport or no quick exit box");
  expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.85);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

  const lastFooterLink = page.getByRole("contentinfo").getByRole("link").last();
  await lastFooterLink.scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  const bar = await page.locator("[data-quick-exit]").boundingBox();
  const last = await lastFooterLink.boundingBox();
  if (!bar || !last) throw new Error("no bar or no footer link box");
  expect(last.y + last.height).toBeLessThanOrEqual(bar.y);
  expect((await makeAxeBuilder().include("[data-quick-exit]").analyze()).violations).toEqual([]);
});
