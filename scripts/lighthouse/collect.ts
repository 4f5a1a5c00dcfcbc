/**
 * Lighthouse runs for the gate (`../lighthouse.ts`) and the benchmark (`../bench-lighthouse.ts`),
 * through Lighthouse's Node API in this process (https://github.com/GoogleChrome/lighthouse/blob/main/docs/readme.md#using-programmatically),
 * each on a Chromium launched for it by `chrome-launcher` (the launcher and the version Lighthouse's
 * own command line uses) and closed after it, as `lhci collect` runs them.
 *
 * `lhci collect` starts a Node process with Lighthouse's command line for every run: loading Node
 * and Lighthouse's modules and reading the configuration took about 4.5 s of each 15.7 s run on
 * this host, for 77 runs in `npm test` (docs/decisions/027). Here they load once. Each run still
 * gets a new browser with an empty profile, so no cache, compiled script or storage carries from
 * one run into the next, and Lighthouse computes every figure as it does from its command line.
 *
 * The settings are `lighthouserc.json`'s (`ci.collect.settings`: the configuration file, Chromium's
 * flags, the categories, the full-page screenshot), so `lhci assert` and `lhci upload` read results
 * made with the settings the file states. Results are saved as `lhci collect` saves them
 * (`lhr-<time>.json` and `.html` in `.lighthouseci/`), which is where `lhci assert` reads them.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, type Flags, type Result } from "lighthouse";

/** The collection settings of `lighthouserc.json` this runner applies. */
export interface CollectSettings {
  /** The Lighthouse configuration module (an ES module whose default export is the config). */
  configPath: string;
  /** Chromium's flags, space-separated, as Lighthouse's `--chrome-flags`. */
  chromeFlags: string;
  /** The categories to run, as `--only-categories`. */
  onlyCategories: string[];
  /** Leaves out the full-page screenshot, as `--disable-full-page-screenshot`. */
  disableFullPageScreenshot: boolean;
}

/** `lhci`'s configuration file, of which the runner reads the collection settings. */
export const LHCI_CONFIG = "lighthouserc.json";

/**
 * The collection settings of `lighthouserc.json`.
 * @throws Error when the file has no `ci.collect.settings.configPath` or `chromeFlags`.
 */
export function collectSettings(path = LHCI_CONFIG): CollectSettings {
  const rc = JSON.parse(readFileSync(path, "utf8")) as { ci?: { collect?: { settings?: Partial<CollectSettings> } } };
  const settings = rc.ci?.collect?.settings ?? {};
  if (!settings.configPath || settings.chromeFlags === undefined) throw new Error(`lighthouse: ${path} has no ci.collect.settings.configPath and chromeFlags`);
  return {
    configPath: settings.configPath,
    chromeFlags: settings.chromeFlags,
    onlyCategories: settings.onlyCategories ?? [],
    disableFullPageScreenshot: settings.disableFullPageScreenshot === true,
  };
}

/** A runner bound to one configuration: `run(url)` makes one Lighthouse run. */
export interface LighthouseRunner {
  /**
   * One run of `url` on a fresh Chromium.
   * @returns Lighthouse's result and its HTML report.
   * @throws Error when Chromium does not start or Lighthouse returns no result; a page that fails
   *   to load gives a result with `runtimeError` set, as from the command line.
   */
  run(url: string): Promise<{ lhr: Result; html: string }>;
}

/**
 * Lighthouse's errors for a trace it failed to record (`core/lib/lh-error.js`): the run measured
 * nothing, and Lighthouse's own message says to run it again. Seen on this machine in 1-2 of 77
 * runs with Chromium 156 and Lighthouse 12.6.1 (`NO_NAVSTART`, on different pages each time), a
 * process swap between `about:blank` and the page leaving the navigation's start outside the
 * processes the trace processor follows. A page's own failure to load or paint (`NO_FCP`,
 * `PAGE_HUNG`, an HTTP error) is not among them: it is a result, and the gate judges it.
 */
const TRACE_RECORDING_ERRORS: ReadonlySet<string> = new Set(["NO_NAVSTART", "NO_TRACING_STARTED"]);

/**
 * Whether a run measured nothing because Lighthouse could not record its trace
 * (`TRACE_RECORDING_ERRORS`), so that the run, not the page, has to be made again.
 */
export function traceNotRecorded(lhr: Pick<Result, "runtimeError">): boolean {
  return lhr.runtimeError !== undefined && TRACE_RECORDING_ERRORS.has(lhr.runtimeError.code);
}

/**
 * Loads the Lighthouse configuration once and returns a runner for it.
 * @param settings - `collectSettings()`'s, or the benchmark's variant of them.
 * @param chromePath - the Chromium binary (Debian's, `/usr/bin/chromium`, in CI).
 */
export async function lighthouseRunner(settings: CollectSettings, chromePath: string): Promise<LighthouseRunner> {
  const module = (await import(pathToFileURL(resolve(settings.configPath)).href)) as { default: Config };
  const config = module.default;
  const chromeFlags = settings.chromeFlags.split(/\s+/).filter(Boolean);
  const runOnce = async (url: string) => {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "error" });
    try {
      const flags: Flags = {
        port: chrome.port,
        output: ["json", "html"],
        logLevel: "error",
        onlyCategories: settings.onlyCategories.length > 0 ? settings.onlyCategories : undefined,
        disableFullPageScreenshot: settings.disableFullPageScreenshot,
      };
      const result = await lighthouse(url, flags, config);
      if (!result) throw new Error(`lighthouse: no result for ${url}`);
      const [, html] = result.report;
      return { lhr: result.lhr, html: html ?? "" };
    } finally {
      chrome.kill();
    }
  };
  return {
    async run(url) {
      const first = await runOnce(url);
      if (!traceNotRecorded(first.lhr)) return first;
      // No measurement was made: made once more, and said, never hidden. A second failure is
      // kept, and the gate fails on it.
      console.log(`lighthouse: ${url}: Lighthouse could not record the trace (${first.lhr.runtimeError?.code ?? ""}); this run is made again`);
      return runOnce(url);
    },
  };
}

/**
 * Saves a run where `lhci assert` and `lhci upload` read it, under the name `lhci collect` gives
 * (`lhr-<ms since the epoch>.json` and `.html`).
 * @param directory - `.lighthouseci` for the gate.
 */
export function saveRun(directory: string, run: { lhr: Result; html: string }): void {
  mkdirSync(directory, { recursive: true });
  let stamp = Date.now();
  // Two runs saved within the same millisecond would share a name.
  while (existsSync(join(directory, `lhr-${String(stamp)}.json`))) stamp += 1;
  writeFileSync(join(directory, `lhr-${String(stamp)}.json`), JSON.stringify(run.lhr));
  writeFileSync(join(directory, `lhr-${String(stamp)}.html`), run.html);
}

/** Deletes the saved runs (`lhr-*.json` and `.html`) of `directory`, as a non-additive `lhci collect` does. */
export function clearRuns(directory: string): void {
  if (!existsSync(directory)) return;
  for (const name of readdirSync(directory)) if (/^lhr-\d+\.(json|html)$/.test(name)) rmSync(join(directory, name));
}

/** `lighthouserc.json`'s server: the command that serves the build and the line that says it is ready. */
export interface ServerSettings {
  startServerCommand: string;
  startServerReadyPattern: string;
  startServerReadyTimeout: number;
}

/**
 * The server settings of `lighthouserc.json` (`ci.collect.startServer*`).
 * @throws Error when the command or the pattern is missing.
 */
export function serverSettings(path = LHCI_CONFIG): ServerSettings {
  const rc = JSON.parse(readFileSync(path, "utf8")) as { ci?: { collect?: Partial<ServerSettings> } };
  const collect = rc.ci?.collect ?? {};
  if (!collect.startServerCommand || !collect.startServerReadyPattern)
    throw new Error(`lighthouse: ${path} has no ci.collect.startServerCommand and startServerReadyPattern`);
  return {
    startServerCommand: collect.startServerCommand,
    startServerReadyPattern: collect.startServerReadyPattern,
    startServerReadyTimeout: collect.startServerReadyTimeout ?? 60_000,
  };
}

/**
 * Starts the server as `lhci collect` does: the command in a shell, ready when a line of its
 * output matches the pattern.
 * @returns the server's process; stop it with `stopServer`.
 * @throws Error when it exits or the timeout passes before it is ready.
 */
export function startServer(settings: ServerSettings): Promise<ChildProcess> {
  const server = spawn(settings.startServerCommand, { shell: true, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const pattern = new RegExp(settings.startServerReadyPattern);
  return new Promise((resolveReady, reject) => {
    let output = "";
    const timer = setTimeout(() => {
      stopServer(server);
      reject(new Error(`lighthouse: the server was not ready within ${String(settings.startServerReadyTimeout)} ms:\n${output}`));
    }, settings.startServerReadyTimeout);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolveReady(server);
      }
    };
    server.stdout.on("data", onData);
    server.stderr.on("data", onData);
    server.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`lighthouse: the server exited (${String(code)}) before it was ready:\n${output}`));
    });
  });
}

/** Stops the server and every process its shell started (its process group). */
export function stopServer(server: ChildProcess): void {
  if (server.pid === undefined || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}
