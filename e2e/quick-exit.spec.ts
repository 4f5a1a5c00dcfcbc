/**
 * The quick exit (src/components/QuickExit, scripts/html/loader/quick-exit.ts; GOV.UK Design
 * System "Exit this page"; docs/product-decisions.md, decision 13; docs/decisions/025), as a
 * visitor at risk uses it: one press or Shift three times, from the first paint, leaves for the
 * neutral site in place of the page (Back does not return) and leaves nothing the visitor typed or
 * answered in the browser; without scripts it is a plain link (no-script.spec.ts).
 *
 * Where it sits: full (the strip pinned above the header), compact (in the header) or none, as the
 * route decides; in either variant it covers nothing in the first view, and the footer is the
 * page's last band. The untagged tests run at 1280 px (desktop) and at 375 px (mobile).
 *
 * The neutral site is on another host, which the test machine cannot reach: its address is read
 * from the link and answered by a stand-in page (e2e/helpers/quick-exit.ts).
 */
import type { Locator, Page } from "@playwright/test";
import { contactContent } from "../src/content/contact";
import { homeContent } from "../src/content/home";
import { CONTACT_ACTION_LABEL } from "../src/content/actions";
import {
  type Box,
  boxOf,
  exitLink,
  intersects,
  quickExit,
  standInForNeutralSite,
} from "./helpers/quick-exit";
import { NOT_FOUND_ERRORS } from "./helpers/routes";
import { sessionKeys } from "./helpers/storage";
import {
  expect,
  holdScripts,
  hydratedDocument,
  test,
  waitForHydration,
} from "./helpers/test";

const HARASSMENT_PAGE = "/services/individuals/online-harassment-solutions/";

test.describe("the quick exit @desktop", () => {
  test("leaves the contact page in one press: Back does not return, and nothing typed is kept", async ({
    page,
  }) => {
    await page.goto("/contact/");
    const neutral = await standInForNeutralSite(page);
    await waitForHydration(
      page,
      "the draft that must be deleted is kept only by the hydrated form",
    );
    await page.getByLabel("Full Name").fill("Dana Whitfield");
    await page
      .getByLabel("How can we help?")
      .fill("Someone posted my home address.");
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

  test("leaves the reputation check on Shift pressed three times, before the page is interactive", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/reputation-check/");
    const neutral = await standInForNeutralSite(page);
    await expect(hydratedDocument(page)).toHaveCount(0);
    await page.keyboard.press("Shift");
    await expect(page.locator("[data-quick-exit-status]")).toHaveText(
      "Shift pressed. Press it 2 more times to leave this page.",
    );
    await page.keyboard.press("Shift");
    await page.keyboard.press("Shift");
    await expect(page).toHaveURL(neutral);
    release();
  });

  test("leaves the contact page on Shift pressed three times while the page hydrates", async ({
    page,
  }) => {
    // The presses land while React takes the page over: the scripts are let through just before
    // them, on a CPU slowed four times, so hydration runs during and after the presses.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const release = await holdScripts(page);
    await page.goto("/contact/");
    const neutral = await standInForNeutralSite(page);
    await expect(hydratedDocument(page)).toHaveCount(0);
    release();
    for (let press = 0; press < 3; press += 1)
      await page.keyboard.press("Shift");
    await expect(page).toHaveURL(neutral);
  });

  test("leaves a business service page on Shift pressed three times: the quick exit is on every page", async ({
    page,
  }) => {
    await page.goto("/services/businesses/review-management/");
    const neutral = await standInForNeutralSite(page);
    for (let press = 0; press < 3; press += 1)
      await page.keyboard.press("Shift");
    await expect(page).toHaveURL(neutral);
  });
});

test.describe("one design on every page", () => {
  test("on the contact page: its own landmark, the red button and a hint that says what it cannot do, with the way to Get help now", async ({
    page,
  }) => {
    await page.goto("/contact/");
    const strip = quickExit(page);
    await expect(strip).toBeVisible();
    await expect(
      page.getByRole("complementary", { name: "Quick exit" }),
    ).toBeVisible();
    await expect(
      strip.getByRole("link", { name: "Exit this page" }),
    ).toBeVisible();
    await expect(strip).toContainText("It does not clear your history");
    await expect(
      strip.getByRole("link", { name: "Get help now" }),
    ).toHaveAttribute("href", "/get-help-now/");
  });

  test.describe(() => {
    // The not-found page answers 404, which the browser logs.
    test.use({ expectedConsoleErrors: NOT_FOUND_ERRORS });
    test("on a business service, the home page and the not-found page: the same strip, red, in the same place", async ({
      page,
    }) => {
      const boxes: { x: number; width: number; background: string }[] = [];
      for (const url of [
        "/services/businesses/review-management/",
        "/",
        "/this-page-does-not-exist/",
      ]) {
        await page.goto(url);
        await expect(quickExit(page)).toHaveCount(1);
        const box = await boxOf(exitLink(page), `the quick exit of ${url}`);
        const background = await exitLink(page).evaluate(
          (link) => getComputedStyle(link).backgroundColor,
        );
        boxes.push({
          x: Math.round(box.x),
          width: Math.round(box.width),
          background,
        });
      }
      expect(
        new Set(boxes.map((box) => JSON.stringify(box))).size,
        JSON.stringify(boxes),
      ).toBe(1);
      // The red of the urgent-help action (docs/product-decisions.md, "Look and feel"), not a quiet link.
      expect(boxes[0]?.background).toBe("rgb(185, 28, 28)");
    });
  });
});

/**
 * The boxes the visitor reads first on a page: its `h1`, the lead under it, and `also` (the
 * first call to action, the first panel).
 */
async function firstViewBoxes(
  page: Page,
  also: Locator,
): Promise<Record<string, Box>> {
  return {
    heading: await boxOf(
      page.getByRole("main").getByRole("heading", { level: 1 }),
      "the h1",
    ),
    lead: await boxOf(page.locator("main h1 + p"), "the lead paragraph"),
    also: await boxOf(also, "the first call to action or panel"),
  };
}

/**
 * Asserts that the quick exit (its whole wrapper and its link) is in the first view and shares no
 * area with `boxes`, and that nothing is drawn over those in the first view (the element at each
 * one's centre is in `<main>`).
 */
async function expectNothingCovered(
  page: Page,
  wrapper: Locator,
  boxes: Record<string, Box>,
): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("no viewport");
  const link = await boxOf(exitLink(page), "the quick exit's link");
  expect(link.y, "the quick exit is in the first view").toBeGreaterThanOrEqual(
    0,
  );
  expect(
    link.y + link.height,
    "the quick exit is in the first view",
  ).toBeLessThanOrEqual(viewport.height);
  const exitBox = await boxOf(wrapper, "the quick exit");
  for (const [name, box] of Object.entries(boxes)) {
    expect(
      intersects(exitBox, box),
      `the quick exit overlaps the ${name}`,
    ).toBe(false);
    // What lies below the first view cannot be drawn over by something at the top of it.
    if (box.y + box.height / 2 > viewport.height) continue;
    const onTop = await page.evaluate(
      ({ x, y }) =>
        document
          .elementFromPoint(x, y)
          ?.closest("main, footer, header, [data-quick-exit]")?.tagName ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop, `what is drawn over the ${name}`).toBe("MAIN");
  }
}

test.describe("covers nothing in the first view", () => {
  test("on the contact page: the heading, the lead and the sidebar's first panel", async ({
    page,
  }) => {
    await page.goto("/contact/");
    const boxes = await firstViewBoxes(
      page,
      page.getByRole("heading", { name: contactContent.nextSteps.heading }),
    );
    await expectNothingCovered(page, quickExit(page), boxes);
  });

  test("on the home page: the heading, the lead and both hero buttons", async ({
    page,
  }) => {
    await page.goto("/");
    const boxes = await firstViewBoxes(
      page,
      page
        .getByRole("main")
        .getByRole("link", { name: CONTACT_ACTION_LABEL, exact: true })
        .first(),
    );
    const learn = await boxOf(
      page
        .getByRole("main")
        .getByRole("link", { name: homeContent.hero.secondaryAction }),
      homeContent.hero.secondaryAction,
    );
    await expectNothingCovered(page, quickExit(page), { ...boxes, learn });
  });
});

test("the footer is the page's last band: nothing is reserved after it", async ({
  page,
}) => {
  await page.goto("/contact/");
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  const ends = await page.evaluate(() => {
    const footer = document.querySelector("footer");
    const bottom = footer
      ? footer.getBoundingClientRect().bottom + window.scrollY
      : NaN;
    const lastPixel = document.elementFromPoint(
      window.innerWidth / 2,
      window.innerHeight - 1,
    );
    return {
      footerBottom: Math.round(bottom),
      documentHeight: document.documentElement.scrollHeight,
      bodyPaddingBottom: getComputedStyle(document.body).paddingBottom,
      lastPixelInFooter: footer?.contains(lastPixel) ?? false,
    };
  });
  expect(ends).toEqual({
    footerBottom: ends.documentHeight,
    documentHeight: ends.documentHeight,
    bodyPaddingBottom: "0px",
    lastPixelInFooter: true,
  });
});

test("is the second stop of the keyboard, after the skip link, in view", async ({
  page,
}) => {
  // The same strip at 1280 px and at 375 px, on a page about harm and on the home page.
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  await page.goto(wide ? HARASSMENT_PAGE : "/");
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("link", { name: "Skip to main content" }),
  ).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(exitLink(page)).toBeFocused();
  await expect(exitLink(page)).toBeInViewport({ ratio: 1 });
});

test("stays at the top while scrolling and keeps a focused link clear of it (WCAG 2.4.11) @mobile", async ({
  page,
  makeAxeBuilder,
}) => {
  // The scroll that focus makes is then instant wherever global.css would make it smooth.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(HARASSMENT_PAGE);
  const pinned = page.locator("[data-quick-exit]").locator("xpath=..");
  const target = page.getByRole("main").getByRole("link").first();
  // Scroll until the link sits half under the pinned block, then focus it as Tab would.
  const top = await boxOf(pinned, "the pinned block");
  const link = await boxOf(target, "the first link of the content");
  await page.evaluate(
    (by) => {
      window.scrollBy(0, by);
    },
    link.y - (top.y + top.height) + link.height / 2,
  );
  await expect(exitLink(page)).toBeInViewport({ ratio: 1 });
  await target.focus();
  const stuck = await boxOf(pinned, "the pinned block");
  expect(stuck.y).toBe(0);
  await expect
    .poll(async () => (await boxOf(target, "the focused link")).y)
    .toBeGreaterThanOrEqual(stuck.y + stuck.height);
  expect(
    (await makeAxeBuilder().include("[data-quick-exit]").analyze()).violations,
  ).toEqual([]);
});
