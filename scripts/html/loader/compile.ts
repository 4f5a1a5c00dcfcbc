/**
 * Compiles the hydration loader (`./hydration-loader.ts`, entry `./main.ts`) into the text of one
 * classic inline script, at build time, with esbuild (https://esbuild.github.io/api/#build).
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
 * Bundles and minifies the loader as an immediately invoked function.
 * @returns the script's text, without a trailing newline (its CSP hash is taken from the page).
 * @throws Error when esbuild fails or the text would end its `<script>` element early.
 */
export async function compileHydrationLoader(): Promise<string> {
  const result = await build({
    entryPoints: [join(dirname(fileURLToPath(import.meta.url)), "main.ts")],
    bundle: true,
    format: "iife",
    minify: true,
    target: LOADER_TARGET,
    legalComments: "none",
    write: false,
    logLevel: "silent",
  });
  const text = result.outputFiles[0]?.text.trim();
  if (!text) throw new Error("compileHydrationLoader: esbuild produced no output");
  if (/<\/script|<!--/i.test(text)) throw new Error("compileHydrationLoader: the loader's text would end its <script> element");
  return text;
}
