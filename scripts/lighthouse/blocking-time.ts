/**
 * The rule of the `cpu-blocking-time` Lighthouse audit (`./cpu-blocking-time.ts`), as a pure
 * function of the page's main-thread tasks (docs/decisions/017). This module imports nothing, so
 * the budgets script and the unit tests use it without loading Lighthouse.
 */

/** Lighthouse's threshold of a long task, in ms of (slowed) task time. */
export const BLOCKING_THRESHOLD_MS = 50;

/** Lighthouse's scoring curve for mobile TBT (its `total-blocking-time` audit): p10 and median, in ms. */
export const MOBILE_TBT_SCORING = { p10: 200, median: 600 } as const;

/** The audit's id, used by the configuration (`./config.ts`) and the budgets (`../lighthouse.ts`). */
export const CPU_BLOCKING_TIME_ID = "cpu-blocking-time";

/** What the audit needs of a main-thread task (a subset of Lighthouse's `TaskNode`). */
export interface MainThreadTask {
  /** The task's trace event: `dur` is its wall-clock duration and `tdur` its thread time, in µs. */
  event: { dur?: number; tdur?: number };
  /** Whether the task runs inside another task (only top-level tasks count). */
  parent: unknown;
  /** End of the task in ms since the navigation started (Lighthouse's observed timeline). */
  endTime: number;
  /** Scripts the task ran, by URL. */
  attributableURLs: readonly string[];
}

/** URLs of the scripts Lighthouse injects to observe the page (`_lighthouse-eval.js`). */
const LIGHTHOUSE_SCRIPT = /^_lighthouse-/;

/**
 * Blocking time of the tasks, by CPU time.
 * @param tasks the main-thread tasks of the trace
 * @param firstContentfulPaintMs the observed first contentful paint, in ms on the tasks' timeline
 * @param slowdown the CPU slowdown of the throttling settings (4 in the mobile preset)
 * @returns the sum in ms, and the CPU time in ms of each task that contributed
 */
export function cpuBlockingTime(
  tasks: readonly MainThreadTask[],
  firstContentfulPaintMs: number,
  slowdown: number,
): { totalMs: number; longTasksCpuMs: number[] } {
  let totalMs = 0;
  const longTasksCpuMs: number[] = [];
  for (const task of tasks) {
    if (task.parent !== undefined || task.endTime <= firstContentfulPaintMs) continue;
    if (task.attributableURLs.length > 0 && task.attributableURLs.every((url) => LIGHTHOUSE_SCRIPT.test(url))) continue;
    const cpuMs = (task.event.tdur ?? task.event.dur ?? 0) / 1000;
    const blockingMs = cpuMs * slowdown - BLOCKING_THRESHOLD_MS;
    if (blockingMs <= 0) continue;
    totalMs += blockingMs;
    longTasksCpuMs.push(cpuMs);
  }
  return { totalMs, longTasksCpuMs };
}
