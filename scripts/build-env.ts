/**
 * Build-time settings shared by `vite.config.ts` and `vitest.config.ts`.
 * Decides the email mode from the EmailJS variables (docs/decisions/004).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

const EMAILJS_KEYS = ["VITE_EMAILJS_SERVICE_ID", "VITE_EMAILJS_TEMPLATE_ID", "VITE_EMAILJS_PUBLIC_KEY"] as const;

/**
 * Whether this build is the demo build.
 * @param env - the variables Vite loaded (`loadEnv`) merged with `process.env`.
 * @returns `true` when none of the three EmailJS ids is set, `false` when all are.
 * @throws Error when only some are set: a half-configured build would fail on every send.
 */
export function resolveDemoMode(env: Record<string, string | undefined>): boolean {
  const present = EMAILJS_KEYS.filter((key) => (env[key] ?? "").trim() !== "");
  if (present.length === 0) return true;
  if (present.length === EMAILJS_KEYS.length) return false;
  const missing = EMAILJS_KEYS.filter((key) => !present.includes(key));
  throw new Error(`EmailJS is half configured: set ${missing.join(", ")} as well, or unset all three for the demo build.`);
}

/** Compile-time constants (see `src/env.d.ts`). */
export function buildDefines(demoMode: boolean): Record<string, string> {
  return {
    __DEMO_MODE__: JSON.stringify(demoMode),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  };
}

/**
 * Ships MSW's service worker in the demo build only, taken from the installed `msw` package so
 * its version always matches the library (docs/toolchain.md "MSW 2": keep the worker out of
 * production output). Serves it from the dev server too.
 */
export function mockServiceWorkerPlugin(demoMode: boolean): Plugin {
  const require = createRequire(import.meta.url);
  const workerPath = require.resolve("msw/mockServiceWorker.js");
  return {
    name: "rrr:mock-service-worker",
    configureServer(server) {
      if (!demoMode) return;
      server.middlewares.use("/mockServiceWorker.js", (_request, response) => {
        response.setHeader("Content-Type", "text/javascript");
        response.end(readFileSync(workerPath));
      });
    },
    applyToEnvironment(environment) {
      return environment.name === "client";
    },
    generateBundle() {
      if (!demoMode) return;
      this.emitFile({ type: "asset", fileName: "mockServiceWorker.js", source: readFileSync(workerPath) });
    },
  };
}
