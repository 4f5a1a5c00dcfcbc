/**
 * The Learning Center tools (docs/decisions/007): site search, the FAQ, the glossary and the
 * newsletter, by keyboard, with axe scans in every state (panels open, results shown).
 */
import { LANDING_TOP_PX } from "./helpers/landing";
import type { Page } from "@playwright/test";
import { blogPosts } from "../src/content/collections";
import { faqCategories } from "../src/content/faq";
import { glossaryTerms, termId } from "../src/content/glossary";
import { GLOSSARY_PATH, canonicalPath } from "../src/site/paths";
import { CONTACT_LINK_LABEL } from "../src/content/actions";
import { recordSends, templateParams } from "./helpers/contact";
import { blogPostBody, distinctivePhrase, escapeRegExp } from "./helpers/content";
import { expect, test } from "./helpers/test";

/**
 * What the searches look for, picked from the content files so an editor's change picks other
 * words instead of failing the specs: a one-word glossary term that a blog post also uses, and a
 * blog post with a phrase from its body and a word of its title.
 */
const blogBodies = blogPosts.map((post) => ({ post, body: blogPostBody(post.slug).toLowerCase() }));
const termInPosts = glossaryTerms.find(({ term }) => /^[A-Za-z]+$/.test(term) && blogBodies.some(({ body }) => new RegExp(`\\b${term.toLowerCase()}\\b`).test(body)));
const post = blogPosts[0];
if (!termInPosts || !post) throw new Error("The searches need a one-word glossary term a blog post uses, and a blog post (src/content).");
const query = termInPosts.term.toLowerCase();
const phrase = distinctivePhrase(blogPostBody(post.slug));
/** The title's longest word, with its next-to-last letter left out: one typo, which the search tolerates in words of five letters or more. */
const titleWord = [...(post.title.match(/[A-Za-z]{6,}/g) ?? [])].sort((a, b) => b.length - a.length)[0] ?? "";
const typo = `${titleWord.slice(0, -2)}${titleWord.slice(-1)}`.toLowerCase();

test.describe("Learning Center search", () => {
  test(`/learning/?q=${query} lists the glossary term and the articles that mention it, then takes ?q= out of the address`, async ({ page, makeAxeBuilder }) => {
    await page.goto(`/learning/?q=${query}`);
    const results = page.getByRole("region", { name: "Search results" });
    await expect(results.getByRole("status")).toHaveText(new RegExp(`\\d+ results? for “${query}”`));
    await expect(results.getByRole("link", { name: termInPosts.term, exact: true })).toHaveAttribute("href", canonicalPath(`${GLOSSARY_PATH}#${termId(termInPosts.term)}`));
    await expect(results.getByText("Glossary term")).toBeVisible();
    await expect(results.getByText("Article").first()).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search the Learning Center" })).toHaveValue(query);
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    // The arriving query is applied, then removed from the current history entry, which is
    // replaced, not pushed: Back leaves the site (the tab's first page) rather than showing it.
    await expect(page).toHaveURL(/\/learning\/$/);
    await page.goBack();
    expect(page.url()).not.toContain("q=");
  });

  test(`a phrase from an article's body finds it, with the matched words marked in its excerpt (?q=${phrase})`, async ({ page }) => {
    await page.goto(`/learning/?q=${encodeURIComponent(phrase)}`);
    const result = page.getByRole("region", { name: "Search results" }).getByRole("listitem").filter({ has: page.getByRole("link", { name: post.title, exact: true }) });
    await expect(result).toHaveCount(1);
    await expect(result.locator("mark").first()).toBeVisible();
    const marks = (await result.locator("mark").allInnerTexts()).map((mark) => mark.toLowerCase());
    expect(marks).toEqual(expect.arrayContaining(phrase.split(" ")));
    await expect(result).toContainText(new RegExp(escapeRegExp(phrase), "i"));
  });

  test(`a typo still finds an article by a word of its title (?q=${typo})`, async ({ page }) => {
    await page.goto(`/learning/?q=${encodeURIComponent(typo)}`);
    const results = page.getByRole("region", { name: "Search results" });
    await expect(results.getByRole("link", { name: post.title, exact: true })).toBeVisible();
    await expect(results.getByRole("listitem").first().locator("mark").first()).toBeVisible();
  });

  test("?q=zzzz says that nothing matched and suggests the contact page", async ({ page }) => {
    await page.goto("/learning/?q=zzzz");
    await expect(page.getByRole("status").filter({ hasText: "No results" })).toHaveText("No results for “zzzz”.");
    const results = page.getByRole("region", { name: "Search results" });
    await expect(results.getByRole("link", { name: CONTACT_LINK_LABEL, exact: true })).toHaveAttribute("href", "/contact/");
  });

  test("works with the keyboard alone, and the query stays out of the address, the history and the browser's saved entries", async ({ page }) => {
    await page.goto("/learning/");
    // Focus wakes the search's island; Enter pressed before it is live is held and replayed
    // (first-moment.spec.ts). Without scripts Enter loads the results page natively.
    const box = page.getByRole("searchbox", { name: "Search the Learning Center" });
    await expect(box).toHaveAttribute("autocomplete", "off");
    const entries = await page.evaluate(() => window.history.length);
    await box.focus();
    await page.keyboard.type(query);
    await page.keyboard.press("Enter");
    const first = page.getByRole("region", { name: "Search results" }).getByRole("link").first();
    await expect(first).toBeVisible();
    // Typing and Enter changed neither the address nor the number of history entries.
    await expect(page).toHaveURL(/\/learning\/$/);
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
  });

  test("the landing page loads no search code until someone searches", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/learning/");
    await page.waitForLoadState("networkidle");
    expect(requested.some((url) => url.includes("/learning/search/")), "no file of the search index").toBe(false);
    expect(requested.some((url) => /minisearch|search\.worker|startSearch|\/assets\/islands\//i.test(url)), "no island's code before it is used").toBe(false);
  });

  test("the search runs in a worker: the index and the engine load there, not on the page", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/learning/");
    const worker = page.waitForEvent("worker");
    await page.getByRole("searchbox", { name: "Search the Learning Center" }).fill(query);
    expect((await worker).url()).toMatch(/\/assets\/islands\/search\.worker-[\w-]+\.js$/);
    await expect(page.getByRole("region", { name: "Search results" }).getByRole("link", { name: termInPosts.term, exact: true })).toBeVisible();
    // The fallback for browsers without workers (the engine's chunk on the page's thread) is never fetched.
    expect(requested.some((url) => /\/assets\/(islands\/)?searchEngine-/.test(url))).toBe(false);
  });
});

/**
 * The categories the FAQ journeys use, from the content file: the first (current when the page
 * opens; its first two questions), one from the middle and the last (the page scrolls to reach them).
 */
const firstCategory = faqCategories[0];
const middleCategory = faqCategories[Math.floor(faqCategories.length / 2)];
const lastCategory = faqCategories.at(-1);
if (!firstCategory || !middleCategory || !lastCategory || faqCategories.length < 2 || firstCategory.questions.length < 2) {
  throw new Error("The FAQ journeys need two categories and two questions in the first (src/content/data/faq.yml).");
}

test.describe("FAQ", () => {
  test("the sidebar brings a category just below the pinned header, marks it current and keeps it in the hash", async ({ page }) => {
    await page.goto("/learning/faqs/");
    const nav = page.getByRole("navigation", { name: "Categories" });
    await expect(nav.getByRole("link", { name: firstCategory.name, exact: true })).toHaveAttribute("aria-current", "true");
    await nav.getByRole("link", { name: lastCategory.name, exact: true }).click();
    await expect(nav.getByRole("link", { name: lastCategory.name, exact: true })).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(new RegExp(`#${escapeRegExp(lastCategory.id)}$`));
    await expect.poll(async () => Math.round(await page.locator(`[id="${lastCategory.id}"]`).evaluate((element) => element.getBoundingClientRect().top))).toBe(LANDING_TOP_PX);
  });

  test("a category chosen just after the page scrolled stays chosen when the scroll to it ends", async ({ page }) => {
    // A regression: the end of the scroll that had just happened ended the scroll to the category
    // at once, and the highlight then followed the sections passed on the way. The in-page index
    // module (src/behaviours/inPageIndex.ts) is a module script: it has run once the page has loaded.
    await page.goto("/learning/faqs/");
    await page.evaluate((id) => {
      window.scrollTo({ top: 400, behavior: "instant" });
      document.querySelector<HTMLAnchorElement>(`a[href="#${id}"]`)?.click();
    }, lastCategory.id);
    const nav = page.getByRole("navigation", { name: "Categories" });
    await expect.poll(async () => Math.round(await page.locator(`[id="${lastCategory.id}"]`).evaluate((element) => element.getBoundingClientRect().top))).toBe(LANDING_TOP_PX);
    await expect(nav.getByRole("link", { name: lastCategory.name, exact: true })).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(new RegExp(`#${escapeRegExp(lastCategory.id)}$`));
  });

  test("every answer opens on its own by click, Enter and Space, and axe passes with answers open", async ({ page, makeAxeBuilder }) => {
    await page.goto("/learning/faqs/");
    const first = page.locator(`[id="${firstCategory.id}-1"]`);
    const second = page.locator(`[id="${firstCategory.id}-2"]`);
    const isOpen = (panel: typeof first) => panel.evaluate((element) => (element as HTMLDetailsElement).open);
    await first.locator("summary").click();
    await expect.poll(() => isOpen(first)).toBe(true);
    await second.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => isOpen(second)).toBe(true);
    expect(await isOpen(first)).toBe(true);
    await expect(second.locator("p").first()).toBeVisible();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    await first.locator("summary").focus();
    await page.keyboard.press("Space");
    await expect.poll(() => isOpen(first)).toBe(false);
    expect(await isOpen(second)).toBe(true);
  });

  test("a text search of the page opens the answer that holds the words", async ({ page }) => {
    // Chromium opens a closed <details> whose content a find-in-page or a text fragment
    // (`#:~:text=`, URL Fragment Text Directives) matches: the same auto-expand, and the fragment
    // can be driven from a test where the browser's find bar cannot.
    // The first words of the category's second answer, read from the FAQ's content file.
    const answer = firstCategory.questions[1]?.answer[0] ?? "";
    const words = answer.split(" ").slice(0, 8).join(" ").replace(/[.,:;]$/, "");
    await page.goto(`/learning/faqs/#:~:text=${encodeURIComponent(words).replace(/-/g, "%2D")}`);
    const panel = page.locator(`[id="${firstCategory.id}-2"]`);
    await expect(panel.locator("p").first()).toBeVisible();
    await expect(page.locator(`[id="${firstCategory.id}-1"] p`).first()).toBeHidden();
  });

  test("opening the page with a category hash scrolls to it", async ({ page }) => {
    await page.goto(`/learning/faqs/#${middleCategory.id}`);
    await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: middleCategory.name, exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });
});

async function subscribe(page: Page, email: string) {
  const form = page.getByRole("region", { name: "Get new guides in your inbox" });
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  return form;
}

test.describe("newsletter", () => {
  test("sends one request with the address through the fake endpoint and announces the result", async ({ page }) => {
    const sends = recordSends(page);
    // Typing into the block wakes its island; the Subscribe press is held until it is live.
    await page.goto("/learning/");
    const form = await subscribe(page, "reader@example.com");
    await expect(page.getByRole("status").getByText("Check your inbox")).toBeVisible();
    await expect(form.getByText("Thank you. We'll email you to confirm your address, and add you once you confirm.")).toBeVisible();
    expect(sends).toHaveLength(1);
    expect(templateParams(sends[0])).toMatchObject({ subscriber_email: "reader@example.com" });
  });

  test("an invalid address gets an accessible inline error and sends nothing", async ({ page, makeAxeBuilder }) => {
    const sends = recordSends(page);
    await page.goto("/learning/blog/");
    const form = await subscribe(page, "not-an-address");
    const input = form.getByLabel("Email address");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toBeFocused();
    await expect(form.getByText(/correct format/)).toBeVisible();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    expect(sends).toHaveLength(0);
  });
});
