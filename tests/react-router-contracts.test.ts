/**
 * React Router's private contracts (scripts/html/react-router-contracts.ts; docs/decisions/011),
 * checked against the installed React Router rather than an imitation of its output: the minimal
 * app in `tests/fixtures/react-router-page/` is built for the browser with esbuild (code-split ES
 * module chunks and React Router's manifest chunk), prerendered with React Router's own request
 * handler and default server entry, rewritten by the build's `deferHydration`, and hydrated in the
 * DOM by the loader's `hydrate` and React Router's default client entry. An upgrade that changes
 * one of the contracts fails here:
 * - a new shape of `<Scripts>`' module script or stream scripts: `deferHydration` throws;
 * - another global for the route modules, or an entry that does not hydrate when imported: the
 *   page never gets `data-hydrated`, or React Router throws while hydrating (a console error);
 * - another key for the history index: React Router writes the history state itself.
 * Each was seen to fail by editing the loader, the contracts module or the fixture for a run.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { UNSAFE_createBrowserHistory as createBrowserHistory } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deferHydration, readHydrationPlan } from "../scripts/html/defer-hydration";
import { compileHydrationLoader } from "../scripts/html/loader/compile";
import { hydrate } from "../scripts/html/loader/hydration-loader";
import type { HydrationPlan } from "../scripts/html/loader/plan";
import { readModuleGraph } from "../scripts/html/module-graph";
import {
  DEFAULT_CLIENT_ENTRY,
  HISTORY_INDEX_KEY,
  INITIAL_HISTORY_INDEX,
  REACT_ROUTER_VERSION,
  ROUTE_MODULES_GLOBAL,
  STREAM_ENQUEUE_CALL,
} from "../scripts/html/react-router-contracts";
import { HYDRATED_ATTRIBUTE } from "../src/config/enhancement";
import { prerenderPage } from "./fixtures/react-router-page/build";
import { type ClientBuild, buildClient } from "./fixtures/react-router-page/client";

/** Stands for the compiled loader in the rewritten page; the test runs `hydrate` from its source. */
const LOADER = "/* the hydration loader */";

let client: ClientBuild | undefined;
/** The page exactly as React Router prerendered it. */
let page: string;
/** The page after `deferHydration`. */
let rewritten: string;
let plan: HydrationPlan;

beforeAll(async () => {
  const built = await buildClient();
  client = built;
  page = await prerenderPage(built.manifest);
  rewritten = deferHydration(page, await readModuleGraph(built.clientDir), LOADER);
  plan = readHydrationPlan(rewritten);
});

afterAll(() => {
  if (client) rmSync(client.clientDir, { recursive: true, force: true });
});

/** The client build, once `beforeAll` has made it. */
function built(): ClientBuild {
  if (!client) throw new Error("the client build failed");
  return client;
}

/** The installed version of a package, from its package.json. */
const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(join("node_modules", name, "package.json"), "utf8")) as { version: string }).version;

describe("React Router's contracts: the version they were read from", () => {
  it("is the installed React Router, so an upgrade re-reads them", () => {
    expect(installedVersion("react-router")).toBe(REACT_ROUTER_VERSION);
    expect(installedVersion("@react-router/dev")).toBe(REACT_ROUTER_VERSION);
  });

  it("covers the site's client entry: React Router's default, the one the fixture is built with", () => {
    const ownEntries = ["tsx", "ts", "jsx", "js"].map((extension) => `src/entry.client.${extension}`).filter((file) => existsSync(file));
    expect(ownEntries).toEqual([]);
    expect(existsSync(DEFAULT_CLIENT_ENTRY)).toBe(true);
  });
});

describe("React Router's contracts: the prerendered page", () => {
  it("has the module script, preloads and stream scripts that deferHydration reads", () => {
    expect(page).toContain(`window.${ROUTE_MODULES_GLOBAL} = `);
    expect(page).toContain(`${STREAM_ENQUEUE_CALL}(`);
    const { manifest } = built();
    expect(plan.routes).toEqual({ root: manifest.routes.root?.module, "routes/home": manifest.routes["routes/home"]?.module });
    expect(plan.entry).toBe(manifest.entry.module);
    expect(plan.evaluate[0]).toBe(manifest.url);
    expect(plan.preloads).toEqual(expect.arrayContaining([manifest.url, manifest.entry.module, ...Object.values(plan.routes)]));
  });

  it("keeps no page-specific inline script after the rewrite", () => {
    const document = new DOMParser().parseFromString(rewritten, "text/html");
    const scripts = [...document.querySelectorAll("script")];
    expect(scripts.filter((script) => script.type === "module")).toEqual([]);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    const executable = scripts.filter((script) => !script.src && script.type !== "application/json" && script.type !== "application/ld+json");
    expect(executable.map((script) => script.textContent).filter((text) => text.includes("Hydrated from the prerendered page"))).toEqual([]);
  });
});

describe("React Router's contracts: the history index", () => {
  it("is the state createBrowserHistory writes when the entry has none, and it keeps one written before it starts", () => {
    const replaceState = vi.spyOn(window.history, "replaceState");
    window.history.replaceState(null, "");
    replaceState.mockClear();
    createBrowserHistory({ window });
    expect(replaceState.mock.calls).toEqual([[{ [HISTORY_INDEX_KEY]: INITIAL_HISTORY_INDEX }, ""]]);

    window.history.replaceState({ [HISTORY_INDEX_KEY]: INITIAL_HISTORY_INDEX }, "");
    replaceState.mockClear();
    createBrowserHistory({ window });
    expect(replaceState).not.toHaveBeenCalled();
    expect(window.history.state).toEqual({ [HISTORY_INDEX_KEY]: INITIAL_HISTORY_INDEX });
  });

  it("is the key the compiled loader writes, next to the route modules' global", async () => {
    const loader = await compileHydrationLoader();
    expect(loader).toContain(`.${ROUTE_MODULES_GLOBAL}=`);
    expect(loader).toContain(`${HISTORY_INDEX_KEY}:${String(INITIAL_HISTORY_INDEX)}}`);
  });
});

/**
 * Puts the rewritten page into the test's document and runs its inline scripts in document order,
 * as a browser would before the loader starts: React Router's context and stream, the stream
 * feeder, React's boundary scripts. The loader's stand-in and data blocks are left out.
 */
function loadPage(html: string): void {
  const parsed = new DOMParser().parseFromString(html, "text/html");
  const root = document.importNode(parsed.documentElement, true);
  document.documentElement.remove();
  document.appendChild(root);
  for (const script of [...document.querySelectorAll("script")]) {
    const isExecutable = !script.src && (script.type === "" || script.type === "text/javascript");
    if (!isExecutable || script.textContent === LOADER) continue;
    Object.defineProperty(document, "currentScript", { value: script, configurable: true });
    // The page's own inline scripts, as the browser runs them (classic scripts, global scope).
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the page's inline scripts, which are the subject of the test
    const run = new Function(script.textContent) as () => void;
    run();
  }
  Object.defineProperty(document, "currentScript", { value: null, configurable: true });
}

describe("React Router's contracts: hydration through the loader", () => {
  it("hydrates the rewritten page with the route modules' global, the entry's import and the history index", async () => {
    loadPage(rewritten);
    window.history.replaceState(null, "");
    const replaceState = vi.spyOn(window.history, "replaceState");
    await hydrate(plan, {
      document,
      window,
      importModule: (url) => import(/* @vite-ignore */ join(built().clientDir, url)) as Promise<unknown>,
      nextTask: () => new Promise((resolve) => setTimeout(resolve, 0)),
      setTimeout: () => undefined,
      PerformanceObserver: undefined,
    });
    // `SiteFrame`'s mark, set by the fixture's root route once React has hydrated.
    await expect.poll(() => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    expect(document.querySelector("h1")?.textContent).toBe("Hydrated from the prerendered page");
    // Only the loader wrote the history state: React Router found its index and kept it.
    expect(replaceState.mock.calls).toEqual([[{ [HISTORY_INDEX_KEY]: INITIAL_HISTORY_INDEX }, ""]]);
  });
});
