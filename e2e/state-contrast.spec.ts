/**
 * Contrast in every state (WCAG 2.2, 1.4.3 Contrast (Minimum) and 1.4.11 Non-text Contrast; axe
 * reads only the state a page is in): every link and button of the header, the open phone menu
 * (with its Services list open), the footer and the quick exit, at rest, hovered, focused and
 * pressed, in the light and the dark theme. The text colour and the first opaque background
 * behind it are read from computed style; the ratio is WCAG's relative-luminance formula. Text of
 * at least 24 px, or 18.66 px bold, needs 3:1, other text 4.5:1.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/test";

type State = "rest" | "hover" | "focus" | "active";

/** The text colour, the background behind it and the font, as the browser computes them. */
interface Painted {
  readonly name: string;
  readonly color: string;
  /** The first opaque background colour behind the text. */
  readonly base: string;
  /** The colours of the gradients between the text and `base`, each laid over `base`. */
  readonly layers: readonly string[];
  readonly large: boolean;
}

/** Reads what every visible element matching `selector` paints now, in document order. */
function paintedAll(page: Page, selector: string): Promise<(Painted | null)[]> {
  return page.evaluate((query) => {
    return [...document.querySelectorAll(query)].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden")
        return null;
      // What is painted behind the text: the first opaque background colour up the tree, and over
      // it the colours of any gradient on the way (the heroes' navy bands and their glows), each
      // of which the text must clear.
      const layers: string[] = [];
      let base = "rgb(255, 255, 255)";
      for (
        let node: Element | null = element;
        node;
        node = node.parentElement
      ) {
        const nodeStyle = getComputedStyle(node);
        layers.push(
          ...(nodeStyle.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []),
        );
        const fill = nodeStyle.backgroundColor;
        if (!/^rgba\(.*, 0\)$/.test(fill) && fill !== "transparent") {
          base = fill;
          break;
        }
      }
      const size = Number.parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      return {
        name: element.textContent.trim().slice(0, 40),
        color: style.color,
        base,
        layers,
        large: size >= 24 || (bold && size >= 18.66),
      };
    });
  }, selector);
}

/** `rgb(…)`/`rgba(…)` as three channels, 0-255, the colour laid over `under` by its alpha. */
function channels(
  color: string,
  under: readonly number[] = [255, 255, 255],
): number[] {
  const parts = color.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0];
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return [r, g, b].map(
    (value, index) => value * a + (under[index] ?? 255) * (1 - a),
  );
}

/** WCAG 2.2 relative luminance of sRGB channels (0-255). */
function luminance(rgb: readonly number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of a text colour on a background laid over `base` (WCAG 2.2, "contrast ratio"). */
function ratio(
  color: string,
  background: string,
  base = "rgb(255, 255, 255)",
): number {
  const back = channels(background, channels(base));
  const [lighter, darker] = [
    luminance(channels(color, back)),
    luminance(back),
  ].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** The pseudo-classes Chrome DevTools Protocol forces for each state (`CSS.forcePseudoState`). */
const FORCED: Record<State, string[]> = {
  rest: [],
  hover: ["hover"],
  focus: ["focus", "focus-visible"],
  active: ["hover", "active"],
};

/**
 * Every failing element and state of the elements matching `selector`, as "name (state): ratio,
 * colour on background". Each state is forced on every element at once through the DevTools
 * Protocol (`CSS.forcePseudoState`), as DevTools' "Force state" does, so no pointer moves and
 * nothing is followed.
 */
async function failures(
  page: Page,
  selector: string,
): Promise<{ failures: string[]; reads: Record<State, (Painted | null)[]> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
    nodeId: root.nodeId,
    selector,
  });
  const found: string[] = [];
  const all: Partial<Record<State, (Painted | null)[]>> = {};
  for (const state of ["rest", "hover", "focus", "active"] as const) {
    for (const nodeId of nodeIds)
      await cdp.send("CSS.forcePseudoState", {
        nodeId,
        forcedPseudoClasses: FORCED[state],
      });
    const reads = await paintedAll(page, selector);
    all[state] = reads;
    for (const read of reads) {
      if (read === null) continue;
      // An opaque gradient colour is itself a base (the hero's navy band over a white page).
      const opaque = read.layers.filter(
        (layer) => (layer.match(/[\d.]+/g)?.map(Number)[3] ?? 1) === 1,
      );
      const translucent = read.layers.filter(
        (layer) => !opaque.includes(layer),
      );
      for (const [background, base] of (opaque.length > 0
        ? opaque
        : [read.base]
      ).flatMap((under) =>
        [under, ...translucent].map((layer) => [layer, under] as const),
      )) {
        const value = ratio(read.color, background, base);
        if (value < (read.large ? 3 : 4.5))
          found.push(
            `"${read.name}" (${state}): ${value.toFixed(2)}:1, ${read.color} on ${background}`,
          );
      }
    }
  }
  return {
    failures: found,
    reads: {
      rest: all.rest ?? [],
      hover: all.hover ?? [],
      focus: all.focus ?? [],
      active: all.active ?? [],
    },
  };
}

for (const theme of ["light", "dark"] as const) {
  test(`the header, footer and quick exit keep their contrast in every state, ${theme} theme @desktop`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto("/about/");
    const { failures: found, reads } = await failures(
      page,
      "[data-quick-exit-link], header a, header button, footer a, [data-quick-exit] a",
    );
    expect(found).toEqual([]);
    // The states are really forced: the quick exit's red darkens on hover (QuickExit.module.css).
    expect(reads.hover[0]?.base).not.toBe(reads.rest[0]?.base);
  });

  test(`the open phone menu keeps its contrast in every state, ${theme} theme @mobile`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ colorScheme: theme });
    await page.goto("/about/");
    await page
      .getByRole("banner")
      .getByRole("button", { name: "Menu" })
      .click();
    const panel = page.locator("#site-menu");
    await expect(panel).toBeVisible();
    await panel.locator("summary").first().click();
    expect(
      (
        await failures(
          page,
          "#site-menu a, #site-menu summary, #site-menu button",
        )
      ).failures,
    ).toEqual([]);
  });

  test(`the links and buttons of a service page, the Get help now page and the contact page keep their contrast in every state, ${theme} theme @desktop`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    const found: string[] = [];
    for (const url of [
      "/services/individuals/online-harassment-solutions/",
      "/get-help-now/",
      "/contact/",
    ]) {
      await page.goto(url);
      found.push(
        ...(
          await failures(page, "main a, main button, main summary")
        ).failures.map((failure) => `${url} ${failure}`),
      );
    }
    expect(found).toEqual([]);
  });
}
