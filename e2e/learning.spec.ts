/**
 * The Learning Center content: blog search (an arriving `?q=` applied, then taken out of the
 * address; a search made on the page never written into it), the blog categories and case-study
 * industries as links to prerendered pages (docs/product-decisions.md, decision 11), the case-study sort as links, the
 * guide's anchors and the RSS feed. The same links without scripts are no-script.spec.ts's; that no
 * request leaves the site is checked on every route by routes.spec.ts.
 */
import { caseStudyIndustries, selectCaseStudies } from "../src/content/caseStudyFilter";
import { blogCategoryPath, canonicalPath, caseStudyIndustryPath } from "../src/site/paths";
import { blogPosts, caseStudies, guides } from "../src/content/collections";
import { BLOG_CATEGORIES } from "../src/content/taxonomy";
import { RSS_ITEMS } from "../src/config/defaults";
import { escapeRegExp } from "./helpers/content";
import { expect, test, waitForHydration } from "./helpers/test";

/**
 * The industries the case-study journeys use, from the stories' frontmatter: one whose order by
 * relevance differs from its order by date (so choosing the sort visibly reorders it), and another.
 */
const offeredIndustries = caseStudyIndustries(caseStudies).map((industry) => industry.name);
const sortable = offeredIndustries.find(
  (industry) =>
    selectCaseStudies(caseStudies, industry, "relevance").map((study) => study.slug).join() !==
    selectCaseStudies(caseStudies, industry, "newest").map((study) => study.slug).join(),
);
const otherIndustry = offeredIndustries.find((industry) => industry !== sortable);
if (!sortable || !otherIndustry) throw new Error("The case-study journeys need two industries, one whose stories sort differently by relevance (src/content/case-studies).");
/** An industry's page, as a path and as the end of a URL. */
const industryPage = (industry: string) => canonicalPath(caseStudyIndustryPath(industry));
const industryUrl = (industry: string, query = "") => new RegExp(`${escapeRegExp(industryPage(industry) + query)}$`);

test.describe("blog list", () => {
  test("?q=broker shows only the matching posts, then leaves the address: a reload shows every post", async ({ page }) => {
    await page.goto("/learning/blog/?q=broker");
    await waitForHydration(page, "scripts apply ?q= to the prerendered list, which holds every post");
    const cards = page.locator("main article");
    const box = page.getByRole("searchbox", { name: "Search articles" });
    // The prerendered list holds every post; fewer once the query has been applied.
    await expect.poll(() => cards.count()).toBeLessThan(blogPosts.length);
    const titles = await cards.locator("h2").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).toContain(blogPosts.find((post) => post.slug === "data-broker-dangers")?.title);
    await expect(page.getByRole("status").filter({ hasText: /^Showing/ })).toHaveText(`Showing ${String(titles.length)} of ${String(blogPosts.length)} articles`);
    await expect(box).toHaveValue("broker");
    // The query was removed from the current history entry, so a reload has none to apply.
    await expect(page).toHaveURL(/\/learning\/blog\/$/);
    await page.reload();
    await waitForHydration(page, "the reloaded page would apply a ?q= only once scripts run");
    await expect(cards).toHaveCount(blogPosts.length);
    await expect(box).toHaveValue("");
  });

  test("searches the posts' full text: a phrase, words in another order and a typo find the data broker post, its matched words marked", async ({ page }) => {
    const title = blogPosts.find((post) => post.slug === "data-broker-dangers")?.title ?? "";
    for (const [query, marked] of [
      ["opt-out requests", ["opt", "out", "requests"]],
      ["theft identity", ["identity", "theft"]],
    ] as const) {
      await page.goto(`/learning/blog/?q=${encodeURIComponent(query)}`);
      const card = page.locator("main article").filter({ hasText: title });
      await expect(card).toHaveCount(1);
      await expect(card.locator("mark").first()).toBeVisible();
      const marks = (await card.locator("mark").allInnerTexts()).map((mark) => mark.toLowerCase());
      expect(marks).toEqual(expect.arrayContaining([...marked]));
    }
    await page.goto("/learning/blog/?q=data+brokr");
    await expect(page.locator("main article h2").first()).toHaveText(title);
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

  test("typing filters as you type, and the address and the history stay as they were", async ({ page }) => {
    await page.goto("/learning/blog/");
    await waitForHydration(page, "filtering as you type is script behaviour");
    const entries = await page.evaluate(() => window.history.length);
    await page.getByRole("searchbox", { name: "Search articles" }).fill("harassment");
    // The count speaks once the search has answered ("Searching the articles…" before that).
    const status = page.getByRole("status").filter({ hasText: /^Showing/ });
    await expect(status).toHaveText(new RegExp(`^Showing \\d+ of ${String(blogPosts.length)} articles$`));
    const harassmentGuide = blogPosts.find((post) => post.slug === "guide-to-online-harassment")?.title ?? "";
    await expect(page.locator("main article h2").first()).toHaveText(harassmentGuide);
    const shown = await page.locator("main article").count();
    expect(shown).toBeLessThan(blogPosts.length);
    await expect(status).toHaveText(`Showing ${String(shown)} of ${String(blogPosts.length)} articles`);
    // The count settles a second after the typing stopped: by then an address that followed the
    // box would have been written.
    await expect(page).toHaveURL(/\/learning\/blog\/$/);
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
  });

  test("a category link leads to the category's page, which lists only its posts", async ({ page, makeAxeBuilder }) => {
    await page.goto("/learning/blog/");
    const categories = page.getByRole("navigation", { name: "Blog categories" });
    await expect(categories.getByRole("link", { name: /^All Posts/ })).toHaveAttribute("aria-current", "page");
    await categories.getByRole("link", { name: /^Legal Insights/ }).click();
    await expect(page).toHaveURL(/\/learning\/blog\/category\/legal-insights\/$/);
    const expected = blogPosts.filter((post) => post.category === "Legal Insights");
    await expect(page.locator("main article")).toHaveCount(expected.length);
    await expect(page.locator("main article h2")).toHaveText(expected.map((post) => post.title));
    await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(`Showing ${expected.length} of ${blogPosts.length} articles`);
    await expect(categories.getByRole("link", { name: /^Legal Insights/ })).toHaveAttribute("aria-current", "page");
    await expect(categories.getByRole("link", { name: /^All Posts/ })).not.toHaveAttribute("aria-current");
    await expect(page).toHaveTitle("Legal Insights: Reviews, Defamation and Your Options | RRR");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Home", "Learning Center", "Blog", "Legal Insights"]);
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(/\/learning\/blog\/$/);
    await expect(page.locator("main article")).toHaveCount(blogPosts.length);
  });

  test("each category link shows its number of posts", async ({ page }) => {
    await page.goto("/learning/blog/category/tips-and-tricks/");
    const categories = page.getByRole("navigation", { name: "Blog categories" });
    await expect(categories.getByRole("link", { name: `All Posts ${blogPosts.length} articles` })).toHaveAttribute("href", "/learning/blog/");
    for (const category of BLOG_CATEGORIES) {
      const count = blogPosts.filter((post) => post.category === category).length;
      const link = categories.getByRole("link", { name: `${category} ${count} ${count === 1 ? "article" : "articles"}` });
      await expect(link).toHaveAttribute("href", `${blogCategoryPath(category)}/`);
    }
  });

  test("a search on a category page searches that category; a category link then loads its page without the search, and the address never holds it", async ({ page }) => {
    await page.goto("/learning/blog/category/content-strategy/");
    const categories = page.getByRole("navigation", { name: "Blog categories" });
    // Typing wakes the toolbar's island; what was typed before it was live is adopted.
    await page.getByRole("searchbox", { name: "Search articles" }).fill("chatbot");
    await expect(page.locator("main article")).toHaveCount(1);
    await expect(page.locator("main article").getByText("Content Strategy", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/learning\/blog\/category\/content-strategy\/$/);
    await expect(categories.getByRole("link", { name: /^All Posts/ })).toHaveAttribute("href", "/learning/blog/");
    await categories.getByRole("link", { name: /^All Posts/ }).click();
    await expect(page).toHaveURL(/\/learning\/blog\/$/);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("");
    await expect(page.locator("main article")).toHaveCount(blogPosts.length);
  });

  test("an older ?category= address is replaced by the category's page, without the search, whose words never reach a second address", async ({ page }) => {
    const addresses: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    await page.goto("/learning/blog/?category=Tips+%26+Tricks&q=mistakes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tips & Tricks");
    await expect(page).toHaveURL(/\/learning\/blog\/category\/tips-and-tricks\/$/);
    await expect(page.locator("main article")).toHaveCount(blogPosts.filter((post) => post.category === "Tips & Tricks").length);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("");
    expect(addresses.filter((address) => address.includes("mistakes") && !address.includes("category="))).toEqual([]);
  });

  test("the search box is a GET form for this page with a named field, autocomplete off and a submit button", async ({ page }) => {
    await page.goto("/learning/blog/category/privacy-protection/");
    const form = page.getByRole("search", { name: "Search the blog" });
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("action", "/learning/blog/category/privacy-protection/");
    const box = form.getByRole("searchbox", { name: "Search articles" });
    await expect(box).toHaveAttribute("name", "q");
    await expect(box).toHaveAttribute("autocomplete", "off");
    await box.fill("broker");
    await form.getByRole("button", { name: "Search" }).click();
    // Submitted before hydration, the form lands on ?q=broker, which the page applies and removes;
    // after it, the page keeps its address: either way the results show and the address has no query.
    await expect(page.locator("main article mark").first()).toBeVisible();
    await expect(page.locator("main article")).toHaveCount(1);
    await expect(box).toHaveValue("broker");
    await expect(page).toHaveURL(/\/learning\/blog\/category\/privacy-protection\/$/);
  });

  test("advertises the RSS feed, which lists the newest posts with absolute links", async ({ page, request }) => {
    await page.goto("/learning/blog/");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/learning\/blog\/rss\.xml$/);
    const feed = await (await request.get("/learning/blog/rss.xml")).text();
    expect(feed).toContain('<rss version="2.0"');
    for (const post of blogPosts.slice(0, RSS_ITEMS)) expect(feed).toContain(`/learning/blog/${post.slug}/</link>`);
    expect(feed).toMatch(/<pubDate>[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} 2025/);
  });
});

test.describe("blog article", () => {
  test("has tags, the author line, the share menu by keyboard, the author box and two related posts", async ({ page, makeAxeBuilder }) => {
    const post = blogPosts.find((candidate) => candidate.slug === "data-broker-dangers") ?? blogPosts[0];
    if (!post) throw new Error("No blog post (src/content/blog).");
    await page.goto(`/learning/blog/${post.slug}/`);
    await waitForHydration(page, "the share menu and Escape returning focus to its button are script behaviour");
    // The date and the review date are the post's frontmatter's.
    await expect(page.getByText(new RegExp(`^By .+ · ${escapeRegExp(post.displayDate)} · \\d+ min read · Last reviewed ${escapeRegExp(post.reviewedDisplayDate ?? "")}$`))).toBeVisible();
    await expect(page.getByText(/^Last reviewed/).locator(`time[datetime='${post.reviewed ?? ""}']`)).toHaveText(post.reviewedDisplayDate ?? "");
    await expect(page.getByRole("complementary", { name: "About the author" })).toBeVisible();
    await expect(page.getByRole("region", { name: "You might also like" }).locator("article")).toHaveCount(2);
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
    await expect(page.getByText(/Last updated December 3, 2026/)).toBeVisible();
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
    await expect(page.getByRole("navigation", { name: "Pages of guides" })).toHaveCount(0);
    const suggest = page.getByRole("region", { name: "Need a guide we have not written?" });
    await expect(suggest.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("href", "/contact/");
  });
});

test.describe("case studies", () => {
  test("industry links lead to each industry's page, which lists only its stories, each link with its count", async ({ page, makeAxeBuilder }) => {
    await page.goto("/learning/case-studies/");
    const industries = page.getByRole("navigation", { name: "Industries" });
    await expect(page.locator("main article")).toHaveCount(caseStudies.length);
    const offered = caseStudyIndustries(caseStudies);
    await expect(industries.getByRole("link")).toHaveCount(offered.length + 1);
    for (const { name, count } of offered) {
      await expect(industries.getByRole("link", { name: `${name} ${count} ${count === 1 ? "story" : "stories"}` })).toHaveAttribute(
        "href",
        `${caseStudyIndustryPath(name)}/`,
      );
    }
    await industries.getByRole("link", { name: new RegExp(`^${escapeRegExp(sortable)}`) }).click();
    await expect(page).toHaveURL(industryUrl(sortable));
    const listed = caseStudies.filter((study) => study.industry === sortable || study.relatedIndustries?.includes(sortable));
    await expect(page.locator("main article")).toHaveCount(listed.length);
    await expect(industries.getByRole("link", { name: new RegExp(`^${escapeRegExp(sortable)}`) })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Home", "Learning Center", "Case Studies", sortable]);
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
  });

  test("each industry's link lists the stories of that industry, newest first", async ({ page }) => {
    await page.goto("/learning/case-studies/");
    await page.getByRole("navigation", { name: "Industries" }).getByRole("link", { name: new RegExp(`^${escapeRegExp(otherIndustry)}`) }).click();
    await expect(page).toHaveURL(industryUrl(otherIndustry));
    const listed = selectCaseStudies(caseStudies, otherIndustry, "newest");
    await expect(page.locator("main article h2")).toHaveText(listed.map((study) => new RegExp(`^${escapeRegExp(study.title)}`)));
    await expect(page.getByText(/^Showing \d+ of/)).toHaveText(`Showing ${listed.length} of ${caseStudies.length} case studies`);
  });

  test("the sort is two links: Relevance loads the industry's page sorted, kept out of search engines, and the industry links keep the sort", async ({ page }) => {
    await page.goto(industryPage(sortable));
    const sort = page.getByRole("navigation", { name: "Sort by" });
    await expect(sort.getByRole("link", { name: "Newest" })).toHaveAttribute("aria-current", "page");
    const titles = () => page.locator("main article h2").allTextContents();
    const newest = await titles();
    await sort.getByRole("link", { name: "Relevance" }).click();
    await expect(page).toHaveURL(industryUrl(sortable, "by-relevance/"));
    await expect(sort.getByRole("link", { name: "Relevance" })).toHaveAttribute("aria-current", "page");
    expect(await titles()).not.toEqual(newest);
    expect((await titles()).sort()).toEqual([...newest].sort());
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.getByRole("navigation", { name: "Industries" }).getByRole("link", { name: new RegExp(`^${escapeRegExp(otherIndustry)}`) })).toHaveAttribute(
      "href",
      `${industryPage(otherIndustry)}by-relevance/`,
    );
    await expect(sort.getByRole("link", { name: "Newest" })).toHaveAttribute("href", industryPage(sortable));
  });

  test("the restaurant story states the problem's figures but no invented result figures (docs/content/review.md, C9)", async ({ page }) => {
    await page.goto("/learning/case-studies/restaurant-review-turnaround/");
    const main = page.locator("main");
    await expect(main).toContainText(/4\.5 to 2\.8/);
    // An illustrative story states no precise outcome the firm cannot show (16 CFR 255.2(b)).
    for (const figure of [/90%/, /75%/, /25% more/]) await expect(main).not.toContainText(figure);
    await expect(main).toContainText("May 20, 2025");
    await expect(page.getByRole("region", { name: "More case studies" }).getByRole("link")).toHaveCount(2);
  });
});

test.describe("the first moment", () => {
  // These act as soon as the HTML is there, before the islands hydrate (after the first paint or
  // on first use): the outcome must be the same whichever comes first.
  test("a blog search submitted at once shows its results, and the address ends without ?q=", async ({ page }) => {
    await page.goto("/learning/blog/", { waitUntil: "domcontentloaded" });
    const box = page.getByRole("searchbox", { name: "Search articles" });
    await box.fill("broker");
    await page.getByRole("button", { name: "Search" }).click();
    // Before hydration the form lands on ?q=broker, which the page applies and then removes; after
    // it, the page filters in place: the same outcome.
    await expect.poll(() => page.locator("main article").count()).toBeLessThan(blogPosts.length);
    await expect(page.locator("main article h2")).toContainText([blogPosts.find((post) => post.slug === "data-broker-dangers")?.title ?? ""]);
    await expect(box).toHaveValue("broker");
    await expect(page).toHaveURL(/\/learning\/blog\/$/);
  });

  test("a category link followed at once shows the category's posts", async ({ page }) => {
    await page.goto("/learning/blog/", { waitUntil: "domcontentloaded" });
    await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: /^Privacy Protection/ }).click();
    await expect(page).toHaveURL(/\/learning\/blog\/category\/privacy-protection\/$/);
    await expect(page.locator("main article h2")).toHaveText(blogPosts.filter((post) => post.category === "Privacy Protection").map((post) => post.title));
  });
});

test("sitemap.xml lists every category and industry page", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const category of BLOG_CATEGORIES) expect(sitemap).toContain(`${blogCategoryPath(category)}/</loc>`);
  for (const { name } of caseStudyIndustries(caseStudies)) expect(sitemap).toContain(`${caseStudyIndustryPath(name)}/</loc>`);
});
