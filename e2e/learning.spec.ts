/**
 * The Learning Center content (issue 4 acceptance): blog search and category filter in the URL,
 * the case-study filter and sort, the guide's anchors, the RSS feed, and no request leaving the site.
 */
import { blogPosts, guides } from "../src/content/collections";
import { expect, test, waitForHydration } from "./test";

test.describe("blog list", () => {
  test("?q=broker shows only the matching posts, and survives a reload", async ({ page }) => {
    await page.goto("/learning/blog/?q=broker");
    await waitForHydration(page, "scripts apply ?q= to the prerendered list, which holds every post");
    const cards = page.locator("main article");
    await expect(page.getByRole("status").filter({ hasText: /Showing \d+ of/ })).toBeVisible();
    const titles = await cards.locator("h2").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThan(blogPosts.length);
    expect(titles).toContain(blogPosts.find((post) => post.slug === "data-broker-dangers")?.title);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("broker");
    await page.reload();
    await expect(page.locator("main article h2")).toHaveCount(titles.length);
  });

  test("?q=zzzz shows SPEC's empty state, and clearing brings every post back", async ({ page, makeAxeBuilder }) => {
    await page.goto("/learning/blog/?q=zzzz");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms or filter criteria.")).toBeVisible();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "Clear search and filters" }).click();
    await expect(page.locator("main article")).toHaveCount(blogPosts.length);
    await expect(page).toHaveURL(/\/learning\/blog\/$/);
  });

  test("typing filters as you type and the URL follows", async ({ page }) => {
    await page.goto("/learning/blog/");
    await waitForHydration(page, "filtering as you type is script behaviour");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("harassment");
    await expect(page).toHaveURL(/\?q=harassment$/);
    await expect(page.locator("main article").first()).toBeVisible();
    for (const text of await page.locator("main article").allTextContents()) expect(text.length).toBeGreaterThan(0);
  });

  test("category buttons filter, are pressed, live in the URL and the back button restores them", async ({ page }) => {
    await page.goto("/learning/blog/");
    const legal = page.getByRole("button", { name: "Legal Insights" });
    await legal.click();
    await expect(legal).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/category=Legal\+Insights/);
    const expected = blogPosts.filter((post) => post.category === "Legal Insights").length;
    await expect(page.locator("main article")).toHaveCount(expected);
    await page.getByRole("button", { name: "Privacy Protection" }).click();
    await expect(page).toHaveURL(/category=Privacy\+Protection/);
    await page.goBack();
    await expect(page).toHaveURL(/category=Legal\+Insights/);
    await expect(page.getByRole("button", { name: "Legal Insights" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("main article")).toHaveCount(expected);
  });

  test("advertises the RSS feed, which lists every post with absolute links", async ({ page, request }) => {
    await page.goto("/learning/blog/");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/learning\/blog\/rss\.xml$/);
    const feed = await (await request.get("/learning/blog/rss.xml")).text();
    expect(feed).toContain('<rss version="2.0"');
    for (const post of blogPosts) expect(feed).toContain(`/learning/blog/${post.slug}/</link>`);
    expect(feed).toMatch(/<pubDate>[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} 2025/);
  });
});

test.describe("blog article", () => {
  test("has tags, the author line, the share menu by keyboard, the author box and two related posts", async ({ page, makeAxeBuilder }) => {
    await page.goto("/learning/blog/data-broker-dangers/");
    await waitForHydration(page, "the share menu and Escape returning focus to its button are script behaviour");
    await expect(page.getByText(/^By RRR Editorial Team · June 2, 2025 · 7 min read$/)).toBeVisible();
    await expect(page.getByRole("complementary", { name: "About the author" })).toBeVisible();
    await expect(page.getByRole("region", { name: "You Might Also Like" }).locator("article")).toHaveCount(2);
    const share = page.getByRole("button", { name: "Share" });
    await share.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Share this page" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: /Share on X/ })).toHaveAttribute("href", /^https:\/\/x\.com\/intent\/post\?url=https/);
    await expect(menu.getByRole("menuitem", { name: /Share on LinkedIn/ })).toHaveAttribute("rel", "noopener noreferrer");
    await expect(menu.getByRole("menuitem", { name: /Share on Facebook/ })).toHaveAttribute("href", /facebook\.com\/sharer/);
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(share).toBeFocused();
  });

  test("the legal article shows its disclaimer box", async ({ page }) => {
    await page.goto("/learning/blog/legal-review-options/");
    await expect(page.getByRole("note", { name: "Legal disclaimer" })).toContainText("not legal advice");
  });
});

test.describe("guides", () => {
  test("the content removal guide has SPEC's 18 anchors, each a heading", async ({ page }) => {
    await page.goto("/learning/guides/online-content-removal-guide/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Ultimate Guide to Online Content Removal");
    await expect(page.getByText(/Last updated June 2, 2025/)).toBeVisible();
    for (const id of [
      "introduction", "understanding-content", "removable-content", "tos-violations", "copyright-infringement",
      "personal-information", "non-consensual-imagery", "defamatory-content", "difficult-content", "methods-of-removal",
      "direct-requests", "platform-reporting", "legal-avenues", "if-not-removed", "guaranteed-removal", "timelines-costs",
      "conclusion", "related-faqs",
    ]) {
      await expect(page.locator(`:is(h2, h3)#${id}`), id).toHaveCount(1);
      await expect(page.getByRole("navigation", { name: "On this page" }).locator(`a[href="#${id}"]`)).toHaveCount(1);
    }
    await expect(page.locator("main")).toContainText(/1-2 weeks/);
  });

  test("the table of contents marks the section in view", async ({ page }) => {
    await page.goto("/learning/guides/online-content-removal-guide/#methods-of-removal");
    await waitForHydration(page, "a script marks the section in view");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await page.locator("#methods-of-removal").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 1));
    await expect(toc.locator('a[aria-current="location"]')).toHaveCount(1);
  });

  test("the guides list links every guide and shows no pagination for one page", async ({ page }) => {
    await page.goto("/learning/guides/");
    await expect(page.locator("main article")).toHaveCount(guides.length);
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Suggest a topic" })).toHaveAttribute("href", "/contact/");
  });
});

test.describe("case studies", () => {
  test("the industry filter and the sort change the list and the URL", async ({ page, makeAxeBuilder }) => {
    await page.goto("/learning/case-studies/");
    const titles = () => page.locator("main article h2").allTextContents();
    const all = await titles();
    expect(all).toHaveLength(3);
    await page.getByLabel("Industry").selectOption("Personal");
    await expect(page).toHaveURL(/industry=Personal/);
    await expect(page.locator("main article")).toHaveCount(2);
    const newest = await titles();
    await page.getByLabel("Sort by").selectOption("relevance");
    await expect(page).toHaveURL(/sort=relevance/);
    await expect.poll(titles).not.toEqual(newest);
    expect((await titles()).sort()).toEqual([...newest].sort());
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    await page.reload();
    await expect(page.getByLabel("Industry")).toHaveValue("Personal");
    await expect(page.getByLabel("Sort by")).toHaveValue("relevance");
  });

  test("the restaurant story states SPEC §9's figures", async ({ page }) => {
    await page.goto("/learning/case-studies/restaurant-review-turnaround/");
    const main = page.locator("main");
    for (const figure of [/4\.5 to 2\.8/, /90%/, /1\.5 stars/, /75%/, /25%/]) await expect(main).toContainText(figure);
    await expect(main).toContainText("May 20, 2025");
    await expect(page.getByRole("region", { name: "More client stories" }).getByRole("link")).toHaveCount(2);
  });
});

test("no request leaves the site on the Learning Center pages", async ({ page }) => {
  const external: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) external.push(request.url());
  });
  for (const url of ["/learning/blog/", "/learning/blog/ai-reputation/", "/learning/guides/", "/learning/case-studies/"]) {
    await page.goto(url);
    await waitForHydration(page, "the check covers the requests the page's scripts make once it has hydrated");
    await page.waitForLoadState("networkidle");
  }
  expect(external).toEqual([]);
});
