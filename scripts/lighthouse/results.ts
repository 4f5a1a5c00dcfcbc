/**
 * Reading Lighthouse results (LHR JSON files, https://github.com/GoogleChrome/lighthouse/blob/main/docs/understanding-results.md)
 * into the figures the gate and the benchmark print (docs/decisions/027): per page, the runs'
 * median and range of Lighthouse's performance score, Total Blocking Time, LCP and CLS, as
 * Lighthouse computed them, and the project's `cpu-blocking-time`. Nothing here recomputes a
 * Lighthouse figure; it only reads and aggregates.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { CPU_BLOCKING_TIME_ID } from "./blocking-time";

/** The part of a Lighthouse result this module reads. */
export interface LighthouseResult {
  requestedUrl: string;
  lighthouseVersion?: string;
  /** The host: Lighthouse's benchmark index of its CPU. */
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

/** The figures of one run: the performance score (0-1), times in ms, CLS unitless. */
export interface RunFigures {
  performance: number;
  tbtMs: number;
  cpuBlockingMs: number;
  lcpMs: number;
  cls: number;
}

/** The columns of `RunFigures`, in table order, with their headings and formats. */
export const FIGURES: readonly { key: keyof RunFigures; heading: string; format: (value: number) => string }[] = [
  { key: "performance", heading: "Lighthouse performance score", format: (value) => String(Math.round(value * 100)) },
  { key: "tbtMs", heading: "Lighthouse TBT (ms)", format: (value) => String(Math.round(value)) },
  { key: "cpuBlockingMs", heading: "Project: CPU-time blocking (ms)", format: (value) => String(Math.round(value)) },
  { key: "lcpMs", heading: "LCP (ms)", format: (value) => String(Math.round(value)) },
  { key: "cls", heading: "CLS", format: (value) => value.toFixed(3) },
];

/**
 * The figures of one run. A figure a run lacks (the project's audit in a run without it) is NaN,
 * which the tables print as "n/a".
 */
export function runFigures(result: LighthouseResult): RunFigures {
  const numeric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: result.categories.performance?.score ?? Number.NaN,
    tbtMs: numeric("total-blocking-time"),
    cpuBlockingMs: numeric(CPU_BLOCKING_TIME_ID),
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
  };
}

/**
 * The Lighthouse results in a directory: the files whose names match `pattern` (lhci writes
 * `lhr-<time>.json`), in name order.
 * @throws Error when a matching file is not JSON
 */
export function readResults(dir: string, pattern = /^lhr-.*\.json$/): LighthouseResult[] {
  return readdirSync(dir)
    .filter((name) => pattern.test(name))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as LighthouseResult);
}

/** Median of the values (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** One figure over a page's runs: the median, and the range as "median (min-max)" when runs differ. */
export function summarize(values: readonly number[], format: (value: number) => string, withRange: boolean): string {
  if (values.length === 0 || values.some(Number.isNaN)) return "n/a";
  const middle = format(median(values));
  if (!withRange || values.length < 2) return middle;
  return `${middle} (${format(Math.min(...values))}-${format(Math.max(...values))})`;
}

/**
 * Groups runs by page, in the order of `paths`.
 * @param results the runs
 * @param origin the origin the pages were served from, stripped to give each page's path
 * @returns each path of `paths` that has runs, with its runs' figures
 */
export function runsByPage(results: readonly LighthouseResult[], origin: string, paths: readonly string[]): { path: string; runs: RunFigures[] }[] {
  return paths
    .map((path) => ({ path, runs: results.filter((result) => result.requestedUrl === `${origin}${path}`).map(runFigures) }))
    .filter((page) => page.runs.length > 0);
}

/** A Markdown table (GitHub's pipe syntax), which reads as plain text in a terminal too. */
export function markdownTable(headings: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(headings), line(headings.map(() => "---")), ...rows.map(line)].join("\n");
}

/** One template's CPU-time blocking over the runs of all its pages (docs/decisions/027). */
export interface TemplateBlocking {
  /** The route module, `routes/service.tsx`. */
  template: string;
  /** The canonical paths of its audited pages. */
  paths: string[];
  /** `cpu-blocking-time` of every run of those pages, in ms. */
  runsMs: number[];
  /** Their median, in ms (NaN when a run lacks the audit). */
  medianMs: number;
}

/**
 * Groups the project's CPU-time blocking by page template: a template's pages run the same scripts,
 * so the median of all their runs judges the template's own work, and one run slowed by the host
 * (a garbage collection or a contended core inside a hydration task) does not decide it.
 * @param pages each audited page with its runs (`runsByPage`)
 * @param templateOf the template of each path
 * @throws Error when a page has no template
 */
export function cpuBlockingByTemplate(pages: readonly { path: string; runs: readonly RunFigures[] }[], templateOf: ReadonlyMap<string, string>): TemplateBlocking[] {
  const byTemplate = new Map<string, TemplateBlocking>();
  for (const page of pages) {
    const template = templateOf.get(page.path);
    if (template === undefined) throw new Error(`lighthouse: ${page.path} has no template in the manifest`);
    const entry = byTemplate.get(template) ?? { template, paths: [], runsMs: [], medianMs: Number.NaN };
    entry.paths.push(page.path);
    entry.runsMs.push(...page.runs.map((run) => run.cpuBlockingMs));
    byTemplate.set(template, entry);
  }
  return [...byTemplate.values()].map((entry) => ({
    ...entry,
    medianMs: entry.runsMs.some(Number.isNaN) ? Number.NaN : median(entry.runsMs),
  }));
}
