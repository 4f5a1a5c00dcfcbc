/**
 * Every page without JavaScript (docs/product-decisions.md, decision 11, "Works before and without scripts"):
 * the `nojs` project runs this spec with scripts disabled, so the page is the prerendered HTML a
 * visitor gets when scripts are blocked, fail to download or have not run yet. Each route must be
 * readable (its h1 visible, a main landmark), pass axe (WCAG 2.2 AA and best practices) with
 * zero violations, and offer no control that needs a script to work: no disclosure toggle whose
 * panel stays hidden (WAI-ARIA APG "Disclosure" pattern; WCAG 4.1.2, a control must do what its
 * role and state say).
 */
import type { Page } from "@playwright/test";
import { UNKNOWN_URL, pageUrls } from "./routes";
import { expect, test } from "./test";

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

/**
 * Lets axe-core run in a document whose own scripts are disabled. Playwright still evaluates code
 * there (through the DevTools protocol) and promises settle, but timer tasks never run, and
 * axe-core waits on `setTimeout` between rules. For the scan only, `setTimeout` runs its callback
 * as a microtask whatever the delay. A guard timer therefore fires at once: axe's asset preload (the CSSOM, read by `css-orientation-lock` alone) gives up, and
 * that rule reports "incomplete" instead of a result. The page's own scripts stay off.
 */
async function letAxeRunWithoutTimers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const scan = window as unknown as { setTimeout: unknown };
    scan.setTimeout = (callback: unknown) => {
      if (typeof callback === "function") void Promise.resolve().then(() => (callback as () => void)());
      return 0;
    };
  });
}

const targets = [...pageUrls, { name: "Not found", url: UNKNOWN_URL }];

for (const { name, url } of targets) {
  test.describe(`${name} (${url})`, () => {
    if (url === UNKNOWN_URL) test.use({ expectedConsoleErrors: /status of 404/ });

    test("is readable and usable without JavaScript", async ({ page, makeAxeBuilder }) => {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("main")).toHaveCount(1);
      await letAxeRunWithoutTimers(page);
      expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
      expect(await deadDisclosureToggles(page), "disclosure toggles that cannot open without scripts").toEqual([]);
    });
  });
}
