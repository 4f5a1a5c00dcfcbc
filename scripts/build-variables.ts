/**
 * The variables of a build as its scripts read them (`scripts/check-placeholders.ts` before
 * `react-router build`, `scripts/postbuild.ts` after it), so that both see the same build: the
 * `VITE_` variables as `vite.config.ts` reads them and the content editor's `CMS_` variables
 * (README "Configuration"), from the `.env` files of Vite's `production` mode (the mode of
 * `react-router build`), overridden by the process's environment (which also gives `BUILD_DIR` and
 * `ALLOW_PLACEHOLDERS`). Kept apart from `./build-env.ts` because Vite takes seconds to load, and
 * `npm run serve` imports that module.
 */
import { loadEnv } from "vite";

/**
 * @param cwd - the project's root, where the `.env` files are.
 * @returns every variable of the build by name.
 */
export function buildVariables(cwd = process.cwd()): Record<string, string | undefined> {
  return { ...loadEnv("production", cwd, ["VITE_", "CMS_"]), ...process.env };
}
