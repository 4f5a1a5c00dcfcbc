/**
 * Without scripts (docs/product-decisions.md, decision 11, "Works before and without scripts"): a
 * corporate filter, a chunk that did not download or an old browser. The `nojs` project runs this
 * file, with JavaScript disabled, so every page is the prerendered HTML a visitor gets when scripts
 * are blocked, fail to download or have not run yet.
 * - Every route and the not-found page, one load each: readable (its h1 visible, a main landmark),
 *   axe (WCAG 2.2 AA and best practices) with zero violations, and no control that needs a script
 *   to work: no disclosure toggle whose panel stays hidden (WAI-ARIA APG "Disclosure" pattern;
 *   WCAG 4.1.2, a control must do what its role and state say).
 * - The journeys: every control does its job as HTML, or gives way to a notice that says what to
 *   do instead; nothing a visitor types lands in a URL.
 */
import { LANDING_TOP_PX } from "./helpers/landing";
import type { Page } from "@playwright/test";
import { caseStudyIndustries, selectCaseStudies } from "../src/content/caseStudyFilter";
import { blogPosts, caseStudies } from "../src/content/collections";
import { faqCategories } from "../src/content/faq";
import { letterId } from "../src/content/glossary";
import { caseStudyIndustryPath, canonicalPath } from "../src/site/paths";
import { glossaryJourneyLetters as letters } from "../tests/helpers/glossaryLetters";
import { escapeRegExp, siteFacts } from "./helpers/content";
import { axeBuilder, letAxeRunWithoutTimers } from "./helpers/axe";
import { exitLink, standInForNeutralSite } from "./helpers/quick-exit";
import { NOT_FOUND, NOT_FOUND_ERRORS, pageUrls } from "./helpers/routes";
import { expect, test } from "./helpers/test";

// The nojs project disables scripts already; this keeps the file right wherever it runs.
test.use({ javaScriptEnabled: false });

/**
 * The visible buttons with `aria-expanded` whose controlled element (`aria-controls`) is missing
 * or hidden: without scripts nothing opens it, so the button is dead.
 * @returns the buttons' accessible text and opening markup, one string each.
 */
async function deadDisclosureToggles(page: Page): Promise<string[]> {
  const dead: string[] = [];
  for (const button of await page.locator("button[aria-expanded]").all()) {
    if (!(await button.isVisible())) continue;
    const controls = (await button.getAttribute("aria-controls")) ?? "";
    const ids = controls.split(/\s+/).filter(Boolean);
    const panels = ids.map((id) => page.locator(`[id="${id}"]`));
    const visible = await Promise.all(panels.map((panel) => panel.isVisible()));
    if (ids.length === 0 || visible.some((shown) => !shown)) {
      const markup = await button.evaluate((element) => element.outerHTML.slice(0, 200));
      dead.push(`${(await button.innerText()).trim() || "(no text)"}: ${markup}`);
    }
  }
  return dead;
}

for (const { name, url } of [...pageUrls, NOT_FOUND]) {
  test.describe(`${name} (${url})`, () => {
    if (url === NOT_FOUND.url) test.use({ expectedConsoleErrors: NOT_FOUND_ERRORS });

    test("is readable and usable without JavaScript", async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("main")).toHaveCount(1);
      await letAxeRunWithoutTimers(page);
      expect((await axeBuilder(page).analyze()).violations).toEqual([]);
      expect(await deadDisclosureToggles(page), "disclosure toggles that cannot open without scripts").toEqual([]);
    });
  });
}

test.describe("without scripts", () => {
  test("the phone menu button shows the navigation, a popover that needs no script, and its links work, the Services list a disclosure", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/learning/guides/");
    const panel = page.locator("#site-menu");
    await expect(panel).toBeHidden();
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    await expect(panel).toBeVisible();
    await panel.locator("summary", { hasText: "Services" }).click();
    await panel.getByRole("link", { name: "All services" }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a FAQ answer opens from the keyboard and closes again", async ({ page }) => {
    await page.goto("/learning/faqs/");
    // The first question of the first category (its panel's id is the category's id and 1).
    const panel = page.locator(`[id="${faqCategories[0]?.id ?? ""}-1"]`);
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
    // The letters come from the content file (tests/helpers/glossaryLetters.ts).
    await expect(index.getByRole("link", { name: new RegExp(`^Letter ${letters.empty}`) })).toHaveCount(0);
    await expect(index.getByText(`${letters.empty}, no terms`)).toHaveCount(1);
    await index.getByRole("link", { name: `Letter ${letters.byPointer}` }).click();
    await expect(page).toHaveURL(new RegExp(`#${letterId(letters.byPointer)}$`));
    const heading = page.getByRole("heading", { level: 2, name: letters.byPointer, exact: true });
    await expect(heading).toBeInViewport();
    const indexBottom = await index.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(indexBottom);
  });

  test("a glossary letter on a phone lands just below the pinned header", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/learning/glossary/");
    await page.getByRole("navigation", { name: "Glossary letters" }).getByRole("link", { name: `Letter ${letters.byPointer}` }).click();
    await expect.poll(async () => Math.round(await page.locator(`#${letterId(letters.byPointer)}`).evaluate((element) => element.getBoundingClientRect().top))).toBe(LANDING_TOP_PX);
  });

  test("a FAQ category link lands just below the pinned header", async ({ page }) => {
    // A category from the middle of the content file's list: the page scrolls to reach it.
    const category = faqCategories[Math.floor(faqCategories.length / 2)];
    if (!category) throw new Error("The FAQ has no category (src/content/data/faq.yml).");
    await page.goto("/learning/faqs/");
    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: category.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${escapeRegExp(category.id)}$`));
    await expect.poll(async () => Math.round(await page.locator(`[id="${category.id}"]`).evaluate((element) => element.getBoundingClientRect().top))).toBe(LANDING_TOP_PX);
  });

  test("a search lands on a URL with the query and says search needs JavaScript, with the browse links", async ({ page }) => {
    await page.goto("/learning/");
    const box = page.getByRole("searchbox", { name: "Search the Learning Center" });
    await box.fill("doxxing");
    await page.getByRole("search", { name: "Learning Center" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/learning\/\?q=doxxing$/);
    await expect(page.getByText(/^Search isn't working in this browser: it needs JavaScript.*If you press Search anyway, the words you typed go into the address bar/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Read the blog" })).toBeVisible();
  });

  test("the blog's category links and search form work as plain HTML", async ({ page }) => {
    await page.goto("/learning/blog/");
    const note = page.getByRole("search", { name: "Search the blog" }).getByText(/^Search isn't working in this browser: it needs JavaScript.*the words you typed go into the address bar and your browser's history/);
    await expect(note).toBeVisible();
    await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: /^Content Strategy/ }).click();
    await expect(page).toHaveURL(/\/learning\/blog\/category\/content-strategy\/$/);
    const expected = blogPosts.filter((post) => post.category === "Content Strategy").map((post) => post.title);
    await expect(page.locator("main article h2")).toHaveText(expected);
    await expect(page.getByText(`Showing ${expected.length} of ${blogPosts.length} articles`)).toBeVisible();
    await page.getByRole("searchbox", { name: "Search articles" }).fill("AI answers");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/learning\/blog\/category\/content-strategy\/\?q=AI\+answers$/);
  });

  test("the case studies' industry and sort links work as plain HTML", async ({ page }) => {
    // An industry the case studies name (their frontmatter), and the stories listed under it.
    const industry = caseStudyIndustries(caseStudies)[0]?.name;
    if (!industry) throw new Error("No case study names an industry (src/content/case-studies).");
    await page.goto("/learning/case-studies/");
    await page.getByRole("navigation", { name: "Sort by" }).getByRole("link", { name: "Relevance" }).click();
    await expect(page).toHaveURL(/\/learning\/case-studies\/by-relevance\/$/);
    await page.getByRole("navigation", { name: "Industries" }).getByRole("link", { name: new RegExp(`^${escapeRegExp(industry)}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(canonicalPath(caseStudyIndustryPath(industry)))}by-relevance/$`));
    const titles = selectCaseStudies(caseStudies, industry, "relevance").map((study) => new RegExp(`^${escapeRegExp(study.title)}`));
    await expect(page.locator("main article h2")).toHaveText(titles);
  });

  test("the contact form offers no field that could keep what was typed: it says sending needs JavaScript and gives the e-mail and phone", async ({ page }) => {
    await page.goto("/contact/");
    const form = page.getByRole("form", { name: "Send us a message" });
    await expect(form.getByText(/Sending this form needs JavaScript/)).toBeVisible();
    await expect(form.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(form.locator('a[href^="tel:"]')).toBeVisible();
    // Nothing to type in, tick or clear (docs/decisions/054): Back after the plain-link exit finds no words.
    for (const role of ["textbox", "checkbox", "radio", "combobox", "spinbutton"] as const) await expect(form.getByRole(role)).toHaveCount(0);
    await expect(form.getByRole("button")).toHaveCount(0);
  });

  test("the newsletter form offers no address field: subscribing needs JavaScript, and the notice says how to ask by e-mail", async ({ page }) => {
    await page.goto("/learning/");
    const block = page.getByRole("region", { name: "Get new guides in your inbox" });
    await expect(block.getByText(/Subscribing needs JavaScript.*Ask us by e-mail to add you to the newsletter/)).toBeVisible();
    await expect(block.getByRole("textbox")).toHaveCount(0);
    await expect(block.getByRole("button", { name: "Subscribe" })).toBeHidden();
  });

  test("an article offers plain share links instead of a share button that cannot open", async ({ page }) => {
    await page.goto("/learning/blog/ai-reputation/");
    await expect(page.getByRole("button", { name: "Share" })).toBeHidden();
    const links = page.getByRole("list", { name: "Share this page" });
    await expect(links.getByRole("link", { name: /^Share on LinkedIn/ })).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\/sharing\//);
    await expect(links.getByRole("link", { name: /^Share on X/ })).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("the reputation check offers no answer that could come back: the notice says the check needs JavaScript and how to write instead", async ({ page }) => {
    await page.goto("/reputation-check/");
    await expect(page.getByText(/Answering this check needs JavaScript/)).toBeVisible();
    await expect(page.getByText(/Free help for threats, tracking, intimate images and anyone under 18 is listed, by situation, on our Get help now page/)).toBeVisible();
    // The answers that would bring up the free services cannot be given: the panel beside the check links to them.
    await expect(page.getByRole("link", { name: "Free help you can reach now" })).toHaveAttribute("href", "/get-help-now/");
    await expect(page.getByRole("link", { name: siteFacts.email }).first()).toBeVisible();
    const check = page.getByRole("form", { name: "Reputation check" });
    await expect(check.getByRole("radio")).toHaveCount(0);
    await expect(check.getByRole("checkbox")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Continue" })).toBeHidden();
  });

  test("the quick exit is a plain link that leaves the harassment page (docs/decisions/025)", async ({ page }) => {
    await page.goto("/services/individuals/online-harassment-solutions/");
    const neutral = await standInForNeutralSite(page);
    await exitLink(page).click();
    await expect(page).toHaveURL(neutral);
  });
});
