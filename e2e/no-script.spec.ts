/**
 * Without scripts (docs/product-decisions.md, decision 11): a corporate filter, a chunk that did not download or
 * an old browser. Every control does its job as HTML, or gives way to a notice that says what to
 * do instead; nothing a visitor types lands in a URL. The blog category and case-study industry
 * links are walked without scripts in `learning.spec.ts`.
 */
import { expect, test } from "./test";

test.use({ javaScriptEnabled: false });

test.describe("without scripts", () => {
  test("the phone menu link shows the navigation, and its links work", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/learning/guides/");
    const panel = page.locator("#site-menu");
    await expect(panel).toBeHidden();
    await page.getByRole("banner").getByRole("link", { name: "Menu" }).click();
    await expect(panel).toBeVisible();
    await panel.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a FAQ answer opens from the keyboard and closes again", async ({ page }) => {
    await page.goto("/learning/faqs/");
    const panel = page.locator("#content-removal-1");
    const answer = panel.locator("p").first();
    await expect(answer).toBeHidden();
    await panel.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Space");
    await expect(answer).toBeHidden();
  });

  test("a glossary letter reaches its section, clear of the sticky letter index; letters without terms are not links", async ({ page }) => {
    await page.goto("/learning/glossary/");
    const index = page.getByRole("navigation", { name: "Glossary letters" });
    await expect(index.getByRole("link", { name: /^Letter E/ })).toHaveCount(0);
    await expect(index.getByText("E, no terms")).toHaveCount(1);
    await index.getByRole("link", { name: "Letter C" }).click();
    await expect(page).toHaveURL(/#letter-c$/);
    const heading = page.getByRole("heading", { level: 2, name: "C", exact: true });
    await expect(heading).toBeInViewport();
    const indexBottom = await index.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(indexBottom);
  });

  test("a glossary letter on a phone lands 100 px below the top", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/learning/glossary/");
    await page.getByRole("navigation", { name: "Glossary letters" }).getByRole("link", { name: "Letter C" }).click();
    await expect.poll(async () => Math.round(await page.locator("#letter-c").evaluate((element) => element.getBoundingClientRect().top))).toBe(100);
  });

  test("a FAQ category link lands 100 px below the top", async ({ page }) => {
    await page.goto("/learning/faqs/");
    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Review Management" }).click();
    await expect(page).toHaveURL(/#review-management$/);
    await expect.poll(async () => Math.round(await page.locator("#review-management").evaluate((element) => element.getBoundingClientRect().top))).toBe(100);
  });

  test("a search lands on a URL with the query and says search needs JavaScript, with the browse links", async ({ page }) => {
    await page.goto("/learning/");
    const box = page.getByRole("searchbox", { name: "Search the Learning Center" });
    await box.fill("doxxing");
    await page.getByRole("search", { name: "Learning Center" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/learning\/\?q=doxxing$/);
    await expect(page.getByText(/Search needs JavaScript/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Read the blog" })).toBeVisible();
  });

  test("the contact form says sending needs JavaScript, gives the e-mail and phone, and never puts input in the URL", async ({ page }) => {
    await page.goto("/contact/");
    const form = page.getByRole("form", { name: "Send us a message" });
    const notice = form.getByText(/Sending this form needs JavaScript/);
    await expect(notice).toBeVisible();
    await expect(form.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(form.locator('a[href^="tel:"]')).toBeVisible();
    await expect(form.getByRole("button", { name: "Send Message" })).toBeHidden();
    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email Address").fill("ada@example.com");
    await page.getByLabel("Email Address").press("Enter");
    expect(new URL(page.url()).search).toBe("");
    await expect(page.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
  });

  test("the newsletter form says subscribing needs JavaScript and keeps the address out of the URL", async ({ page }) => {
    await page.goto("/learning/");
    const block = page.getByRole("region", { name: "Get new guides in your inbox" });
    await expect(block.getByText(/Subscribing needs JavaScript/)).toBeVisible();
    await expect(block.getByRole("button", { name: "Subscribe" })).toBeHidden();
    await block.getByLabel("Email address").fill("reader@example.com");
    await block.getByLabel("Email address").press("Enter");
    expect(page.url()).not.toContain("reader");
  });

  test("an article offers plain share links instead of a share button that cannot open", async ({ page }) => {
    await page.goto("/learning/blog/ai-reputation/");
    await expect(page.getByRole("button", { name: "Share" })).toBeHidden();
    const links = page.getByRole("list", { name: "Share this page" });
    await expect(links.getByRole("link", { name: /^Share on LinkedIn/ })).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\/sharing\//);
    await expect(links.getByRole("link", { name: /^Share on X/ })).toHaveAttribute("rel", "noopener noreferrer");
  });
});
