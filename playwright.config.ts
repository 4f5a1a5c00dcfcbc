import { type Project, defineConfig, devices } from "@playwright/test";
import { PREVIEW_PORT } from "./src/config/defaults";

/**
 * Port of the demo build. `E2E_PORT` moves the three servers (demo, production, nginx) so that two
 * checkouts can run the suite side by side without one reusing the other's servers.
 */
export const DEMO_PORT = Number(process.env.E2E_PORT ?? PREVIEW_PORT);

/** Port of the production-mode build (EmailJS settings present), used by the production spec. */
export const PRODUCTION_PORT = DEMO_PORT + 1;

/** Port of nginx serving the demo build with the generated configuration (`npm run serve:nginx`). */
export const NGINX_PORT = process.env.E2E_PORT ? DEMO_PORT + 2 : 8080;

/**
 * Port of the demo build made with the optional reCAPTCHA challenge on (`npm run build:challenge`,
 * README "Optional 'I'm not a robot' check"), used by the challenge spec.
 */
export const CHALLENGE_PORT = DEMO_PORT + 3;

/** Port of the development server that `npm run cms` starts with the content editor (e2e/cms.spec.ts). */
export const CMS_PORT = 5173;

/**
 * Debian's Chromium headless shell (`chromium-headless-shell`, the browser's version, installed by
 * `scripts/ensure-chromium.sh`), or the binary `HEADLESS_SHELL_PATH` names: the build Playwright
 * itself runs for headless Chromium: the same engine (Blink, V8) without the browser's own layer,
 * which took about 40 % less time over the whole suite on this 2-core machine
 * (docs/decisions/029). Lighthouse keeps the full browser.
 */
const chromium = {
  executablePath: process.env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell",
  // Without these, Chromium calls home and the closed network refuses it
  // (docs/toolchain.md "Browsers").
  args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
};

/**
 * Debian's Chromium itself (`CHROME_PATH`, else `/usr/bin/chromium`) with the back/forward cache
 * on, as visitors have it (docs/product-decisions.md, decision 16; docs/decisions/054): Playwright
 * launches Chromium with `--disable-back-forward-cache`, and the headless shell never caches a page
 * (CDP `BackForwardCacheDisabledForDelegate`), so the journeys that leave, come back or exit run
 * here as well as in `desktop`.
 */
const chromiumWithCache = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: chromium.args,
  ignoreDefaultArgs: ["--disable-back-forward-cache"],
};

/** What a project may set besides its name; `use` is added to the desktop defaults. */
type ProjectOptions = Omit<Project, "name">;

/**
 * A project in desktop Chrome at 1280 × 800 px with the local Chromium, plus `options` (its
 * `use` is merged over these defaults).
 * @param name - the project's name, as `--project` and the report give it.
 * @param options - which specs it runs and what it changes (base URL, scripts off).
 */
function desktopProject(name: string, options: ProjectOptions = {}): Project {
  return {
    name,
    ...options,
    use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium, ...options.use },
  };
}

/** Shared helpers of the specs (fixtures, routes, contact steps): imported, never run. */
const HELPERS = "**/helpers/**";

/**
 * End-to-end tests against the built site served as in production (`npm run serve`): the demo
 * build on 4173 and the production-mode build on 4174. Route-wide specs run at 1280 px and
 * 375 px; journeys pick their own viewport. `nojs` runs every route with JavaScript disabled
 * (docs/product-decisions.md, decision 11).
 */
export default defineConfig({
  testDir: "e2e",
  // A spec is a `*.spec.ts` file; e2e/helpers/ holds what specs import.
  testMatch: /\.spec\.ts$/,
  testIgnore: HELPERS,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${String(DEMO_PORT)}`,
    launchOptions: chromium,
    // A failed test keeps its trace: every action with the DOM before and after it, which the
    // trace viewer renders. The screencast is left out: encoding a frame at every paint costs CPU
    // in every test on a 2-core machine, for pictures the DOM snapshots already give.
    trace: { mode: "retain-on-failure", screenshots: false },
  },
  projects: [
    desktopProject("desktop", {
      testIgnore: [HELPERS, /(delivery|no-script|challenge|cms|first-minute)\.spec\.ts/],
      grepInvert: /@mobile|@bfcache/,
    }),
    // The journeys that leave, come back or exit, in the browser visitors have: the cache on.
    desktopProject("bfcache", {
      testMatch: /(back-forward-cache|safe-contact|autofill)\.spec\.ts/,
      use: { launchOptions: chromiumWithCache },
    }),
    {
      name: "mobile",
      testMatch: /(frame|mobile-menu|services-menu|reputation-check|quick-exit|under-18|first-minute|state-contrast)\.spec\.ts/,
      grepInvert: /@desktop/,
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 812 }, launchOptions: chromium },
    },
    // The delivery checks against nginx, and the contact journeys tagged @nginx (a send, the
    // service worker's registration): what nginx's headers could break. The other contact and
    // resilience journeys run in `desktop`, on `npm run serve`, which sends the same headers and
    // content security policy (e2e/delivery.spec.ts compares them).
    desktopProject("nginx", {
      testMatch: /delivery\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${String(NGINX_PORT)}` },
    }),
    desktopProject("nginx-contact", {
      testMatch: /contact\.spec\.ts/,
      grep: /@nginx/,
      use: { baseURL: `http://127.0.0.1:${String(NGINX_PORT)}` },
    }),
    // The contact form in the build with the optional reCAPTCHA challenge.
    desktopProject("challenge", {
      testMatch: /challenge\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${String(CHALLENGE_PORT)}` },
    }),
    // The content editor as `npm run cms` starts it, and the site built from what it saves.
    desktopProject("cms", {
      testMatch: /cms\.spec\.ts/,
      use: { baseURL: `http://localhost:${String(CMS_PORT)}` },
    }),
    // The prerendered HTML as a visitor gets it when scripts are blocked, fail or have not run.
    desktopProject("nojs", {
      testMatch: /no-script\.spec\.ts/,
      use: { javaScriptEnabled: false },
    }),
  ],
  webServer: [
    {
      command: `PORT=${String(DEMO_PORT)} npm run -s serve`,
      url: `http://127.0.0.1:${String(DEMO_PORT)}/`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
    },
    {
      command: `BUILD_DIR=build-production PORT=${PRODUCTION_PORT} npm run -s serve`,
      url: `http://127.0.0.1:${PRODUCTION_PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
    },
    {
      command: `BUILD_DIR=build-challenge PORT=${String(CHALLENGE_PORT)} npm run -s serve`,
      url: `http://127.0.0.1:${String(CHALLENGE_PORT)}/`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
    },
    {
      // The editor's local backend answers on localhost only (Decap's `local_backend`).
      command: "npm run -s cms",
      url: `http://localhost:${String(CMS_PORT)}/admin/`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
    },
    {
      command: `PORT=${String(NGINX_PORT)} npm run -s serve:nginx`,
      url: `http://127.0.0.1:${String(NGINX_PORT)}/`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
    },
  ],
});
