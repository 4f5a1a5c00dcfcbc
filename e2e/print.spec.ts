/**
 * Print (docs/product-decisions.md, "Look and feel": print styles; docs/decisions/019): articles,
 * guides, case studies and legal pages print as clean documents. With print media emulated, each
 * test checks what a reader of the printout sees: no navigation, footer columns, share menu or
 * call to action; the title, the date and the canonical URL at the top; a link's address after its
 * text; headings kept with what follows; black on white even when the reader prefers a dark
 * scheme. One page of each kind, and a PDF of the longest guide.
 */
import type { Locator, Page } from "@playwright/test";
import { guides } from "../src/content/collections";
import { blogPostPath, BLOG_PATH, canonicalPath, caseStudyPath, guidePath, legalPath } from "../src/site/paths";
import { CONTACT_ACTION_LABEL } from "../src/content/actions";
import { expect, test } from "./helpers/test";

/** One page of each kind. */
const PRINTED_PAGES = [
  { kind: "blog post", url: canonicalPath(blogPostPath("data-broker-dangers")), shared: true, callToAction: true },
  { kind: "guide", url: canonicalPath(guidePath("online-content-removal-guide")), shared: true, callToAction: true },
  { kind: "case study", url: canonicalPath(caseStudyPath("restaurant-review-turnaround")), shared: false, callToAction: true },
  { kind: "legal page", url: canonicalPath(legalPath("privacy")), shared: false, callToAction: false },
] as const;

/** The `href` of the page's `<link rel="canonical">`. */
async function canonicalHref(page: Page): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(href, "the page has an absolute canonical URL").toMatch(/^https:\/\//);
  return href ?? "";
}

/** What an element's `::after` box shows (`none` when it has none). */
function afterContent(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element, "::after").content);
}

/** WCAG 2.x contrast ratio of an `rgb()`/`rgba()` colour against white. */
function contrastWithWhite(color: string): number {
  const channels = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const s = value / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

for (const printed of PRINTED_PAGES) {
  test.describe(`printing a ${printed.kind} (${printed.url})`, () => {
    test("leaves out the navigation, the footer columns, sharing and calls to action; keeps the footer's last line", async ({ page }) => {
      await page.goto(printed.url);
      const banner = page.getByRole("banner");
      const footer = page.getByRole("contentinfo");
      const share = page.getByRole("button", { name: "Share" });
      // The closing band: the last link of the main action (an article's text may link to it earlier).
      const callToAction = page.getByRole("main").getByRole("link", { name: CONTACT_ACTION_LABEL }).last();
      // On screen first, so that "hidden in print" cannot pass for a part that is simply missing.
      await expect(banner.getByRole("navigation", { name: "Main" })).toBeVisible();
      await expect(banner.getByRole("link", { name: "Request a free consultation" })).toBeVisible();
      await expect(footer.getByRole("navigation")).toHaveCount(4);
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
      if (printed.shared) await expect(share).toBeVisible();
      if (printed.callToAction) await expect(callToAction).toBeVisible();
      // Held as this element: in print, a locator by role would move on to a prose link of the same
      // name that stays printed (a hidden element leaves the accessibility tree).
      const closingBand = printed.callToAction ? await callToAction.elementHandle() : null;

      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("navigation"), "no navigation of whichever kind is printed").toHaveCount(0);
      await expect(banner.getByRole("link", { name: "Request a free consultation" })).toBeHidden();
      await expect(page.getByRole("link", { name: "Skip to main content" })).toBeHidden();
      await expect(share).toBeHidden();
      await expect(page.getByRole("list", { name: "Share this page" })).toBeHidden();
      if (closingBand) expect(await closingBand.isVisible()).toBe(false);
      await expect(footer).toContainText("is not a law firm and does not give legal advice.");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test("opens with the title, the date and the canonical URL", async ({ page }) => {
      await page.goto(printed.url);
      const canonical = await canonicalHref(page);
      const source = page.locator("main p").filter({ hasText: /^Online version: / });
      await expect(source).toHaveCount(1);
      await expect(source, "the URL line is print only").toBeHidden();

      await page.emulateMedia({ media: "print" });
      const title = page.getByRole("heading", { level: 1 });
      const date = page.locator("main time").first();
      const firstParagraph = page.locator("main article p").first();
      await expect(title).toBeVisible();
      await expect(date).toBeVisible();
      await expect(date).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expect(source).toBeVisible();
      await expect(source).toHaveText(`Online version: ${canonical}`);
      const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
      const [titleTop, dateTop, sourceTop, textTop] = [await top(title), await top(date), await top(source), await top(firstParagraph)];
      expect(titleTop).toBeLessThan(dateTop);
      expect(dateTop).toBeLessThan(sourceTop);
      expect(sourceTop, "the URL comes before the text").toBeLessThan(textTop);
      // On the first sheet: US Letter is 11 in (1056 CSS px) high, less the @page margins.
      expect(sourceTop).toBeLessThan(900);
    });

    test("prints a link's absolute URL after its text, and nothing after an in-page link", async ({ page }) => {
      await page.goto(printed.url);
      const origin = new URL(await canonicalHref(page)).origin;
      // The text's first link to another page of the site, whatever the editor wrote around it.
      const href = (await page.locator('main article p a[href^="/"]').first().getAttribute("href")) ?? "";
      expect(href, "the link is root-relative in the HTML").toMatch(/^\/[^/]/);
      // By its address: in print the URL after the text becomes part of the link's accessible name.
      const link = page.locator(`main article a[href="${href}"]`).first();
      expect(await afterContent(link), "nothing is added on screen").toBe("none");

      await page.emulateMedia({ media: "print" });
      expect(await afterContent(link)).toBe(`" (${new URL(href, origin).href})"`);
      // Read in one evaluation: on a page that hydrates, React may re-render a link meanwhile, so a
      // list of locators taken before it could name an element that no longer exists (a 45 s
      // timeout on /privacy/ in a fresh-clone run).
      const afterInPageLinks = await page.locator('a[href^="#"]').evaluateAll((links) => links.map((link) => getComputedStyle(link, "::after").content));
      expect(afterInPageLinks.length, "the skip link at least").toBeGreaterThan(0);
      expect(afterInPageLinks.filter((content) => content !== "none")).toEqual([]);
    });

    test("keeps every heading with what follows it, and three lines of a paragraph together", async ({ page }) => {
      await page.goto(printed.url);
      await page.emulateMedia({ media: "print" });
      const headings = await page.locator("main :is(h1, h2, h3, h4):visible").evaluateAll((elements) =>
        elements.map((element) => `${element.tagName} ${element.textContent}: ${getComputedStyle(element).breakAfter}`),
      );
      expect(headings.length).toBeGreaterThan(3);
      expect(headings.filter((line) => !line.endsWith(": avoid"))).toEqual([]);
      const paragraph = page.locator("main article p").first();
      expect(await paragraph.evaluate((element) => [getComputedStyle(element).orphans, getComputedStyle(element).widows])).toEqual(["3", "3"]);
    });

    test("prints black on white, without backgrounds, even when the reader prefers a dark scheme", async ({ page }) => {
      await page.goto(printed.url);
      await page.emulateMedia({ media: "print", colorScheme: "dark" });
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");
      const colours = await page.locator("body *:visible").evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          return { element: `${element.tagName} ${element.textContent.slice(0, 30)}`, color: style.color, background: style.backgroundColor, image: style.backgroundImage };
        }),
      );
      expect(colours.length).toBeGreaterThan(20);
      const inked = colours.filter(({ background, image }) => !["rgba(0, 0, 0, 0)", "rgb(255, 255, 255)"].includes(background) || image !== "none");
      expect(inked, "no element prints a background").toEqual([]);
      const pale = colours.filter(({ color }) => contrastWithWhite(color) < 7);
      expect(pale, "all text is dark (7:1 or more on white)").toEqual([]);
    });
  });
}

test("the legal page prints an e-mail address and a phone number once, and an external link's URL", async ({ page }) => {
  await page.goto(canonicalPath(legalPath("privacy")));
  await page.emulateMedia({ media: "print" });
  const email = page.locator("main article a[href^='mailto:']").first();
  const phone = page.locator("main article a[href^='tel:']").first();
  await expect(email).toHaveText(/@/);
  await expect(phone).toHaveText(/\d/);
  expect(await afterContent(email), "the text already is the address").toBe("none");
  expect(await afterContent(phone), "the text already is the number").toBe("none");

  await page.goto(canonicalPath(legalPath("cookies")));
  await page.emulateMedia({ media: "print" });
  const external = page.locator("main article a[href^='https://']").first();
  const href = (await external.getAttribute("href")) ?? "";
  expect(href).toMatch(/^https:\/\//);
  expect(await afterContent(external)).toBe(`" (${href})"`);
});

test("the newsletter block of the blog list is not printed", async ({ page }) => {
  await page.goto(canonicalPath(BLOG_PATH));
  const newsletter = page.getByRole("region", { name: "Get new guides in your inbox" });
  await expect(newsletter).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(newsletter).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the longest guide prints to a PDF of several pages", async ({ page }) => {
  const longest = guides.reduce((a, b) => (b.words > a.words ? b : a));
  await page.goto(canonicalPath(guidePath(longest.slug)));
  const pdf = await page.pdf({ format: "Letter" });
  const text = pdf.toString("latin1");
  expect(text.startsWith("%PDF-")).toBe(true);
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? [];
  expect(pages.length, `${longest.title}: pages in the PDF`).toBeGreaterThan(1);
});

// The header's print rule (src/components/SiteHeader/SiteHeader.module.css) hides the phone-menu
// panel too, which would otherwise print when open on paper narrower than 768 CSS px (A5).
test("an open phone menu is not printed", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(canonicalPath(legalPath("privacy")));
  const banner = page.getByRole("banner");
  // The toggle opens the panel as a popover (SiteHeader; docs/decisions/040).
  await banner.getByRole("button", { name: "Menu" }).click();
  const panel = banner.getByRole("navigation", { name: "Main" });
  await expect(panel).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(panel).toBeHidden({ timeout: 1000 });
});
