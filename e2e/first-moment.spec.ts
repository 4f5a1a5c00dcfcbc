/**
 * The first moment (docs/product-decisions.md, decision 11): a visitor acts as soon as the page shows, on a slow
 * phone, before its scripts have run. The CPU is slowed four times (Chrome DevTools Protocol
 * `Emulation.setCPUThrottlingRate`) and the page's JavaScript is held back until the visitor has
 * acted, so every action below happens before hydration on every machine; then the scripts are let
 * through and the outcome is checked again: the press did its job natively, or it was carried into
 * the hydrated page. Nothing here waits for hydration before acting.
 */
import type { Page } from "@playwright/test";
import { faqCategories } from "../src/content/faq";
import { glossaryTerms, letterId } from "../src/content/glossary";
import { glossaryJourneyLetters as letters } from "../tests/helpers/glossaryLetters";
import { escapeRegExp } from "./helpers/content";
import { expect, holdScripts, hydratedDocument, test } from "./helpers/test";

/**
 * Opens `url` as a slow phone does (CPU 4x slower) with the page's scripts held back, and checks that
 * the page is not hydrated: what the test does next happens before the scripts.
 * @returns a function that lets the scripts run and waits until the page is live (the hydration marker).
 */
async function openBeforeScripts(page: Page, url: string): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const release = await holdScripts(page);
  await page.goto(url, { waitUntil: "load" });
  await expect(hydratedDocument(page)).toHaveCount(0);
  return async () => {
    release();
    // The outcome is checked on the live page too: the hydration marker says it is live.
    await expect(hydratedDocument(page)).toHaveCount(1, { timeout: 20_000 });
  };
}

/**
 * Opens `url`, a page without React whose plain modules (docs/decisions/040) are held back, as a
 * slow phone does (CPU 4x slower). A module script delays the `load` and `DOMContentLoaded` events,
 * so the test goes on once the heading shows, as the visitor does.
 * @returns a function that lets the modules run and waits for the `load` event (they have run).
 */
async function openBeforeModules(page: Page, url: string): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const release = await holdScripts(page);
  await page.goto(url, { waitUntil: "commit" });
  await page.getByRole("heading", { level: 1 }).waitFor();
  return async () => {
    release();
    await page.waitForLoadState("load");
  };
}

test.describe("before the scripts run", () => {
  test("the phone menu opens at the first tap and stays open when the page comes alive", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // A page with an island woken on load (the contact form), so the marker says when it is live.
    const hydrate = await openBeforeScripts(page, "/contact/");
    const toggle = page.getByRole("banner").getByRole("button", { name: "Menu" });
    await toggle.click();
    const panel = page.locator("#site-menu");
    await expect(panel.getByRole("link", { name: "Learning Center" })).toBeVisible();
    await hydrate();
    // Hydration leaves the browser's popover as it is: still open, and the toggle closes it.
    await expect(panel.getByRole("link", { name: "Learning Center" })).toBeVisible();
    await toggle.click();
    await expect(panel).toBeHidden();
  });

  test("a FAQ answer opens at the first press, before the page's module runs, and stays open", async ({ page }) => {
    // The first category's second question, and the start of its answer, from the content file.
    const category = faqCategories[0];
    const opening = category?.questions[1]?.answer[0]?.split(" ").slice(0, 8).join(" ");
    if (!category || !opening) throw new Error("The FAQ's first category needs two questions (src/content/data/faq.yml).");
    const modulesRun = await openBeforeModules(page, "/learning/faqs/");
    const panel = page.locator(`[id="${category.id}-2"]`);
    const question = panel.locator("summary");
    await question.click();
    const answer = panel.getByText(new RegExp(`^${escapeRegExp(opening)}`));
    await expect(answer).toBeVisible();
    await modulesRun();
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
  });

  test("a glossary letter reaches its section before the page's module runs, which then keeps it as the current letter", async ({ page }) => {
    const modulesRun = await openBeforeModules(page, "/learning/glossary/");
    const index = page.getByRole("navigation", { name: "Glossary letters" });
    // The letters come from the content file (tests/helpers/glossaryLetters.ts).
    await index.getByRole("link", { name: `Letter ${letters.byKeyboard}` }).click();
    await expect(page).toHaveURL(new RegExp(`#${letterId(letters.byKeyboard)}$`));
    await expect(page.getByRole("heading", { level: 2, name: letters.byKeyboard, exact: true })).toBeInViewport();
    // The in-page index module, once it runs, takes the letter from the address (LETTER.ADOPT).
    await modulesRun();
    await expect(index.getByRole("link", { name: `Letter ${letters.byKeyboard}` })).toHaveAttribute("aria-current", "true");
    await expect(index.getByRole("link", { name: `Letter ${letters.first}` })).not.toHaveAttribute("aria-current", "true");
  });

  test("a Learning Center search submitted at once is held until the search is live, which shows its results with the query never in the address", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const release = await holdScripts(page);
    await page.goto("/learning/", { waitUntil: "load" });
    const island = page.locator('[data-island="learning-search"]');
    const box = page.getByRole("searchbox", { name: "Search the Learning Center" });
    // A glossary term's name, from the content file: the search finds at least the term.
    const query = (glossaryTerms.find(({ term }) => /^[A-Za-z]+$/.test(term))?.term ?? "").toLowerCase();
    await box.fill(query);
    await box.press("Enter");
    // The press woke the island, whose modules are held: the submission waits for it (replaySubmit).
    await expect(island).not.toHaveAttribute("data-hydrated");
    await expect(page).toHaveURL(/\/learning\/$/);
    release();
    await expect(page.getByRole("region", { name: "Search results" }).getByRole("status")).toHaveText(new RegExp(`\\d+ results? for “${query}”`), { timeout: 20_000 });
    await expect(box).toHaveValue(query);
    await expect(page).toHaveURL(/\/learning\/$/);
  });

  test("a blog category link followed at once loads that category's page", async ({ page }) => {
    const modulesRun = await openBeforeModules(page, "/learning/blog/");
    await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: /^Legal Insights/ }).click();
    await expect(page).toHaveURL(/\/learning\/blog\/category\/legal-insights\/$/);
    const cards = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards.first()).toBeVisible();
    for (const eyebrow of await cards.locator("p").first().allTextContents()) expect(eyebrow).toContain("Legal Insights");
    await expect(page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: /^Legal Insights/ })).toHaveAttribute("aria-current", "page");
    await modulesRun();
  });

  test("Send pressed before the form is live is carried over: the form answers with what is missing", async ({ page }) => {
    const hydrate = await openBeforeScripts(page, "/contact/");
    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByRole("button", { name: "Send message" }).click();
    // A native submit does nothing: nothing typed lands in the address.
    expect(new URL(page.url()).search).toBe("");
    await hydrate();
    const summary = page.getByRole("group", { name: "There is a problem" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).not.toHaveCount(0);
    await expect(page.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
  });

  test("the share button pressed before its island is live opens the share menu once it is", async ({ page }) => {
    // The share menu is an island woken by its first press (docs/decisions/041): the press wakes it
    // while its modules are held back, and is replayed once it has hydrated. The island's own
    // hydration marker is this test's subject.
    const release = await openBeforeModules(page, "/learning/blog/ai-reputation/");
    const island = page.locator('[data-island="share-menu"]');
    await page.getByRole("button", { name: "Share" }).click();
    await expect(island).not.toHaveAttribute("data-hydrated");
    await release();
    await expect(island).toHaveAttribute("data-hydrated", "", { timeout: 20_000 });
    await expect(page.getByRole("menu", { name: "Share this page" })).toBeVisible();
  });
});
