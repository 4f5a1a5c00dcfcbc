/**
 * `npm run bench:inp`: how fast the site answers a visitor's first action, on a mid-range phone's
 * CPU, once the page is live and at once after its first paint (docs/decisions/031 to 033 and 042;
 * README "Tests"). With `--gate` (`npm run test:inp`, part of `npm test` since docs/decisions/053) it is the INP gate.
 *
 * For each interaction of `./inp/journeys.ts` (and the machine's floor on each device, a press on
 * plain text), in both moments, `BENCH_RUNS` runs (default 3, 5 for the gate; the journeys interleaved in each
 * run), each two page loads of the demo build (`build`, served by `scripts/serve.ts` on port 4178):
 *
 * - (a) **INP** as the Event Timing API reports it, through `web-vitals`' attribution build, with
 *   Chromium's CPU slowed 4x (the DevTools protocol's `Emulation.setCPUThrottlingRate`, Lighthouse's
 *   mobile slowdown): the interaction's latency from the input to the next paint, split into input
 *   delay, processing and presentation, and the script that ran longest in it (Long Animation
 *   Frames). The worst interaction of the run counts (a typed word is one interaction a key).
 * - (b) **CPU time x4**: the same action without throttling, in a Chrome trace; the main thread's
 *   CPU time from an event's input until it has committed that event's next paint's frame,
 *   including the part of a task the input waited for, for the interaction's costliest event
 *   (not the time a key is held; docs/decisions/033), multiplied by 4 (`./inp/interaction-cpu.ts`). Waits for a core,
 *   which this 2-core machine adds to every wall-clock figure, do not count.
 *
 * The journeys press as a hand does (`./inp/journeys.ts`): a mouse reaches the control before its
 * button goes down, a phone taps; the benchmark looks for the result only once the action's next
 * paint is long past (`SETTLE_MS`), so its own probes are not counted (docs/decisions/032).
 *
 * "Live": the page loaded, hydrated (`data-hydrated`) and idle. "At once": the action as soon as
 * its control is visible, while the scripts load and React hydrates.
 *
 * The limit (docs/decisions/042): live, an interaction's CPU time x4 (median of the runs) may be
 * at most `ALLOWANCE_MS` above its control's median in the same run: a native control 10 ms above
 * the same page and action with scripts turned off (its "no scripts" row), an island or the theme
 * switch 50 ms above its device's floor, both allowances scaled by the run's yardstick of script
 * speed against its reference, and each judged run by run against its control (docs/decisions/062).
 * At-once figures are reported, not judged.
 *
 * Prints one table (median and range of each figure per interaction and moment, and the limit)
 * and writes it, with the machine's particulars, to `reports/inp-bench.md`. With `--gate`: the live
 * moment and the CPU figure only, printed, not written; exits 1 when an interaction is over its
 * limit.
 *
 * Environment: `CHROME_PATH` (default /usr/bin/chromium: the browser, as Lighthouse uses);
 * `BENCH_RUNS`; `INP_JOURNEYS` (a comma-separated part of the names, e.g. `search,theme`: those
 * journeys and their devices' floors, printed but not written to the report).
 * Needs `npm run build` first.
 * @throws Error when the build is missing or a journey's result never shows
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { type Browser, type BrowserContext, type Page, chromium, devices } from "playwright";
import { startServer, stopServer } from "./lighthouse/collect";
import { markdownTable, median, summarize } from "./lighthouse/results";
import { type TraceEvent, tracedInteractions } from "./inp/interaction-cpu";
import { ALLOWANCE_MS, FLOORS, JOURNEYS, type Journey, YARDSTICK, YARDSTICK_REFERENCE_MS } from "./inp/journeys";
import { findPage } from "../src/site/manifest";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** `--gate`: the live moment and the CPU figure only, judged against the limits; nothing written. */
const gate = process.argv.includes("--gate");
/**
 * Runs of each journey: 3 for the report; 5 for the gate, whose verdict rests on each median (the
 * median of 5 strays less from run to run than that of 3: on 2026-11-27 the phone menu's ranged
 * 33-36 ms against a limit of 40 with 3 runs).
 */
const runs = Number(process.env.BENCH_RUNS ?? (gate ? "5" : "3"));
if (!Number.isInteger(runs) || runs < 1) throw new Error(`bench:inp: BENCH_RUNS must be a positive integer, not ${String(process.env.BENCH_RUNS)}`);
const only = process.env.INP_JOURNEYS?.split(",").map((part) => part.trim().toLowerCase()).filter(Boolean);
const chosen = JOURNEYS.filter((journey) => !only || only.some((part) => journey.name.toLowerCase().includes(part)));
// Each chosen journey's device's floor, measured in the same run.
/**
 * The control of each native journey: the same page and action with the page's scripts turned off
 * (`javaScriptEnabled: false`), so what the browser itself spends drawing the control's result (a
 * popover's panel, an opened `<details>`) is measured beside what the site's scripts add to it.
 */
const twins = new Map<Journey, Journey>(
  chosen.filter((journey) => journey.answerer === "native").map((journey) => [journey, { ...journey, name: `${journey.name}, no scripts`, answerer: undefined }]),
);
const withoutScripts = new Set<Journey>(twins.values());
const measured = chosen.flatMap((journey) => [journey, ...(twins.has(journey) ? [twins.get(journey) as Journey] : [])]);
/**
 * The yardstick that scales the allowances, measured in the same run, three times in each: before
 * the journeys, between their halves and at the end (docs/decisions/064). Measured once a run, its
 * median over five ranged from 53 to 65 between two gate runs of the same build, minutes apart, and
 * moved every island's allowance by as much; the median of fifteen presses spread over the runs
 * strays less. Each press is a fresh page load, as every journey's is.
 */
const yardstickPress = chosen.some((journey) => journey.answerer !== undefined) ? [YARDSTICK] : [];
const half = Math.ceil(measured.length / 2);
/** What each run measures, in order; the yardstick appears three times (its figures pooled). */
const journeys = [
  ...yardstickPress,
  ...measured.slice(0, half),
  ...yardstickPress,
  ...measured.slice(half),
  ...Object.values(FLOORS).filter((floor) => chosen.some((journey) => journey.device === floor.device)),
  ...yardstickPress,
];
/** Each journey once, in the order of the table. */
const tableJourneys = [...new Set(journeys)];

const BUILD = "build";
const PORT = 4178;
const ORIGIN = `http://127.0.0.1:${String(PORT)}`;
const REPORT = "reports/inp-bench.md";
/** Lighthouse's mobile CPU slowdown. */
const SLOWDOWN = 4;

/** How long a journey's result may take to show, ms (hydration on a 4x slower CPU included). */
const RESULT_TIMEOUT_MS = 20_000;
/**
 * How long the benchmark leaves the page alone after the action before it looks for the result, ms.
 * Playwright looks by running its script in the page; run inside the interaction's window (before
 * its next paint, which a full restyle can push 90 ms out on this machine), that script was counted
 * as the interaction's (a theme switch: 16 ms of CPU, 64 of the x4 figure). No journey's next
 * paint comes later than this.
 */
const SETTLE_MS = 1_000;
/** How long a page without scripts is left alone after load before the action, ms (it has no idle callback to wait for). */
const IDLE_WITHOUT_SCRIPTS_MS = 300;
/** How long the Event Timing entry of the last interaction may take to arrive, ms. */
const ENTRY_WAIT_MS = 2_000;

type Moment = "at once" | "live";

/** What `web-vitals` reports of INP, as sent out of the page. */
interface InpReport {
  value: number;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
  /** The longest script in the interaction: its file and function, or its invoker. */
  script: string;
}

/** `web-vitals`' attribution build (an IIFE that defines `webVitals`), read from the package. */
const WEB_VITALS_SOURCE = readFileSync(join(dirname(createRequire(import.meta.url).resolve("web-vitals/attribution")), "web-vitals.attribution.iife.js"), "utf8");

/**
 * Runs in the page before its scripts: reports every change of INP, with its attribution, to the
 * `__inpReport` binding (it survives a full navigation, as a `window` variable would not).
 */
const REPORT_INP = `${WEB_VITALS_SOURCE}
webVitals.onINP((metric) => {
  const { inputDelay, processingDuration, presentationDelay, longestScript } = metric.attribution;
  const entry = longestScript && longestScript.entry;
  const file = entry ? (entry.sourceURL || "").split("/").pop() : "";
  const script = !entry ? "" : file ? file + (entry.sourceFunctionName ? " " + entry.sourceFunctionName : "") : entry.invoker || "";
  window.__inpReport({ value: metric.value, inputDelay, processingDuration, presentationDelay, script });
}, { reportAllChanges: true, durationThreshold: 0 });`;

/** A browser context for the journey's device. */
function newContext(browser: Browser, journey: Journey): Promise<BrowserContext> {
  const javaScriptEnabled = !withoutScripts.has(journey);
  if (journey.device === "phone") return browser.newContext({ ...devices["Pixel 7"], viewport: { width: 375, height: 812 }, javaScriptEnabled });
  return browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled });
}

/**
 * Loads the journey's page and acts when the moment comes: at once, as soon as the control is
 * visible; live, once the page has hydrated (when React runs on it) and is idle. Resolves when the
 * result shows.
 */
async function loadAndAct(page: Page, journey: Journey, moment: Moment): Promise<void> {
  await page.goto(`${ORIGIN}${journey.path}`, { waitUntil: moment === "at once" ? "commit" : "load" });
  if (moment === "live") {
    // A page without React (docs/decisions/040) is live once loaded.
    if (findPage(journey.path)?.scripts !== "none" && !withoutScripts.has(journey)) await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: RESULT_TIMEOUT_MS });
    await page.waitForLoadState("networkidle");
    // Without scripts the page runs none of its own, and `evaluate` in its world never settles.
    if (withoutScripts.has(journey)) await page.waitForTimeout(IDLE_WITHOUT_SCRIPTS_MS);
    else await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
  } else {
    await journey.target(page).waitFor({ state: "visible", timeout: RESULT_TIMEOUT_MS });
  }
  await journey.act(page);
  await page.waitForTimeout(SETTLE_MS);
  await journey.done(page, RESULT_TIMEOUT_MS);
}

/** (a): the worst INP of one run with the CPU slowed 4x, or undefined when no entry came. */
async function measureInp(browser: Browser, journey: Journey, moment: Moment): Promise<InpReport | undefined> {
  const context = await newContext(browser, journey);
  const reports: InpReport[] = [];
  await context.exposeBinding("__inpReport", (_source, report: InpReport) => {
    reports.push(report);
  });
  await context.addInitScript(REPORT_INP);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
  try {
    await loadAndAct(page, journey, moment);
    // The entry of the last interaction is delivered after its next paint.
    const deadline = Date.now() + ENTRY_WAIT_MS;
    while (reports.length === 0 && Date.now() < deadline) await page.waitForTimeout(100);
    await page.waitForTimeout(300);
  } finally {
    await context.close();
  }
  return reports.reduce<InpReport | undefined>((worst, report) => (worst === undefined || report.value > worst.value ? report : worst), undefined);
}

/** (b): the worst interaction's main-thread CPU time x4, and its latency, from a trace without throttling. */
async function measureCpu(browser: Browser, journey: Journey, moment: Moment): Promise<{ cpuMs: number; wallMs: number } | undefined> {
  const context = await newContext(browser, journey);
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  let trace: Buffer;
  try {
    await loadAndAct(page, journey, moment);
    await page.waitForTimeout(500);
  } finally {
    trace = await browser.stopTracing();
    await context.close();
  }
  const parsed = JSON.parse(trace.toString("utf8")) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const interactions = tracedInteractions(events, SLOWDOWN);
  if (interactions.length === 0) return undefined;
  return { cpuMs: Math.max(...interactions.map((interaction) => interaction.cpuMs)), wallMs: Math.max(...interactions.map((interaction) => interaction.wallMs)) };
}

/** The most frequent non-empty value, or "–". */
function mostFrequent(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "–";
}

const ms = (value: number) => String(Math.round(value));
/** A figure over the runs that gave one; "none" when no run did, with the count when some did not. */
function figure(values: readonly (number | undefined)[]): string {
  const present = values.filter((value): value is number => value !== undefined);
  if (present.length === 0) return "none";
  const text = summarize(present, ms, true);
  return present.length < values.length ? `${text} (${String(present.length)} of ${String(values.length)} runs)` : text;
}

/** How a journey's live CPU time x4 is judged (docs/decisions/042, 062). */
interface Limit {
  /** The control's median plus the allowance, ms: the figure the table shows beside the median. */
  limitMs: number;
  /** How far above its control the journey may go, ms. */
  allowanceMs: number;
  /** The median over the runs of the journey's figure minus its control's in the same run, ms. */
  pairedMs: number | undefined;
}

/**
 * The limit of a journey's live CPU time x4: for a native control, the same control without
 * scripts plus `ALLOWANCE_MS.native`; for an island, its device's floor plus `ALLOWANCE_MS.island`;
 * each allowance scaled by the yardstick against its reference (`YARDSTICK`,
 * `YARDSTICK_REFERENCE_MS`), since what it admits is script work, which follows the host's speed. The verdict rests on the runs paired: run by run, the
 * journey's figure minus its control's, measured one after the other (docs/decisions/062), whose
 * median must be within the allowance; a slow spell of the machine then falls on both figures of
 * a pair, not on one median.
 * @param cpu - each journey's CPU time x4 per run, in run order (undefined where none was traced).
 * @returns undefined for a journey without a limit (a control) or when a control has no figure.
 */
function limitOf(journey: Journey, cpu: ReadonlyMap<Journey, readonly (number | undefined)[]>): Limit | undefined {
  if (!journey.answerer) return undefined;
  const control = journey.answerer === "native" ? twins.get(journey) : FLOORS[journey.device];
  const controlRuns = control === undefined ? [] : (cpu.get(control) ?? []);
  const controlPresent = controlRuns.filter((value): value is number => value !== undefined);
  if (controlPresent.length === 0) return undefined;
  // What the allowance admits is the site's script work, which runs at the host's script speed.
  const yardstick = (cpu.get(YARDSTICK) ?? []).filter((value): value is number => value !== undefined);
  if (yardstick.length === 0) return undefined;
  const allowanceMs = ALLOWANCE_MS[journey.answerer] * (median(yardstick) / YARDSTICK_REFERENCE_MS);
  const pairs = (cpu.get(journey) ?? []).flatMap((value, run) => {
    const controlMs = controlRuns[run];
    return value === undefined || controlMs === undefined ? [] : [value - controlMs];
  });
  return { limitMs: median(controlPresent) + allowanceMs, allowanceMs, pairedMs: pairs.length > 0 ? median(pairs) : undefined };
}

if (!existsSync(`${BUILD}/client/index.html`)) throw new Error(`bench:inp: no ${BUILD}/client/index.html; run npm run build first`);
const server = await startServer({ startServerCommand: `PORT=${String(PORT)} BUILD_DIR=${BUILD} npx tsx scripts/serve.ts`, startServerReadyPattern: "Serving", startServerReadyTimeout: 60_000 });
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const moments: readonly Moment[] = gate ? ["live"] : ["at once", "live"];
const started = Date.now();
const rows: string[][] = [];
const over: string[] = [];
try {
  for (const moment of moments) {
    // Runs interleave the journeys, so that a slow spell of the machine falls on all of them.
    const inp = new Map<Journey, (InpReport | undefined)[]>(journeys.map((journey) => [journey, []]));
    const cpu = new Map<Journey, (number | undefined)[]>(journeys.map((journey) => [journey, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const journey of journeys) {
        // Without scripts there is no `web-vitals` to report INP.
        if (!gate) inp.get(journey)?.push(withoutScripts.has(journey) ? undefined : await measureInp(browser, journey, moment));
        cpu.get(journey)?.push((await measureCpu(browser, journey, moment))?.cpuMs);
      }
    }
    const medians = new Map<Journey, number | undefined>(
      tableJourneys.map((journey) => {
        const present = (cpu.get(journey) ?? []).filter((value): value is number => value !== undefined);
        return [journey, present.length > 0 ? median(present) : undefined];
      }),
    );
    for (const journey of tableJourneys) {
      const limit = moment === "live" ? limitOf(journey, cpu) : undefined;
      const measured = medians.get(journey);
      // A link that loads another page, answered by the browser alone, whose press no run traced:
      // the new page replaced this one before its next paint (docs/decisions/060), so there is no
      // latency on this page to judge; its figure without scripts is still reported beside it.
      // The same when most runs traced none: a figure from one or two presses is not a median.
      const traced = (cpu.get(journey) ?? []).filter((value) => value !== undefined).length;
      const replacedBeforePaint = journey.answerer === "native" && traced * 2 < runs;
      const within = limit?.pairedMs !== undefined && limit.pairedMs <= limit.allowanceMs;
      const paired = limit?.pairedMs === undefined ? "" : ` (paired +${ms(limit.pairedMs)} of +${ms(limit.allowanceMs)})`;
      const verdict = limit === undefined ? "–" : replacedBeforePaint ? `${ms(limit.limitMs)}: replaced before its next paint in ${String(runs - traced)} of ${String(runs)} runs` : `${ms(limit.limitMs)}: ${within ? "within" : "over"}${paired}`;
      if (limit !== undefined && !replacedBeforePaint && !within) over.push(`${journey.name} (${journey.device}): ${measured === undefined ? "no interaction traced" : ms(measured)} ms, limit ${ms(limit.limitMs)} ms${paired}`);
      const reports = inp.get(journey) ?? [];
      const row = [
        journey.name + (journey.device === "phone" ? " (375 px)" : ""),
        moment,
        ...(gate
          ? []
          : [
              figure(reports.map((entry) => entry?.value)),
              figure(reports.map((entry) => entry?.inputDelay)),
              figure(reports.map((entry) => entry?.processingDuration)),
              figure(reports.map((entry) => entry?.presentationDelay)),
              mostFrequent(reports.map((entry) => entry?.script ?? "")),
            ]),
        figure(cpu.get(journey) ?? []),
        verdict,
      ];
      rows.push(row);
      console.log(`bench:inp: ${row.join(" | ")}`);
    }
  }
} finally {
  await browser.close();
  stopServer(server);
}

const table = markdownTable(
  gate
    ? ["Interaction", "Moment", "CPU time x4 (ms)", "Limit (CPU ms)"]
    : ["Interaction", "Moment", "INP, 4x CPU (ms)", "Input delay", "Processing", "Presentation", "Longest script", "CPU time x4 (ms)", "Limit (CPU ms)"],
  rows,
);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const report = `# INP benchmark

Made by \`npm run bench:inp\` (scripts/bench-inp.ts) on ${new Date().toISOString().slice(0, 10)}: ${String(cpus().length)} cores, load average ${loadavg()
  .map((load) => load.toFixed(2))
  .join(", ")} at the end, ${minutes} min, ${String(runs)} ${runs === 1 ? "run" : "runs"} of each interaction and moment, Chromium at ${chromePath}.

Each figure is the median of the runs, with the range in brackets when they differ.
- **INP, 4x CPU**: the Event Timing API's latency of the run's worst interaction, from the input to
  the next paint, as \`web-vitals\` reports it, with the CPU slowed 4x; then its three parts and the
  script that ran longest in it. Wall-clock figures: on this 2-core machine they include waits for
  a core. "none": no entry came (the interaction replaced the page before its next paint).
- **CPU time x4**: the main thread's CPU time in the same interaction, from an event's input until
  the main thread has committed that event's next paint's frame, for the interaction's costliest
  event (the time a key is held is no event's), without throttling, times 4
  (scripts/inp/interaction-cpu.ts). Waits for a core do not count.
- **Limit**, live only (docs/decisions/042, 062): for a native control, the same control with the
  page's scripts turned off (its "no scripts" row, same run) plus ${String(ALLOWANCE_MS.native)} ms; for an island and the
  theme switch, the floor of the same run and device plus ${String(ALLOWANCE_MS.island)} ms; each allowance times the run's
  yardstick over ${String(YARDSTICK_REFERENCE_MS)} ms. \`npm run test:inp\` fails when the median over the runs of the journey's figure minus
  its control's in the same run is over the allowance (the paired figure). At-once figures are not judged.
- **yardstick**: a click whose handler, added by the benchmark, runs one fixed script: the host's
  script speed, which the allowances follow; pressed three times a run, its figure the median of
  them all.
- **floor**: a press on plain text, which no handler of the site answers (a click on the desktop,
  a tap on the phone): what the browser and the machine cost by themselves.

${table}
`;
// The gate and a part of the journeys (`INP_JOURNEYS`) are printed only: the report holds the whole table.
if (gate) {
  console.log(`\n${table}`);
  if (over.length > 0) {
    console.error(`bench:inp --gate: over the limit (native: the same control without scripts + ${String(ALLOWANCE_MS.native)} ms; island: the device's floor + ${String(ALLOWANCE_MS.island)} ms; each allowance times the yardstick over ${String(YARDSTICK_REFERENCE_MS)} ms, each run against its control):\n  ${over.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`bench:inp --gate: every interaction within its limit (${minutes} min)`);
} else if (only) {
  console.log(`\n${table}\nbench:inp: ${minutes} min; the report is written only when every journey runs`);
} else {
  mkdirSync("reports", { recursive: true });
  writeFileSync(REPORT, report);
  console.log(`\n${table}\nbench:inp: written to ${REPORT} (${minutes} min)`);
}
