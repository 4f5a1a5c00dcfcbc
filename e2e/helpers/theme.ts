/**
 * Which reading theme a visitor sees (docs/decisions/020): the page background tells, white in the
 * light theme, deep navy in the dark one.
 */
import type { Page } from "@playwright/test";

/** The page background in each theme (src/styles/tokens.css, `--color-surface`), as computed style gives it. */
export const BACKGROUND = { light: "rgb(255, 255, 255)", dark: "rgb(6, 15, 28)" } as const;

/** The background the page paints now: `BACKGROUND.light` or `BACKGROUND.dark` once a theme applies. */
export function paintedBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}
