/**
 * The shared frame by keyboard (docs/spec.md §2 "Shared frame"): skip link, header links and
 * `aria-current`, the next page's title and first stop, the footer year, and where the frame's toast
 * appears on a phone. The phone menu has its own spec (e2e/mobile-menu.spec.ts).
 */
import { contactContent } from "../src/content/contact";
import { fillForm, openContactForm } from "./helpers/contact";
import { escapeRegExp } from "./helpers/content";
import { expect, test } from "./helpers/test";

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.goto("/contact/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await page.keyboard.press("Tab");
  // The next stop is inside the main content (the breadcrumb), not back in the header.
  const inMain = await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement) ?? false);
  expect(inMain).toBe(true);
});

test("the footer shows the current year", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} RRR`);
});

// The bar shows its links from 1024 px: the desktop project runs these (@desktop).
test.describe("desktop header @desktop", () => {
  test("marks the active section, and a link loads its page with the skip link as the first stop", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await main.getByRole("link", { name: "Contact" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(contactContent.meta.title)));
    await expect(main.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
    await expect(main.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Each page is its own document (docs/decisions/040): focus and scroll are the browser's own.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  });

  test("the main action's button leads to the contact page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Request a free consultation" }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });
});

// On a phone the toast that repeats a send's outcome appears under the pinned header, and the
// status panel that takes focus keeps the toast's height clear above it (src/components/Toast):
// from the bottom of the screen it covered the form's fields.
test("on a phone, a send's toast covers neither the quick exit, the status panel nor the form after it @mobile", async ({ page }) => {
  await openContactForm(page);
  await fillForm(page);
  // Sent from the bottom of the form, as a visitor does: the panel above takes focus.
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("group", { name: "Your message was sent" })).toBeFocused();
  const toast = page.getByRole("status").getByRole("group", { name: "Message Sent Successfully" });
  await expect(toast).toBeInViewport({ ratio: 1 });
  // Where the boxes are once the toast has entered and the scroll to the panel has ended: the
  // toast lies between the pinned header (the quick exit's strip and the bar) and the panel, so
  // the panel and everything of the form after it (its questions and fields) stay in sight.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const toastBox = document.querySelector("[role=status] [role=group]")?.getBoundingClientRect();
        const panelBox = document.activeElement?.getBoundingClientRect();
        const pinnedBottom = Math.max(...[...document.querySelectorAll("header, aside[aria-label='Quick exit']")].map((element) => element.getBoundingClientRect().bottom));
        if (!toastBox || !panelBox || document.getAnimations().length > 0) return "still moving";
        return { "under the pinned header": toastBox.top >= pinnedBottom, "above the panel": toastBox.bottom <= panelBox.top };
      }),
    )
    .toEqual({ "under the pinned header": true, "above the panel": true });
});
