/**
 * The project's Lighthouse audit `cpu-blocking-time`: Lighthouse's Total Blocking Time rule applied
 * to the CPU time of the page's main-thread tasks instead of their wall-clock duration
 * (docs/decisions/017). It is the project's budget, not Lighthouse's metric: the configuration
 * (`./config.ts`) lists it in a category of its own, outside the performance score, which stays
 * Lighthouse's (docs/decisions/027).
 *
 * Lighthouse's own `total-blocking-time` (mobile preset, simulated throttling) multiplies each
 * observed task's wall-clock duration by the CPU slowdown (4) and counts what exceeds 50 ms
 * (https://developer.chrome.com/docs/lighthouse/performance/lighthouse-total-blocking-time/). On a
 * 2-core test host the wall-clock duration also holds the time the renderer's main thread waited
 * for a core while the browser process, the compositor and Lighthouse itself ran: a task of 2 ms of
 * CPU was traced at 28 ms, which the simulation turns into 112 ms, 62 of them "blocking". This
 * audit applies the same rule to the thread time Chromium records with every trace event (`tdur`,
 * the main thread's own CPU time), so it measures the page's work rather than the host's load:
 *
 *   blocking time = sum over top-level main-thread tasks that end after the first contentful
 *   paint of max(0, CPU ms after the paint x slowdown - 50 ms)
 *
 * where a task that starts before the paint counts the share of its CPU time that falls after it,
 * as Lighthouse clips it (`calculateSumOfBlockingTime`). There is no upper bound at Time to
 * Interactive (every task until the trace ends counts, which is stricter than Lighthouse's window).
 * Tasks of Lighthouse's own page scripts (`_lighthouse-eval.js`) are left out. Where a trace event
 * carries no thread time, its wall-clock duration is used. The score is binary: 1 when the run is
 * within `CPU_BLOCKING_BUDGET_MS`, 0 otherwise, so the category's gauge reads as "budget met".
 *
 * Lighthouse internals: besides the public `Audit` class, the audit imports two computed artifacts,
 * `core/computed/main-thread-tasks.js` and `core/computed/processed-navigation.js`, which are not
 * a public interface. They were read in Lighthouse 12.6.1, which package.json pins exactly as a
 * direct devDependency (the version `@lhci/cli` 0.15.1 runs, one copy in the lockfile): the audit
 * therefore always loads the modules it was written against, and an upgrade is a deliberate edit of
 * package.json that `npm run test:lighthouse` checks, not a drift of a transitive dependency.
 *
 * Compiled by `./compile.ts` into an ES module that Lighthouse loads from its configuration.
 */
import { Audit } from "lighthouse";
import { MainThreadTasks } from "lighthouse/core/computed/main-thread-tasks.js";
import { ProcessedNavigation } from "lighthouse/core/computed/processed-navigation.js";
import { CPU_BLOCKING_BUDGET_MS, CPU_BLOCKING_TIME_ID, cpuBlockingTime } from "./blocking-time";

/** The audit class Lighthouse instantiates from the configuration. */
export default class CpuBlockingTimeAudit extends Audit {
  static override get meta() {
    return {
      id: CPU_BLOCKING_TIME_ID,
      title: `Blocking time by main-thread CPU time is within the project's ${String(CPU_BLOCKING_BUDGET_MS)} ms budget`,
      failureTitle: `Blocking time by main-thread CPU time is over the project's ${String(CPU_BLOCKING_BUDGET_MS)} ms budget`,
      description:
        "The project's budget, not a Lighthouse metric and not part of the performance score: Lighthouse's Total Blocking Time rule (tasks after the first contentful paint, slowed by the throttling's CPU multiplier, counted beyond 50 ms) applied to each task's CPU time on the main thread rather than its wall-clock duration, so that time the thread waited for a core of the test machine does not count (docs/decisions/017 and 027). Lighthouse's own Total Blocking Time is in the performance category, unchanged.",
      scoreDisplayMode: Audit.SCORING_MODES.BINARY,
      requiredArtifacts: ["Trace"],
    } satisfies (typeof Audit)["meta"];
  }

  static override async audit(
    artifacts: Parameters<typeof Audit.audit>[0],
    context: Parameters<typeof Audit.audit>[1],
  ): Promise<Awaited<ReturnType<typeof Audit.audit>>> {
    const trace = artifacts.Trace;
    const [tasks, navigation] = await Promise.all([MainThreadTasks.request(trace, context), ProcessedNavigation.request(trace, context)]);
    const fcp = navigation.timings.firstContentfulPaint;
    const { totalMs, longTasks } = cpuBlockingTime(tasks, fcp, context.settings.throttling.cpuSlowdownMultiplier);
    // The tasks that counted, so a report says where the time went (Lighthouse's table details).
    const details = Audit.makeTableDetails(
      [
        { key: "url", valueType: "url", label: "Script" },
        { key: "endTime", valueType: "ms", granularity: 1, label: "Ends at" },
        { key: "cpuMs", valueType: "ms", granularity: 0.1, label: "CPU time" },
        { key: "wallMs", valueType: "ms", granularity: 0.1, label: "Wall-clock time" },
      ],
      longTasks.map((task) => ({ ...task, url: task.url || "Unattributable" })),
    );
    return {
      score: totalMs <= CPU_BLOCKING_BUDGET_MS ? 1 : 0,
      numericValue: totalMs,
      numericUnit: "millisecond",
      displayValue: `${String(Math.round(totalMs))} ms (${String(longTasks.length)} long task(s))`,
      details,
    };
  }
}
