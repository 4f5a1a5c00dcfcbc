/**
 * The blocking-time rule of the Lighthouse budgets (scripts/lighthouse/blocking-time.ts;
 * docs/decisions/017): Lighthouse's Total Blocking Time rule applied to main-thread CPU time.
 */
import { describe, expect, it } from "vitest";
import { type MainThreadTask, cpuBlockingTime } from "../scripts/lighthouse/blocking-time";

const FCP_MS = 800;
const SLOWDOWN = 4;

/** A top-level task ending at `endTime` ms, with its wall-clock and CPU durations in ms. */
function task(endTime: number, wallMs: number, cpuMs: number | undefined, urls: string[] = []): MainThreadTask {
  return {
    event: { dur: wallMs * 1000, ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }) },
    parent: undefined,
    startTime: endTime - wallMs,
    endTime,
    attributableURLs: urls,
  };
}

describe("cpuBlockingTime", () => {
  it("counts a task's CPU time, slowed, beyond 50 ms, and not the time it waited for a core", () => {
    // Traced at 28 ms of wall clock (112 ms once slowed) but 2 ms of CPU: nothing blocking.
    expect(cpuBlockingTime([task(1000, 28, 2)], FCP_MS, SLOWDOWN)).toEqual({ totalMs: 0, longTasks: [] });
    // 20 ms of CPU becomes 80 ms on the slowed phone: 30 ms blocking.
    expect(cpuBlockingTime([task(1000, 40, 20, ["http://localhost/assets/react.js"])], FCP_MS, SLOWDOWN)).toEqual({
      totalMs: 30,
      longTasks: [{ cpuMs: 20, wallMs: 40, endTime: 1000, url: "http://localhost/assets/react.js" }],
    });
  });

  it("sums the long tasks that end after the first contentful paint and skips the earlier ones", () => {
    const tasks = [task(700, 60, 60), task(900, 15, 15), task(1200, 25, 25), task(1300, 10, 10)];
    const { totalMs, longTasks } = cpuBlockingTime(tasks, FCP_MS, SLOWDOWN);
    expect(totalMs).toBe(10 + 50);
    expect(longTasks.map((long) => long.cpuMs)).toEqual([15, 25]);
  });

  it("counts only the share of a task that runs after the first contentful paint, as Lighthouse clips it", () => {
    // The first paint's task: 40 ms of wall clock and 30 ms of CPU, a quarter of it after the paint.
    const firstPaint = task(FCP_MS + 10, 40, 30);
    expect(cpuBlockingTime([firstPaint], FCP_MS, SLOWDOWN).totalMs).toBe(0);
    // Three quarters after the paint: 22.5 ms of CPU, 90 ms slowed, 40 ms blocking.
    expect(cpuBlockingTime([task(FCP_MS + 30, 40, 30)], FCP_MS, SLOWDOWN).totalMs).toBe(40);
  });

  it("counts only top-level tasks, and not Lighthouse's own scripts", () => {
    const nested: MainThreadTask = { ...task(1000, 30, 30), parent: task(1000, 30, 30) };
    const lighthouse = task(1500, 30, 30, ["_lighthouse-eval.js"]);
    const page = task(1600, 30, 30, ["_lighthouse-eval.js", "http://localhost/assets/react.js"]);
    expect(cpuBlockingTime([nested, lighthouse, page], FCP_MS, SLOWDOWN).totalMs).toBe(70);
  });

  it("falls back to the wall-clock duration where a trace records no thread time", () => {
    expect(cpuBlockingTime([task(1000, 20, undefined)], FCP_MS, SLOWDOWN).totalMs).toBe(30);
  });
});
