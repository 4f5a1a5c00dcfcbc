/**
 * The rule of the project's `cpu-blocking-time` Lighthouse audit (`./cpu-blocking-time.ts`), as a
 * pure function of the page's main-thread tasks, and the ids and budget the configuration and the
 * gate share (docs/decisions/017 for the rule, docs/decisions/027 for its place outside
 * Lighthouse's score). This module imports nothing, so the gate and the unit tests use it without
 * loading Lighthouse.
 */

/** Lighthouse's threshold of a long task, in ms of (slowed) task time. */
export const BLOCKING_THRESHOLD_MS = 50;

/** The audit's id, used by the configuration (`./config.ts`) and the gate (`../lighthouse.ts`). */
export const CPU_BLOCKING_TIME_ID = "cpu-blocking-time";

/**
 * The project's budget for `cpu-blocking-time`, in ms: the median of all the runs of a page
 * template's pages (docs/decisions/027). The audit passes a run at or under it.
 */
export const CPU_BLOCKING_BUDGET_MS = 50;

/**
 * The id of the category that holds the project's own audits, apart from Lighthouse's four
 * categories so that none of their scores changes (docs/decisions/027).
 */
export const PROJECT_CATEGORY_ID = "project-budgets";

/** What the audit needs of a main-thread task (a subset of Lighthouse's `TaskNode`). */
export interface MainThreadTask {
  /** The task's trace event: `dur` is its wall-clock duration and `tdur` its thread time, in µs. */
  event: { dur?: number; tdur?: number };
  /** Whether the task runs inside another task (only top-level tasks count). */
  parent: unknown;
  /** Start and end of the task in ms since the navigation started (Lighthouse's observed timeline). */
  startTime: number;
  endTime: number;
  /** Scripts the task ran, by URL. */
  attributableURLs: readonly string[];
}

/** URLs of the scripts Lighthouse injects to observe the page (`_lighthouse-eval.js`). */
const LIGHTHOUSE_SCRIPT = /^_lighthouse-/;

/** A task that counted: its CPU and wall-clock durations and end, in ms, and its first script. */
export interface LongTask {
  cpuMs: number;
  wallMs: number;
  endTime: number;
  /** The first script the task ran, or "" when Lighthouse could attribute it to none. */
  url: string;
}

/**
 * Blocking time of the tasks, by CPU time.
 * @param tasks the main-thread tasks of the trace
 * @param firstContentfulPaintMs the observed first contentful paint, in ms on the tasks' timeline
 * @param slowdown the CPU slowdown of the throttling settings (4 in the mobile preset)
 * @returns the sum in ms, and the tasks that contributed to it, in trace order
 */
export function cpuBlockingTime(
  tasks: readonly MainThreadTask[],
  firstContentfulPaintMs: number,
  slowdown: number,
): { totalMs: number; longTasks: LongTask[] } {
  let totalMs = 0;
  const longTasks: LongTask[] = [];
  for (const task of tasks) {
    if (task.parent !== undefined || task.endTime <= firstContentfulPaintMs) continue;
    if (task.attributableURLs.length > 0 && task.attributableURLs.every((url) => LIGHTHOUSE_SCRIPT.test(url))) continue;
    const wallMs = (task.event.dur ?? 0) / 1000;
    const cpuMs = task.event.tdur === undefined ? wallMs : task.event.tdur / 1000;
    // Like Lighthouse, only the part of a task after the first contentful paint counts: here the
    // same share of its CPU time as of its wall-clock time.
    const afterPaint = wallMs > 0 ? Math.min(1, (task.endTime - Math.max(task.startTime, firstContentfulPaintMs)) / wallMs) : 1;
    const blockingMs = cpuMs * afterPaint * slowdown - BLOCKING_THRESHOLD_MS;
    if (blockingMs <= 0) continue;
    totalMs += blockingMs;
    longTasks.push({ cpuMs, wallMs, endTime: task.endTime, url: task.attributableURLs[0] ?? "" });
  }
  return { totalMs, longTasks };
}
