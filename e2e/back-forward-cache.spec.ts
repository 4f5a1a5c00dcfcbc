/**
 * Nothing comes back in the visitor's own browser (docs/product-decisions.md, decision 16;
 * docs/decisions/054), with the back/forward cache as visitors have it and without it.
 *
 * The spec runs in two projects (playwright.config.ts): `bfcache`, Debian's Chromium with the
 * cache on (Playwright's `--disable-back-forward-cache` removed), and `desktop`, the headless shell,
 * whose browser never caches a page (CDP reason `BackForwardCacheDisabledForDelegate`). The tests
 * tagged @bfcache need the cache and run in `bfcache` only: the first proves the cache is really on
 * (an ordinary Back restores the page whole, `pageshow` with `persisted`, and CDP reports no reason
 * for not using it), so the journeys after it cannot pass by a cache that quietly turned itself off.
 *
 * What a quick exit must leave: after "Exit this page" or Shift pressed three times on any page,
 * Back and Forward to the earlier pages of the tab show no typed text and no chosen answer, and the
 * tab's storage is empty. With the cache on, each earlier page is evicted by the exit's broadcast
 * (CDP reason `BroadcastChannelOnMessage`) and loads afresh.
 */
import { readFileSync } from "node:fs";
import type { CDPSession, Page } from "@playwright/test";
import { QUICK_EXIT_LINK_ATTRIBUTE } from "../src/components/QuickExit/rules";
import { STORED_ITEMS } from "../src/config/storage";
import { pageUrls } from "./helpers/routes";
import { exitLink, standInForNeutralSite } from "./helpers/quick-exit";
import { sessionKeys } from "./helpers/storage";
import { expect, test, waitForHydration } from "./helpers/test";

/** Why the browser did not take a page from its back/forward cache, as CDP reports each navigation. */
interface CacheReport {
  /** The reasons of every `Page.backForwardCacheNotUsed` event so far, one list per navigation. */
  readonly notUsed: string[][];
}

/**
 * Listens to CDP's `Page.backForwardCacheNotUsed` on `page` (Chrome DevTools Protocol, Page domain:
 * fired for a history navigation that could not use the cache, with its reasons).
 * @returns the report, filled as navigations happen.
 */
async function watchCache(page: Page): Promise<CacheReport> {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send("Page.enable");
  const report: CacheReport = { notUsed: [] };
  session.on("Page.backForwardCacheNotUsed", (event) => {
    report.notUsed.push(event.notRestoredExplanations.map((explanation) => explanation.reason));
  });
  return report;
}

/** Records every `pageshow` of every document of the page (`persisted`: shown from the cache). */
async function recordPageShows(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Kept on the document's window, not in storage, which must stay as the site leaves it.
    const record = window as Window & { e2ePageShows?: boolean[] };
    window.addEventListener("pageshow", (event) => {
      record.e2ePageShows = [...(record.e2ePageShows ?? []), event.persisted];
    });
  });
}

/** The `persisted` flags of the `pageshow` events the current document has seen. */
function pageShows(page: Page): Promise<boolean[]> {
  return page.evaluate(() => (window as Window & { e2ePageShows?: boolean[] }).e2ePageShows ?? []);
}

/** Goes back one entry as the browser's Back does; a page restored from the cache fires no `load` (docs/toolchain.md). */
async function back(page: Page): Promise<void> {
  await page.goBack({ waitUntil: "commit" });
}

/** Goes forward one entry, as {@link back}. */
async function forward(page: Page): Promise<void> {
  await page.goForward({ waitUntil: "commit" });
}

/**
 * What the page holds that a visitor typed or chose: the value of every text field of `<main>` and
 * every ticked radio button or checkbox there, with its name.
 */
function enteredInMain(page: Page): Promise<string[]> {
  return page.locator("main").evaluate((main) =>
    [...main.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].flatMap((control) => {
      if (control instanceof HTMLInputElement && (control.type === "radio" || control.type === "checkbox")) return control.checked ? [`${control.name} ticked`] : [];
      if (control instanceof HTMLInputElement && control.type === "hidden") return [];
      return control.value === "" ? [] : [`${control.name}: ${control.value}`];
    }),
  );
}

/** Asserts that the page at `url` is shown with nothing typed or chosen, and nothing in the tab's storage. */
async function expectNothingKept(page: Page, url: string): Promise<void> {
  await expect(page).toHaveURL(url);
  await expect(page.locator("main h1")).toBeVisible();
  await expect.poll(() => enteredInMain(page), { message: `what ${url} still holds` }).toEqual([]);
  expect(await sessionKeys(page)).toEqual([]);
  expect(await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key !== STORED_ITEMS.theme.key))).toEqual([]);
}

/** Whether the test runs with the cache on (the `bfcache` project). */
const cacheOn = () => test.info().project.name === "bfcache";

test.describe("the back/forward cache is on @bfcache", () => {
  test("an ordinary Back restores the contact page whole from the cache, the draft in its fields", async ({ page }) => {
    const cache = await watchCache(page);
    await recordPageShows(page);
    await page.goto("/contact/");
    await waitForHydration(page, "the draft that an ordinary Back keeps is written by the hydrated form");
    await page.getByLabel("Full Name").fill("Dana Whitfield");
    await page.getByLabel("How can we help?").fill("Someone posted my home address.");
    await expect.poll(() => sessionKeys(page)).toContain("rrr:contact-draft");
    await page.goto("/about/");
    await back(page);
    await expect(page).toHaveURL("/contact/");
    await expect(page.getByLabel("Full Name")).toHaveValue("Dana Whitfield");
    await expect(page.getByLabel("How can we help?")).toHaveValue("Someone posted my home address.");
    expect(await pageShows(page), "the contact page's pageshow events: its load, then its restore").toEqual([false, true]);
    expect(cache.notUsed, "reasons the cache was not used").toEqual([]);
  });
});

test.describe("after a quick exit, nothing comes back", () => {
  test("the contact form, the check, the search and the newsletter: Back and Forward show none of them, and storage is empty", async ({ page }) => {
    const cache = await watchCache(page);
    await page.goto("/contact/");
    await waitForHydration(page, "the draft that must not come back is written by the hydrated form");
    await page.getByLabel("Full Name").fill("Dana Whitfield");
    await page.getByLabel("How can we help?").fill("My ex partner is stalking me.");
    await expect.poll(() => sessionKeys(page)).toContain("rrr:contact-draft");

    await page.goto("/reputation-check/");
    await waitForHydration(page, "the check keeps its answers for the tab once hydrated");
    await page.getByRole("radio", { name: "Me, personally" }).check();
    await expect.poll(() => sessionKeys(page)).toContain("rrr:reputation-check");

    await page.goto("/learning/");
    await page.getByRole("searchbox", { name: "Search the Learning Center" }).fill("stalker ex partner");
    await page.getByRole("region", { name: "Get new guides in your inbox" }).getByLabel("Email address").fill("dana@example.org");

    await page.goto("/services/individuals/online-harassment-solutions/");
    const neutral = await standInForNeutralSite(page);
    await exitLink(page).click();
    await expect(page).toHaveURL(neutral);

    // Back skips the page that was left, then walks every earlier page; Forward walks them again.
    const earlier = ["/learning/", "/reputation-check/", "/contact/"];
    for (const url of earlier) {
      await back(page);
      await expectNothingKept(page, url);
    }
    for (const url of earlier.slice(0, -1).reverse()) {
      await forward(page);
      await expectNothingKept(page, url);
    }
    if (cacheOn()) {
      // Each earlier page was in the cache and was evicted by the exit, not kept out for another reason.
      expect(cache.notUsed.slice(0, earlier.length)).toEqual(earlier.map(() => ["BroadcastChannelOnMessage"]));
    }
  });
});

/**
 * One page of each template that offers the quick exit (its route module; the built page shows the
 * exit's link), the contact page's own included: the kinds of page a visitor may leave from.
 */
const templatesSeen = new Set<string>();
const exitPages = pageUrls
  .filter((route) => new RegExp(`<a [^>]*${QUICK_EXIT_LINK_ATTRIBUTE}`).test(readFileSync(`build/client${route.url}index.html`, "utf8")))
  .filter((route) => {
    if (templatesSeen.has(route.template)) return false;
    templatesSeen.add(route.template);
    return true;
  });

test.describe("the quick exit from every kind of page", () => {
  for (const [index, exitPage] of exitPages.entries()) {
    const how = index % 2 === 0 ? "Exit this page" : "Shift three times";
    // The page visited before it: the contact form, or the check when the contact page is the one left.
    const earlier = exitPage.url === "/contact/" ? "/reputation-check/" : "/contact/";
    test(`${exitPage.name} (${exitPage.url}), by ${how}: Back to ${earlier} shows nothing typed or chosen`, async ({ page }) => {
      const cache = await watchCache(page);
      await page.goto(earlier);
      // Typed as the page appears: the cache keeps what is typed whether or not the form has hydrated.
      if (earlier === "/contact/") {
        await page.getByLabel("Full Name").fill("Dana Whitfield");
        await page.getByLabel("How can we help?").fill("My ex partner is stalking me.");
      } else {
        await page.getByRole("radio", { name: "Me, personally" }).check();
      }
      await page.goto(exitPage.url);
      const neutral = await standInForNeutralSite(page);
      if (how === "Exit this page") await exitLink(page).click();
      else for (let press = 0; press < 3; press += 1) await page.keyboard.press("Shift");
      await expect(page).toHaveURL(neutral);
      await back(page);
      await expectNothingKept(page, earlier);
      if (cacheOn()) expect(cache.notUsed).toEqual([["BroadcastChannelOnMessage"]]);
    });
  }
});

test.describe("what the browser itself puts back", () => {
  // The scripts this test keeps from loading, as the browser reports each refused request.
  test.use({ expectedConsoleErrors: /^Failed to load resource: net::ERR_FAILED$/ });

  test("after a quick exit, a page loaded again from its history entry gets no typed words back: each form with text fields is autocomplete=\"off\"", async ({ page }) => {
    // The site's bundles are kept from loading (the quick exit is inline and still works), so that
    // no island re-renders a field over what the browser restored: the form restoration of HTML
    // ("restore persisted state") is seen alone. With the bundles, whether a restored value showed
    // depended on when the island hydrated.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    const typed = [
      { url: "/contact/", fields: [page.getByLabel("Full Name"), page.getByLabel("How can we help?")] },
      {
        url: "/learning/",
        fields: [
          page.getByRole("searchbox", { name: "Search the Learning Center" }),
          page.getByRole("region", { name: "Get new guides in your inbox" }).getByLabel("Email address"),
        ],
      },
    ];
    for (const { url, fields } of typed) {
      await page.goto(url);
      for (const field of fields) await field.fill("dana@example.org");
      // Left by the exit from the next page: evicted from the cache where it is on, so Back loads it again.
      await page.goto("/about/");
      const neutral = await standInForNeutralSite(page);
      await exitLink(page).click();
      await expect(page).toHaveURL(neutral);
      await back(page);
      await expect(page).toHaveURL(url);
      await expect(page.locator("main h1")).toBeVisible();
      expect(await enteredInMain(page), `what ${url} holds after Back`).toEqual([]);
    }
  });
});
