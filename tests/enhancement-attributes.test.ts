/**
 * The attributes the inline loader sets or reads are defined once (`src/config/enhancement.ts`,
 * `src/components/QuickExit/rules.ts`); the stylesheet, which cannot import them, must use the same
 * names, or a renamed attribute would leave the page without its no-script notices or its quick-exit
 * cover while every other test passed.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { QUICK_EXIT_ACTIVE_ATTRIBUTE } from "../src/components/QuickExit/rules";
import { SCRIPTS_FAILED_ATTRIBUTE } from "../src/config/enhancement";

const globalCss = readFileSync("src/styles/global.css", "utf8");
/** Every `data-*` attribute a selector of the global stylesheet names. */
const cssAttributes = new Set([...globalCss.matchAll(/\[(data-[a-z-]+)/g)].map((match) => match[1] ?? ""));

describe("the stylesheet and the loader name the same attributes", () => {
  it.each([
    ["the failed-scripts mark that shows the no-script notices", SCRIPTS_FAILED_ATTRIBUTE],
    ["the quick exit's cover while the page is left", QUICK_EXIT_ACTIVE_ATTRIBUTE],
  ])("global.css styles %s", (_role, attribute) => {
    expect(cssAttributes).toContain(attribute);
  });

  it("names no loader attribute that is not defined in code", () => {
    const loaderAttributes = [...cssAttributes].filter((name) => /^data-(scripts|hydrated|replay|quick-exit)/.test(name));
    expect(loaderAttributes.sort()).toEqual([QUICK_EXIT_ACTIVE_ATTRIBUTE, SCRIPTS_FAILED_ATTRIBUTE].sort());
  });
});
