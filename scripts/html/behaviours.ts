/**
 * The plain modules of the pages without React (`PageBehaviour`, src/site/manifest.ts;
 * docs/decisions/040), bundled at build time with esbuild (https://esbuild.github.io/api/#build)
 * into hashed files under `assets/`, which hosts cache for a year (deploy/policy.ts) and the
 * content security policy allows as the site's own scripts (`'self'`).
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { PageBehaviour } from "../../src/site/manifest";

/** Each behaviour's entry module, relative to the repository. */
const ENTRIES: Record<PageBehaviour, string> = {
  "in-page-index": "src/behaviours/in-page-index.entry.ts",
};

/** The language level of the modules: that of the inline scripts (`./loader/compile.ts`). */
const TARGET = "es2020";

/** The URL path of a behaviour's file: `/assets/<name>-<hash>.js`. */
const behaviourFile = /^\/assets\/([a-z-]+)-[0-9a-f]{10}\.js$/;

/** The behaviour a script URL of a built page loads, or `undefined` for any other URL. */
export function behaviourOfUrl(url: string): string | undefined {
  return behaviourFile.exec(url)?.[1];
}

/**
 * Bundles and minifies every behaviour into `<clientDir>/assets/<name>-<hash>.js` (the hash is
 * the first 10 hex digits of the file's SHA-256, so a changed module gets a new URL).
 * @returns each behaviour's URL path.
 * @throws Error when esbuild fails or produces nothing.
 */
export async function writeBehaviourModules(clientDir: string): Promise<Record<PageBehaviour, string>> {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
  const urls = {} as Record<PageBehaviour, string>;
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  for (const [name, entry] of Object.entries(ENTRIES) as [PageBehaviour, string][]) {
    const result = await build({
      entryPoints: [join(root, entry)],
      bundle: true,
      format: "esm",
      minify: true,
      target: TARGET,
      legalComments: "none",
      write: false,
      logLevel: "silent",
    });
    const text = result.outputFiles[0]?.text;
    if (!text) throw new Error(`writeBehaviourModules: esbuild produced no output for ${entry}`);
    const url = `/assets/${name}-${createHash("sha256").update(text).digest("hex").slice(0, 10)}.js`;
    writeFileSync(join(clientDir, url), text);
    urls[name] = url;
  }
  return urls;
}
