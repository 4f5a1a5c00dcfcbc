/**
 * Writes the site's one web font: Inter's variable Latin file from `@fontsource-variable/inter`,
 * cut down by HarfBuzz's subsetter (`subset-font`) to what `src/styles/global.css` declares for
 * "Inter Variable" (docs/decisions/023-font-subset.md):
 * - the `wght` axis narrowed to the rule's `font-weight` range (the tokens use 400-700; the
 *   package covers 100-900);
 * - the glyphs of the rule's `unicode-range` (the package's Latin range, unchanged);
 * - the browser's default OpenType features only (`DEFAULT_LAYOUT_FEATURES`; the stylesheets ask
 *   for no other), which drops Inter's stylistic alternates.
 * 48.3 KB becomes about 27 KB: the preloaded font is what the articles' LCP heading waits for on a
 * first visit (Lighthouse's simulated slow 4G: about 150 ms sooner).
 *
 * Writes the file the rule's `src` names (`src/styles/generated/`, not committed) and a key beside
 * it; runs as part of `npm run content`, before `dev`, `build`, `typecheck` and the unit tests, and
 * does nothing when the key (source bytes, descriptors, subsetter version) is unchanged.
 * Exits 1 when the rule is missing or malformed.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { writeGenerated } from "./content/writeGenerated";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import subsetFont from "subset-font";
import { DEFAULT_LAYOUT_FEATURES, FONT_FAMILY, FONT_STYLESHEET, SOURCE_FONT, readFontFace } from "./font/fontFace";

const require = createRequire(import.meta.url);

async function main(): Promise<void> {
  const face = readFontFace(readFileSync(FONT_STYLESHEET, "utf8"), FONT_FAMILY);
  const output = join(dirname(FONT_STYLESHEET), face.src);
  const source = readFileSync(SOURCE_FONT);
  const subsetterVersion = (require("subset-font/package.json") as { version: string }).version;
  const key = createHash("sha256")
    .update(source)
    .update(JSON.stringify({ face, features: DEFAULT_LAYOUT_FEATURES, subsetterVersion }))
    .digest("hex");
  const keyFile = `${output}.key`;
  if (existsSync(output) && existsSync(keyFile) && readFileSync(keyFile, "utf8") === key) return;

  const font = await subsetFont(source, String.fromCodePoint(...face.codePoints), {
    targetFormat: "woff2",
    variationAxes: { wght: { min: face.weight.min, max: face.weight.max } },
    keepFeatures: DEFAULT_LAYOUT_FEATURES,
  });
  writeGenerated(output, Buffer.from(font));
  writeGenerated(keyFile, key);
  console.log(`font-subset: ${output}, ${(source.length / 1000).toFixed(1)} KB -> ${(font.length / 1000).toFixed(1)} KB (wght ${face.weight.min}-${face.weight.max}, ${face.codePoints.length} code points)`);
}

try {
  await main();
} catch (error) {
  console.error(`font-subset: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
