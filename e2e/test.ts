import AxeBuilder from "@axe-core/playwright";
import { test as base, expect } from "@playwright/test";

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
