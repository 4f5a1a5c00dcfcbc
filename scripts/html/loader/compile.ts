/**
 * Compiles the inline scripts of the pages into the text of one classic inline script each, at build
 * time, with esbuild (https://esbuild.github.io/api/#build): the script of the pages without React
 * (entry `./static-main.ts`) and that of the pages of islands (entry `./islands-main.ts`).
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/**
 * The language level of the loader: ES2020 is the first with `import()`, which the loader needs
 * and which every browser able to run the site's ES module chunks has.
 */
const LOADER_TARGET = "es2020";

/**
 * Bundles and minifies the script of the pages without React (entry `./static-main.ts`;
 * docs/decisions/040) as an immediately invoked function.
 * @returns the script's text, without a trailing newline (its CSP hash is taken from the page).
 * @throws Error when esbuild fails or the text would end its `<script>` element early.
 */
export function compileStaticScript(): Promise<string> {
  return compileInlineScript("static-main.ts");
}

/**
 * Compiles the inline script of a page of islands (`./islands-main.ts`; docs/decisions/041): what
 * every page runs and the islands loader, as `compileStaticScript` does.
 */
export function compileIslandsScript(): Promise<string> {
  return compileInlineScript("islands-main.ts");
}

/**
 * Compiles the quick exit alone, as the inline script carries it (`installPageQuickExit` of
 * `./page-basics.ts` and what it imports, `./quick-exit-main.ts`): what `npm run test:budget` holds
 * under 1 KB brotli (docs/decisions/059).
 */
export function compileQuickExitScript(): Promise<string> {
  return compileInlineScript("quick-exit-main.ts");
}

/** Bundles and minifies `entry` (a file of this folder) into the text of one classic inline script. */
async function compileInlineScript(entry: "main.ts" | "static-main.ts" | "islands-main.ts" | "quick-exit-main.ts"): Promise<string> {
  const result = await build({
    entryPoints: [join(dirname(fileURLToPath(import.meta.url)), entry)],
    bundle: true,
    format: "iife",
    minify: true,
    target: LOADER_TARGET,
    legalComments: "none",
    write: false,
    logLevel: "silent",
  });
  const text = result.outputFiles[0]?.text.trim();
  if (!text) throw new Error(`compileInlineScript: esbuild produced no output for ${entry}`);
  if (/<\/script|<!--/i.test(text)) throw new Error(`compileInlineScript: the text of ${entry} would end its <script> element`);
  return text;
}
