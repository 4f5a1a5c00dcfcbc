/**
 * Build-time settings shared by `vite.config.ts` and `vitest.config.ts`.
 * Decides the email mode from the EmailJS variables (docs/decisions/004).
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Plugin } from "vite";

/** The three EmailJS settings that make a production build (README "Configuration"). */
export const EMAILJS_KEYS = ["VITE_EMAILJS_SERVICE_ID", "VITE_EMAILJS_TEMPLATE_ID", "VITE_EMAILJS_PUBLIC_KEY"] as const;

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

/**
 * The reCAPTCHA v2 site key of the optional server-side challenge (`VITE_EMAILJS_RECAPTCHA_SITE_KEY`;
 * docs/toolchain.md "reCAPTCHA v2"), read at build time like the EmailJS ids.
 * @param env - as for {@link resolveDemoMode}.
 * @returns the key, trimmed, or `""` when the setting is off (unset or blank).
 * @throws Error when the value is not a key (letters, digits, `-` and `_` only).
 */
export function resolveRecaptchaSiteKey(env: Record<string, string | undefined>): string {
  const key = (env.VITE_EMAILJS_RECAPTCHA_SITE_KEY ?? "").trim();
  if (key !== "" && !/^[\w-]+$/.test(key)) {
    throw new Error("VITE_EMAILJS_RECAPTCHA_SITE_KEY is not a reCAPTCHA site key (letters, digits, - and _ only).");
  }
  return key;
}

/** The files of a built client directory that hold code or policy: scripts and the `_headers` file. */
const CODE_OR_POLICY = /\.js$|^_headers$/;

/**
 * The code and policy files of a built client directory that mention reCAPTCHA, read from the
 * files themselves: a build made with `VITE_EMAILJS_RECAPTCHA_SITE_KEY` has the challenge's loader
 * chunk (and, after `scripts/postbuild.ts`, its policy in `_headers`); every other build drops the
 * challenge's code and policy, so none (README "Before going live"). Pages are not read: copy may
 * name reCAPTCHA for other reasons.
 * @param clientDir - e.g. `build/client`.
 * @returns the paths, relative to `clientDir`, of the `.js` files and `_headers` that mention
 *   reCAPTCHA (case-insensitive); empty for a build without the challenge.
 */
export function filesNamingRecaptcha(clientDir: string): string[] {
  const found: string[] = [];
  const visit = (relative: string) => {
    const path = join(clientDir, relative);
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path)) visit(relative === "" ? name : `${relative}/${name}`);
    } else if (CODE_OR_POLICY.test(relative.split("/").at(-1) ?? "") && /recaptcha/i.test(readFileSync(path, "utf8"))) {
      found.push(relative);
    }
  };
  visit("");
  return found;
}

/**
 * Compile-time constants (see `src/env.d.ts`).
 * @param demoMode - from {@link resolveDemoMode}.
 * @param recaptchaSiteKey - from {@link resolveRecaptchaSiteKey}; `""` (the default) leaves the
 *   challenge, its script and its policy out of the build.
 */
export function buildDefines(demoMode: boolean, recaptchaSiteKey = ""): Record<string, string> {
  return {
    __DEMO_MODE__: JSON.stringify(demoMode),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __RECAPTCHA_SITE_KEY__: JSON.stringify(recaptchaSiteKey),
  };
}

/** The file name of MSW's service worker, which only the demo build ships ({@link mockServiceWorkerPlugin}). */
export const MOCK_SERVICE_WORKER = "mockServiceWorker.js";

/** What a build does with a lead: the demo build delivers nothing, the production build sends it. */
export type BuildKind = "demo" | "production";

/**
 * Whether a built client directory is the demo build, read from its files: only the demo build
 * ships MSW's service worker (`mockServiceWorker.js`, {@link mockServiceWorkerPlugin}), which
 * answers the contact form in the browser.
 * @param clientDir - e.g. `build/client`.
 * @returns `"demo"` when the worker is there, `"production"` otherwise.
 */
export function buildKindOf(clientDir: string): BuildKind {
  return existsSync(join(clientDir, MOCK_SERVICE_WORKER)) ? "demo" : "production";
}

/**
 * The line that says what a build does with a contact form's message, printed last by
 * `npm run build` (`scripts/postbuild.ts`) and under `npm start`'s banner (`scripts/serve.ts`), so
 * nobody deploys the demo build believing it delivers (README "See it").
 * @param kind - from {@link resolveDemoMode} (building) or {@link buildKindOf} (serving).
 */
export function buildKindLine(kind: BuildKind): string {
  return kind === "demo"
    ? `demo build: the contact form answers from a stand-in and delivers nothing; set ${EMAILJS_KEYS.join(", ")} for a production build (README "Configuration")`
    : "production build: the contact form sends through EmailJS";
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
      server.middlewares.use(`/${MOCK_SERVICE_WORKER}`, (_request, response) => {
        response.setHeader("Content-Type", "text/javascript");
        response.end(readFileSync(workerPath));
      });
    },
    applyToEnvironment(environment) {
      return environment.name === "client";
    },
    generateBundle() {
      if (!demoMode) return;
      this.emitFile({ type: "asset", fileName: MOCK_SERVICE_WORKER, source: readFileSync(workerPath) });
    },
  };
}
