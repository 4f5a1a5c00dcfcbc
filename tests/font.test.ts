/**
 * The self-hosted web font (docs/decisions/023): the subset `scripts/font-subset.ts` writes must
 * still draw every character and weight the stylesheet sends to it, or the browser would fall back
 * to Arial for those (CSS Fonts 4, "font matching"), and must be the smaller file it exists to be.
 * Reads the font files with HarfBuzz (`harfbuzzjs`), decoding WOFF2 with `fontverter`.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { convert } from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { DEFAULT_LAYOUT_FEATURES, FONT_FAMILY, FONT_STYLESHEET, SOURCE_FONT, codePointsOf, readFontFace } from "../scripts/font/fontFace";

const face = readFontFace(readFileSync(FONT_STYLESHEET, "utf8"), FONT_FAMILY);
const sourceBytes = readFileSync(SOURCE_FONT);
const subsetBytes = readFileSync(join(dirname(FONT_STYLESHEET), face.src));

/**
 * Opens a WOFF2 file as a HarfBuzz face. One at a time: the WOFF2 decoder's WebAssembly instance
 * is shared, and two decodings at once returned an empty font.
 */
async function open(woff2: Buffer): Promise<Face> {
  return new Face(new Blob(new Uint8Array(await convert(woff2, "sfnt"))));
}

describe("the subset web font", () => {
  it("draws every character of the unicode-range that the package's font draws", async () => {
    const source = await open(sourceBytes);
    const subset = await open(subsetBytes);
    const declared = new Set(face.codePoints);
    const expected = [...source.collectUnicodes()].filter((point) => declared.has(point));
    expect(expected.length).toBeGreaterThan(200);
    expect([...subset.collectUnicodes()].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
  });

  it("varies in weight over exactly the declared range, which holds every weight token", async () => {
    const axis = (await open(subsetBytes)).getAxisInfos().wght;
    expect(axis).toMatchObject({ min: face.weight.min, max: face.weight.max });
    const tokens = readFileSync(join("src", "styles", "tokens.css"), "utf8");
    const weights = [...tokens.matchAll(/--font-weight-[a-z]+:\s*(\d+)/g)].map((match) => Number(match[1]));
    expect(weights.length).toBeGreaterThanOrEqual(4);
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(face.weight.min);
      expect(weight).toBeLessThanOrEqual(face.weight.max);
    }
  });

  it("keeps the default features the package's font has (kerning, contextual alternates) and drops the rest", async () => {
    const source = await open(sourceBytes);
    const subset = await open(subsetBytes);
    for (const table of ["GSUB", "GPOS"] as const) {
      const kept = DEFAULT_LAYOUT_FEATURES.filter((tag) => source.getTableFeatureTags(table).includes(tag));
      expect(new Set(subset.getTableFeatureTags(table))).toEqual(new Set(kept));
    }
    expect(subset.getTableFeatureTags("GPOS")).toContain("kern");
    expect(subset.getTableFeatureTags("GSUB")).toContain("calt");
  });

  it("is at most three fifths of the package's file", () => {
    expect(subsetBytes.length).toBeLessThan(sourceBytes.length * 0.6);
  });
});

describe("reading the @font-face rule", () => {
  it("expands single code points, ranges and wildcards", () => {
    expect(codePointsOf("U+0061-0063, U+0041, U+01?")).toEqual([
      ...Array.from({ length: 16 }, (_, index) => 0x10 + index), 0x41, 0x61, 0x62, 0x63,
    ]);
  });

  it("names the rule and the descriptor that is missing or malformed", () => {
    expect(() => codePointsOf("0041")).toThrow('unicode-range "0041"');
    expect(() => readFontFace("@font-face { font-family: Other; }", "Inter Variable")).toThrow('no @font-face rule for "Inter Variable"');
    expect(() => readFontFace('@font-face { font-family: "Inter Variable"; font-weight: 400; }', "Inter Variable")).toThrow("needs font-weight: <min> <max>");
  });

  it("reads the descriptors of the named family only", () => {
    const css = '@font-face { font-family: "A"; font-weight: 100 200; unicode-range: U+0041; src: url(a.woff2); }\n' +
      "@font-face { font-family: 'Inter Variable'; /* note */ font-weight: 400 700; unicode-range: U+0042-0043; src: url(\"./b.woff2\") format(\"woff2\"); }";
    expect(readFontFace(css, "Inter Variable")).toEqual({ family: "Inter Variable", weight: { min: 400, max: 700 }, codePoints: [0x42, 0x43], src: "./b.woff2" });
  });
});
