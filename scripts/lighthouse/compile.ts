/**
 * Compiles the Lighthouse configuration (`./config.ts`) and its audit (`./cpu-blocking-time.ts`)
 * into ES modules Lighthouse can load (`import()` of plain JavaScript, without TypeScript),
 * with esbuild (https://esbuild.github.io/api/#build). Lighthouse itself stays external, so the
 * compiled files use the installed `lighthouse` package.
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { AUDIT_FILE } from "./config";

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Writes `config.mjs` and the audit module into `outDir`.
 * @returns the absolute path of `config.mjs`, for Lighthouse's `configPath` setting
 * @throws Error when esbuild fails
 */
export async function compileLighthouseConfig(outDir: string): Promise<string> {
  const dir = resolve(outDir);
  const common = { bundle: true, format: "esm", platform: "node", target: "node20", packages: "external", logLevel: "silent" } as const;
  await build({ ...common, entryPoints: [join(here, "cpu-blocking-time.ts")], outfile: join(dir, AUDIT_FILE) });
  const configPath = join(dir, "config.mjs");
  await build({ ...common, entryPoints: [join(here, "config.ts")], outfile: configPath });
  return configPath;
}
