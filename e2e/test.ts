import AxeBuilder from "@axe-core/playwright";
import { type Response, test as base, expect } from "@playwright/test";

/**
 * The project's Playwright `test` (STYLE.md, Epic Stack habit): every test fails on a console
 * error or an uncaught page error unless it declares the messages it expects, and gets an axe
 * builder set to WCAG 2.2 AA plus best practices (GOV.UK Frontend's tag set).
 */
export const test = base.extend<{
  /** Console errors the test expects: logged errors matching this pattern are allowed. */
  expectedConsoleErrors: RegExp | undefined;
  makeAxeBuilder: () => AxeBuilder;
  consoleGuard: undefined;
}>({
  expectedConsoleErrors: [undefined, { option: true }],
  makeAxeBuilder: async ({ page }, use) => {
    await use(() =>
      new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]),
    );
  },
  page: async ({ page }, use) => {
    // Pages hydrate after their first paint (scripts/html/defer-hydration.ts). A person waits for
    // the page to be ready before using its controls: so does `goto`/`reload`, unless the test names
    // its own `waitUntil` moment (to act before hydration, for example).
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const waitForHydration = async (response: Response | null, waitUntil: string | undefined) => {
      const html = response?.headers()["content-type"]?.includes("text/html") ?? false;
      if (html && waitUntil === undefined) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      return response;
    };
    page.goto = async (url, options) => waitForHydration(await goto(url, options), options?.waitUntil);
    page.reload = async (options) => waitForHydration(await reload(options), options?.waitUntil);
    await use(page);
  },
  consoleGuard: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(undefined);
      const unexpected = errors.filter((text) => !expectedConsoleErrors?.test(text));
      expect(unexpected, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
