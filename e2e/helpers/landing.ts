import { type Locator, type Page, expect } from "@playwright/test";
/**
 * Where an in-page link (a FAQ category, a glossary letter) brings its section, in CSS px from the
 * top of the viewport: docs/spec.md §9's 100 px under the header, plus the quick exit's 48 px strip
 * pinned above the header on every page (docs/decisions/059): the page's scroll padding
 * (`--header-height` and 16 px, src/styles/global.css) plus the section's 12 px scroll margin.
 */
export const LANDING_TOP_PX = 148;

/**
 * Asserts that `target` (a focused step heading, a summary) comes wholly into view: below the
 * pinned top of the page (the site header and the quick exit's strip above it, both sticky) and
 * above the viewport's bottom edge (WCAG 2.4.11 Focus Not Obscured (Minimum): a focused element is
 * not hidden by content the author pinned). Polled: a scroll the page makes for the focus may
 * still be moving the box for a few frames after focus lands (smooth on a page with an in-page
 * index where the visitor allows motion, src/styles/global.css).
 */
export async function expectClearOfPinnedTop(page: Page, target: Locator, what: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const pinnedBottom = await page.evaluate(() =>
          Math.max(0, ...[...document.querySelectorAll("header, [data-quick-exit]")].map((element) => element.getBoundingClientRect().bottom)),
        );
        const box = await target.boundingBox();
        const height = page.viewportSize()?.height ?? 0;
        if (!box) return "no box";
        if (box.y < Math.floor(pinnedBottom)) return `top at ${String(Math.round(box.y))} px, under the pinned header (${String(Math.round(pinnedBottom))} px)`;
        if (box.y + box.height > height) return `bottom at ${String(Math.round(box.y + box.height))} px, below the viewport (${String(height)} px)`;
        return "in view";
      },
      { message: what },
    )
    .toBe("in view");
}
