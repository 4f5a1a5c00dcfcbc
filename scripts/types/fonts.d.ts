/**
 * Types for two font tools that ship none: `subset-font` 2.9 (its README's "API" section; the
 * DefinitelyTyped package describes 2.3 and lacks `keepFeatures`) and `fontverter` 2 (its
 * `index.js`: `convert` and `detectFormat`).
 */
declare module "subset-font" {
  /** A variation axis pinned to one value or narrowed to a range (user-space units, e.g. 400). */
  type AxisLimit = number | { min: number; max: number; default?: number };

  /** Options of `subsetFont`, each equivalent to an `hb-subset` flag. */
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    preserveNameIds?: number[];
    /** Four-character OpenType feature tags to retain; by default every feature is kept. */
    keepFeatures?: string[];
    /** Axis tag (such as `wght`) to the value or range kept; other axes stay as they are. */
    variationAxes?: Record<string, AxisLimit>;
    keepAllGlyphs?: boolean;
    noLayoutClosure?: boolean;
    glyphNames?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
  }

  /**
   * Subsets a TrueType/OpenType, WOFF or WOFF2 font to the glyphs `text` needs (plus what its
   * layout features reach) with HarfBuzz's `hb-subset` compiled to WebAssembly.
   * @throws when the font cannot be read or the options are malformed.
   */
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}

declare module "fontverter" {
  type FontFormat = "sfnt" | "truetype" | "woff" | "woff2";
  /** The format of a font file from its first four bytes; throws on an unknown signature. */
  export function detectFormat(font: Buffer): "sfnt" | "woff" | "woff2";
  /** Converts a font between SFNT, WOFF and WOFF2 (decoding WOFF2 with Google's woff2 in WebAssembly). */
  export function convert(font: Buffer, toFormat: FontFormat, fromFormat?: FontFormat): Promise<Buffer>;
}
