/**
 * The build of the React islands (docs/decisions/041): each island's entry (`ISLAND_ENTRIES`,
 * src/islands/names.ts) bundled with Vite into `<build>/client/assets/islands/`, React, React DOM
 * and XState in chunks of their own, shared by every island. `scripts/postbuild.ts` runs it after
 * `react-router build`, reads its manifest (`.vite/islands-manifest.json`) and writes each island
 * page's plan (`scripts/html/islands.ts`).
 *
 * It shares the site build's defines and CSS modules naming (`vite.config.ts`), so an island's
 * class names and constants are those of the prerendered page; its own stylesheet is not written
 * (the page's single stylesheet already has every rule), after a check that the two name classes
 * alike (`withoutStylesheet`).
 */
import { readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { type Plugin, defineConfig, loadEnv } from "vite";
import { ISLAND_ENTRIES } from "./src/islands/names.ts";
import { buildDefines, resolveDemoMode, resolveRecaptchaSiteKey } from "./scripts/build-env.ts";
import siteConfig from "./vite.config.ts";

/** The class names a stylesheet defines (`.name` selectors). */
function classNamesOf(css: string): Set<string> {
  return new Set(Array.from(css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => match[1] ?? ""));
}

/**
 * Removes the islands' stylesheet once written (`writeBundle`: Rolldown adds CSS assets after the
 * plugins' `generateBundle`), since the page's own stylesheet holds its rules, after checking that
 * it names no class the site's stylesheet (`<outDir>/assets/*.css`, written by
 * `react-router build`) lacks: the CSS modules of both builds must name classes alike, or an island
 * would render classes no rule matches.
 * @throws Error (fails the build) naming the first classes missing from the site's stylesheet.
 */
function withoutStylesheet(outDir: string): Plugin {
  return {
    name: "rrr:islands-without-stylesheet",
    writeBundle(_options, bundle) {
      const assets = join(outDir, "assets");
      const site = classNamesOf(readdirSync(assets).filter((name) => name.endsWith(".css")).map((name) => readFileSync(join(assets, name), "utf8")).join("\n"));
      for (const name of Object.keys(bundle)) {
        if (!name.endsWith(".css")) continue;
        const file = join(outDir, name);
        const missing = [...classNamesOf(readFileSync(file, "utf8"))].filter((className) => !site.has(className));
        if (missing.length > 0) throw new Error(`the islands' stylesheet names classes the site's lacks: ${missing.slice(0, 5).join(", ")}`);
        rmSync(file);
      }
    },
  };
}

/** The manifest's path, under the output directory (https://vite.dev/config/build-options#build-manifest). */
export const ISLANDS_MANIFEST = ".vite/islands-manifest.json";

export default defineConfig((environment) => {
  const { mode } = environment;
  const env = { ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env };
  const site = typeof siteConfig === "function" ? siteConfig(environment) : siteConfig;
  if (site instanceof Promise) throw new Error("vite.islands.config.ts: the site's config is expected to be synchronous");
  const outDir = join(process.env.BUILD_DIR ?? "build", "client");
  return {
    plugins: [withoutStylesheet(outDir)],
    define: buildDefines(resolveDemoMode(env), resolveRecaptchaSiteKey(env)),
    css: site.css,
    oxc: { jsx: { runtime: "automatic" } },
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      assetsInlineLimit: 0,
      cssCodeSplit: false,
      manifest: ISLANDS_MANIFEST,
      rollupOptions: {
        input: Object.fromEntries(Object.entries(ISLAND_ENTRIES).map(([name, entry]) => [name, entry])),
        preserveEntrySignatures: "exports-only",
        // lucide-react marks its modules "use client", which means nothing outside React Server
        // Components: the warning that bundling drops the directive is noise here.
        onwarn(warning, warn) {
          if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
        },
        output: {
          entryFileNames: "assets/islands/[name]-[hash].js",
          chunkFileNames: "assets/islands/[name]-[hash].js",
          assetFileNames: "assets/islands/[name]-[hash][extname]",
          advancedChunks: {
            // React and XState, then the site's code in as few files as each island's needs allow:
            // every module of one chunk is compressed together, and each file more costs its own
            // framing (measured on the contact form: five chunks of its own code, 20.8 KB brotli,
            // were 19.4 KB as one file). The contact form's modules are one chunk, which the
            // check's result imports on use (its "Send this to a specialist" writes the form's
            // draft); what both islands use at hydration is another.
            groups: [
              { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
              { name: "xstate", test: /node_modules[\\/](xstate|@xstate)[\\/]/, priority: 3 },
            ],
          },
        },
      },
    },
  };
});
