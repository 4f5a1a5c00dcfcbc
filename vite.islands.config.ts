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
import { join, resolve } from "node:path";
import type { ChunkingContext } from "rolldown";
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

/** The islands whose shared code `formsChunkName` puts in one file: the contact form and the check. */
const FORMS = [ISLAND_ENTRIES["contact-form"], ISLAND_ENTRIES["reputation-check"]].map((entry) => resolve(entry));

/**
 * The entries (absolute paths) whose static imports reach module `id`, memoized in `seen`
 * (`ModuleInfo.importers`, https://rolldown.rs/reference/Interface.ModuleInfo).
 */
function reachingEntries(id: string, ctx: ChunkingContext, seen: Map<string, Set<string>>): Set<string> {
  const known = seen.get(id);
  if (known) return known;
  const entries = new Set<string>();
  seen.set(id, entries);
  const info = ctx.getModuleInfo(id);
  if (!info) return entries;
  if (info.isEntry) entries.add(id);
  for (const importer of info.importers) for (const entry of reachingEntries(importer, ctx, seen)) entries.add(entry);
  return entries;
}

/**
 * The chunk of a module of the site's own that both forms import statically, `"forms"`, or `null`
 * (Rolldown's own splitting) for the others (a `name` function of a code-splitting group,
 * https://rolldown.rs/reference/TypeAlias.CodeSplittingNameFunction).
 */
function formsChunkName(id: string, ctx: ChunkingContext): string | null {
  const entries = reachingEntries(id, ctx, new Map());
  return FORMS.every((entry) => entries.has(entry)) ? "forms" : null;
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
    // The search's worker (src/search/engine/startSearch.ts) beside the islands that start it.
    worker: {
      format: "es",
      rolldownOptions: {
        output: { entryFileNames: "assets/islands/[name]-[hash].js", chunkFileNames: "assets/islands/[name]-[hash].js" },
      },
    },
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
              // Every module of the site's own that both forms import, one file whichever other
              // islands import it too: left to itself, Rolldown splits the forms' shared code by the
              // set of islands that import each module, and with six islands that made five small
              // files where there had been one, each with its own framing (the check went from
              // 88.4 to 90.1 KB). The reading islands that share part of it load the whole file.
              { name: formsChunkName, test: /[\\/](src|machines)[\\/]|node_modules[\\/]valibot[\\/]|preload-helper/, priority: 2 },
            ],
          },
        },
      },
    },
  };
});
