/**
 * axe-core in the end-to-end tests (docs/decisions/005): one configuration for every scan, and the
 * route-wide scan of a page in both themes (docs/decisions/020).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { type Page, expect } from "@playwright/test";
import { BACKGROUND, paintedBackground } from "./theme";

/** WCAG 2.2 A and AA plus axe's best practices: GOV.UK Frontend's tag set (docs/decisions/005). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The rules of {@link AXE_TAGS} in axe's colour category (`cat.color`): text contrast (WCAG
 * 1.4.3) and links told apart from the text around them by colour alone (1.4.1).
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * axe-core's minified build (the copy `@axe-core/playwright` depends on), added to a document
 * only when it is not there yet. The builder evaluates its source twice per scan (once to check
 * the version, once to configure it) and every scan of a page would otherwise parse and run the
 * 1.3 MB unminified build again: the guard makes the second and later evaluations in a document
 * cost nothing, whatever the number of scans.
 */
const AXE_SOURCE = (() => {
  const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
  const minified = readFileSync(fromAxePlaywright.resolve("axe-core/axe.min.js"), "utf8");
  return `if (typeof window.axe === "undefined") {\n${minified}\n}`;
})();

/**
 * An axe builder for `page` with the project's tags.
 *
 * Legacy mode (`setLegacyMode`, @axe-core/playwright's README): axe runs in the page with
 * `axe.run`, as it did before version 4.3. The default mode opens a blank page for every scan to
 * merge the results of cross-origin frames; the site has no frame (and a cross-origin frame
 * could not be scanned in legacy mode, which is the only thing given up), so the blank page only
 * costs time: about half of each scan.
 * @param page - the page to scan, at the state the caller has brought it to.
 * @returns a builder whose `analyze()` resolves to axe's results; `include`/`exclude` narrow it.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return configured(page).withTags(AXE_TAGS);
}

/**
 * A builder with the source, the mode and the result types of every scan here. `resultTypes`
 * (axe-core's API, "Options Parameter"): the tests read the violations only, so axe describes
 * one passing or inapplicable node per rule instead of building a selector and a snippet for
 * every node of the page. What is checked, and every violation's detail, stay the same.
 */
function configured(page: Page): AxeBuilder {
  return new AxeBuilder({ page, axeSource: AXE_SOURCE }).options({ resultTypes: ["violations"] }).setLegacyMode();
}

/**
 * Waits until the CSS transitions a theme switch starts have ended (the buttons fade their colours
 * over `--motion-duration`): mid-way, a button's text and background are a mix of the two themes,
 * which the visitor sees for a moment but is not the page's state, and axe's contrast rule would
 * measure it (a failed run read 2.79:1 on the reputation check's Continue button, a light
 * background under dark-theme text). Web Animations API `Document.getAnimations()`.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

/**
 * Scans the page with axe in the light theme (every rule of {@link AXE_TAGS}), then with the
 * system switched to dark, which the page follows at once (no choice is stored), with the
 * colour rules only, and checks that each theme is the one painted.
 *
 * Why the dark pass needs only {@link COLOUR_RULES}: the theme changes the values of the colour
 * roles and nothing else (src/styles/tokens.css gives each role its light and dark value with
 * `light-dark()`, switched by `color-scheme`; no rule or script shows, hides or reorders content
 * by theme, docs/decisions/020). Every other rule reads the DOM, the accessibility tree and the
 * layout, which are the same in both themes, so its dark result would repeat the light one.
 *
 * `page.emulateMedia` leaves the page in the light theme again.
 * @param page - a page at the state to scan (hydrated, when the caller wants the scripts' state).
 * @returns the violations of each pass, `{ light, dark }`; both should be empty.
 */
export async function scanBothThemes(page: Page): Promise<{ light: unknown[]; dark: unknown[] }> {
  await page.emulateMedia({ colorScheme: "light" });
  await transitionsEnded(page);
  expect(await paintedBackground(page)).toBe(BACKGROUND.light);
  const light = (await axeBuilder(page).analyze()).violations;
  await page.emulateMedia({ colorScheme: "dark" });
  await transitionsEnded(page);
  expect(await paintedBackground(page)).toBe(BACKGROUND.dark);
  const dark = (await configured(page).withRules(COLOUR_RULES).analyze()).violations;
  await page.emulateMedia({ colorScheme: "light" });
  return { light, dark };
}

/**
 * Lets axe-core run in a document whose own scripts are disabled. Playwright still evaluates code
 * there (through the DevTools protocol) and promises settle, but timer tasks never run, and
 * axe-core waits on `setTimeout` between rules. For the scan only, `setTimeout` runs its callback
 * as a microtask whatever the delay. A guard timer therefore fires at once: axe's asset preload
 * (the CSSOM, read by `css-orientation-lock` alone) gives up, and that rule reports "incomplete"
 * instead of a result. The page's own scripts stay off.
 * @param page - a page of a context with `javaScriptEnabled: false`, before its scan.
 */
export async function letAxeRunWithoutTimers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const scan = window as unknown as { setTimeout: unknown };
    scan.setTimeout = (callback: unknown) => {
      if (typeof callback === "function") void Promise.resolve().then(() => (callback as () => void)());
      return 0;
    };
  });
}
