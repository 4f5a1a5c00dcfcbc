/**
 * Reads the web font's `@font-face` rule, the one source of what the self-hosted subset must hold:
 * its `font-weight` range becomes the `wght` axis kept, its `unicode-range` the characters kept, and
 * its `src` the file written (docs/decisions/023-font-subset.md). `scripts/font-subset.ts` writes the
 * subset from it; `tests/font.test.ts` checks the written file against it.
 */
import { createRequire } from "node:module";
import { join } from "node:path";

/** The stylesheet whose `@font-face` rule describes the subset. */
export const FONT_STYLESHEET = join("src", "styles", "global.css");
/** The family of that rule. */
export const FONT_FAMILY = "Inter Variable";
/** The unsubsetted source: the package's variable Latin file (weights 100-900). */
export const SOURCE_FONT = createRequire(import.meta.url).resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

/** What the subset is made from: the `@font-face` rule's descriptors that decide its contents. */
export interface FontFaceSubset {
  /** The `font-family` name, without quotes, e.g. `Inter Variable`. */
  family: string;
  /** The `font-weight` range, lightest first (CSS Fonts 4, "font-weight" descriptor). */
  weight: { min: number; max: number };
  /** Every code point of the `unicode-range`, ascending (CSS Fonts 4, "unicode-range"). */
  codePoints: number[];
  /** The `src` URL as written in the stylesheet, relative to it. */
  src: string;
}

/** The browser's default OpenType features for Latin text: the only ones the site's CSS relies on. */
export const DEFAULT_LAYOUT_FEATURES = ["kern", "liga", "calt", "clig", "ccmp", "locl", "mark", "mkmk", "rlig", "rvrn"];

/**
 * Expands a CSS `unicode-range` value (`U+0000-00FF, U+0131, U+2000-206F`; wildcards such as
 * `U+4??` too) into its code points.
 * @throws on a range that is not `U+hex`, `U+hex-hex` or `U+hex?`.
 */
export function codePointsOf(unicodeRange: string): number[] {
  const points = new Set<number>();
  for (const part of unicodeRange.split(",")) {
    const range = part.trim();
    const match = /^U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(range);
    if (!match?.[1]) throw new Error(`font-face: unicode-range "${range}" is not U+hex, U+hex-hex or U+hex?`);
    const start = match[1];
    const first = Number.parseInt(start.replaceAll("?", "0"), 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : Number.parseInt(start.replaceAll("?", "F"), 16);
    for (let point = first; point <= last; point += 1) points.add(point);
  }
  return [...points].sort((a, b) => a - b);
}

/**
 * Finds the `@font-face` rule of `family` in a stylesheet's text.
 * @throws when there is no such rule, or it lacks a two-value `font-weight`, a `unicode-range`
 *   or a `src: url(...)`.
 */
export function readFontFace(css: string, family: string): FontFaceSubset {
  for (const [, body = ""] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const declarations = new Map<string, string>();
    for (const declaration of body.replace(/\/\*[\s\S]*?\*\//g, "").split(";")) {
      const colon = declaration.indexOf(":");
      if (colon > 0) declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
    }
    if (declarations.get("font-family")?.replace(/["']/g, "") !== family) continue;
    const weight = /^(\d+)\s+(\d+)$/.exec(declarations.get("font-weight") ?? "");
    const unicodeRange = declarations.get("unicode-range");
    const src = /url\(["']?([^"')]+)["']?\)/.exec(declarations.get("src") ?? "")?.[1];
    if (!weight?.[1] || !weight[2] || !unicodeRange || !src) {
      throw new Error(`font-face: "${family}" needs font-weight: <min> <max>, unicode-range and src: url(...)`);
    }
    return {
      family,
      weight: { min: Number(weight[1]), max: Number(weight[2]) },
      codePoints: codePointsOf(unicodeRange),
      src,
    };
  }
  throw new Error(`font-face: no @font-face rule for "${family}"`);
}
