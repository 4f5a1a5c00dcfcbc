import type AxeBuilder from "@axe-core/playwright";
import { type Locator, type Page, test as base, expect } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../src/config/enhancement";
import { axeBuilder } from "./axe";

/**
 * The project's Playwright `test` (docs/decisions/005; the Epic Stack's habit): every test fails on a console
 * error or an uncaught page error unless it declares the messages it expects, and gets an axe
 * builder set to WCAG 2.2 AA plus best practices (GOV.UK Frontend's tag set; `e2e/helpers/axe.ts`).
 *
 * `page.goto` and `page.reload` resolve at the `load` event, as Playwright's do: pages hydrate
 * after their first paint (docs/decisions/008), and a visitor uses a page as soon as it appears
 * (docs/product-decisions.md, decision 11, "Works before and without scripts"). A journey therefore acts on the
 * prerendered HTML and waits for what the visitor would see, with web-first assertions. A test
 * whose subject only exists once scripts run says so with {@link waitForHydration}.
 */
export const test = base.extend<{
  /** Console errors the test expects: logged errors matching this pattern are allowed. */
  expectedConsoleErrors: RegExp | undefined;
  makeAxeBuilder: () => AxeBuilder;
  consoleGuard: undefined;
}>({
  expectedConsoleErrors: [undefined, { option: true }],
  makeAxeBuilder: async ({ page }, use) => {
    await use(() => axeBuilder(page));
  },
  // On the context, not a page: every page of the test is watched (a second tab, a popup), and
  // a test that only sends requests does not open a page for nothing.
  consoleGuard: [
    async ({ context, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      context.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      context.on("weberror", (webError) => errors.push(`pageerror: ${webError.error().message}`));
      await use(undefined);
      const unexpected = errors.filter((text) => !expectedConsoleErrors?.test(text));
      expect(unexpected, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The document element once the page's islands woken on load have hydrated: `<html>` with
 * `HYDRATED_ATTRIBUTE` (src/config/enhancement.ts), set by the islands loader (src/islands/loader.ts;
 * at once on a page whose islands all wake on use, docs/decisions/042). A test whose subject is
 * hydration itself (typing kept across it, a press made before it) counts it: 0 before, 1 after,
 * on a page with an island woken on load (the contact form, the check). An island woken on use
 * carries the attribute on its own element (`[data-island]`).
 * @param page - the page whose current document is meant.
 * @returns a locator matching `<html>` when hydrated, nothing before.
 */
export function hydratedDocument(page: Page): Locator {
  return page.locator(`html[${HYDRATED_ATTRIBUTE}]`);
}

/**
 * Waits until the page's islands woken on load have hydrated ({@link hydratedDocument}); on a page
 * whose islands all wake on use, it returns at once, and the test's own focus or press wakes them.
 *
 * Use it only where the behaviour under test exists only with scripts (a toast, the contact
 * form's send, search as you type, focus returned by Escape) and name why: the reason is shown
 * as a step and an annotation (`hydration`) in the test report, so a reader can tell a deliberate
 * wait from one that hides a control that is dead before hydration (docs/product-decisions.md, decision 11).
 * People do not wait for hydration: a journey that acts before its subject exists would test the
 * prerendered page instead, which first-moment.spec.ts and no-script.spec.ts do on purpose.
 *
 * @param page - the page whose current document must be hydrated.
 * @param reason - why this test needs scripts, in a few words; an empty reason throws.
 * @throws Error when `reason` is blank; Playwright's timeout error when the page never hydrates.
 */
export async function waitForHydration(page: Page, reason: string): Promise<void> {
  if (reason.trim() === "") throw new Error("waitForHydration: say why this test needs the hydrated page.");
  test.info().annotations.push({ type: "hydration", description: reason });
  await test.step(`wait for hydration: ${reason}`, async () => {
    await hydratedDocument(page).waitFor({ state: "attached" });
  });
}

/**
 * Holds back the page's JavaScript (every `.js` request under `/assets/` waits, the islands' in
 * `/assets/islands/` included) until the returned function is called: a slow network on which the
 * visitor acts before the page hydrates.
 * @param page - the page, before its `goto`.
 * @returns `release`, which lets the held requests and every later one through.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/**/*.js", async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  return release;
}

export { expect };
