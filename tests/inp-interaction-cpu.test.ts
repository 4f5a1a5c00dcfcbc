/**
 * The interaction figures of the INP benchmark (scripts/inp/interaction-cpu.ts): an interaction's
 * window from its input to its next paint, read from Chrome's `EventTiming` trace events, and the
 * main-thread CPU time of the tasks in that window.
 */
import { describe, expect, it } from "vitest";
import { type TraceEvent, tracedInteractions } from "../scripts/inp/interaction-cpu";

const MAIN = { pid: 10, tid: 10 };
const OTHER_THREAD = { pid: 10, tid: 11 };
const SLOWDOWN = 4;

/**
 * An `EventTiming` pair: the input at `startMs`, its next paint presented at `endMs`, and, when
 * given, the main thread's commit of that paint's frame at `commitMs` (the trace's clock is the
 * performance timeline's plus 1000 s here, as the two clocks differ in a real trace).
 */
function timed(id: string, interactionId: number, type: string, startMs: number, endMs: number, thread = MAIN, commitMs?: number): TraceEvent[] {
  const timeline = commitMs === undefined ? {} : { timeStamp: startMs - 1_000_000, commitFinishTime: commitMs - 1_000_000 };
  return [
    { name: "EventTiming", ph: "b", id, ts: startMs * 1000, args: { data: { interactionId, type, ...timeline } }, ...thread },
    { name: "EventTiming", ph: "e", id, ts: endMs * 1000, ...thread },
  ];
}

/** A top-level task from `startMs`, lasting `wallMs` of wall clock and `cpuMs` of CPU time. */
function task(startMs: number, wallMs: number, cpuMs: number, thread = MAIN): TraceEvent {
  return { name: "RunTask", ph: "X", ts: startMs * 1000, dur: wallMs * 1000, tdur: cpuMs * 1000, ...thread };
}

describe("tracedInteractions", () => {
  it("groups an interaction's events and gives it its longest event's latency, as INP does", () => {
    const events = [
      ...timed("0x1", 7, "pointerdown", 100, 140),
      ...timed("0x2", 7, "pointerup", 110, 155),
      ...timed("0x3", 7, "click", 110, 150),
      // Hover events carry no interaction id: they are not an interaction.
      ...timed("0x4", 0, "pointerover", 90, 140),
    ];
    expect(tracedInteractions(events, SLOWDOWN)).toEqual([{ interactionId: 7, types: ["pointerdown", "pointerup", "click"], wallMs: 45, mainThreadMs: 40, cpuMs: 0 }]);
  });

  it("does not count the time a key is held: each event's window runs from its own input to its own next paint", () => {
    const events = [
      ...timed("0x1", 9, "keydown", 100, 120),
      ...timed("0x2", 9, "keyup", 200, 210),
      task(100, 15, 12),
      // Hydration and a search index loading while the key is down: no input of the interaction waits for them.
      task(130, 50, 50),
      task(200, 5, 4),
    ];
    expect(tracedInteractions(events, 1)).toEqual([{ interactionId: 9, types: ["keydown", "keyup"], wallMs: 20, mainThreadMs: 20, cpuMs: 12 }]);
  });

  it("counts the task a later event of the interaction waited for in that event's window", () => {
    const events = [...timed("0x1", 11, "keydown", 100, 110), ...timed("0x2", 11, "keyup", 200, 260), task(100, 5, 5), task(180, 60, 40)];
    // The keyup waited 40 ms of the 60 ms task: two thirds of its 40 ms of CPU time.
    expect(tracedInteractions(events, 1)).toEqual([{ interactionId: 11, types: ["keydown", "keyup"], wallMs: 60, mainThreadMs: 60, cpuMs: 40 * (40 / 60) }]);
  });

  it("counts the CPU time of the main thread's tasks in the window, slowed, and not the time spent waiting for a core", () => {
    const events = [
      ...timed("0x1", 3, "keydown", 100, 200),
      // 60 ms of wall clock in the window, of which 5 ms on a core.
      task(120, 60, 5),
      // Another thread's work is not the main thread's.
      task(120, 60, 60, OTHER_THREAD),
      // Before the input and after the next paint: outside.
      task(10, 50, 50),
      task(250, 20, 20),
    ];
    expect(tracedInteractions(events, SLOWDOWN)).toEqual([{ interactionId: 3, types: ["keydown"], wallMs: 100, mainThreadMs: 100, cpuMs: 20 }]);
  });

  it("counts the part of a task the input had to wait for, and a nested task once", () => {
    const events = [
      ...timed("0x1", 5, "pointerdown", 100, 160),
      // Hydration began at 60 ms and ran to 140 ms: half of its 80 ms is inside the window.
      task(60, 80, 40),
      // A task run inside it (a nested run loop): its parent holds its time.
      task(110, 10, 10),
      task(150, 4, 2),
    ];
    expect(tracedInteractions(events, SLOWDOWN)).toEqual([{ interactionId: 5, types: ["pointerdown"], wallMs: 60, mainThreadMs: 60, cpuMs: (20 + 2) * SLOWDOWN }]);
  });

  it("ends the CPU window when the main thread has committed the next paint's frame, not when the frame is presented", () => {
    const events = [
      ...timed("0x1", 4, "pointerdown", 100, 180, MAIN, 150),
      ...timed("0x2", 4, "click", 101, 180, MAIN, 150),
      // The handlers and the rendering that the paint waited for.
      task(100, 50, 30),
      // A module that finished loading after the commit, while the compositor presented the frame.
      task(155, 20, 20),
    ];
    expect(tracedInteractions(events, SLOWDOWN)).toEqual([{ interactionId: 4, types: ["pointerdown", "click"], wallMs: 80, mainThreadMs: 50, cpuMs: 30 * SLOWDOWN }]);
  });

  it("ends the window at the presentation when the commit time is outside the interaction's span", () => {
    const events = [...timed("0x1", 6, "keydown", 100, 140, MAIN, 300), task(120, 10, 10)];
    expect(tracedInteractions(events, 1)).toEqual([{ interactionId: 6, types: ["keydown"], wallMs: 40, mainThreadMs: 40, cpuMs: 10 }]);
  });

  it("ends the window at the presentation when the commit came before the handlers had run", () => {
    const events = [...timed("0x1", 8, "click", 100, 160, MAIN, 105), task(100, 30, 30)];
    const [begin] = events;
    if (begin?.args?.data) begin.args.data.processingEnd = 120 - 1_000_000;
    expect(tracedInteractions(events, 1)).toEqual([{ interactionId: 8, types: ["click"], wallMs: 60, mainThreadMs: 60, cpuMs: 30 }]);
  });

  it("gives each interaction its own window, in order", () => {
    const events = [...timed("0x9", 20, "click", 500, 520), ...timed("0x1", 10, "click", 100, 130), task(105, 10, 10), task(505, 10, 1)];
    expect(tracedInteractions(events, 1).map(({ interactionId, cpuMs }) => ({ interactionId, cpuMs }))).toEqual([
      { interactionId: 10, cpuMs: 10 },
      { interactionId: 20, cpuMs: 1 },
    ]);
  });
});
