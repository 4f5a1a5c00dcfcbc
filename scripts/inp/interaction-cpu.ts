/**
 * The main-thread CPU time of an interaction, read from a Chrome trace (the benchmark
 * `../bench-inp.ts`). This module imports nothing, so the unit tests use it without a browser.
 *
 * Chrome writes one `EventTiming` trace event (category `devtools.timeline`, an async pair `b`/`e`
 * on the renderer's main thread) for each event the Event Timing API times
 * (https://w3c.github.io/event-timing/): the `b` event at the input's time stamp, the `e` event at
 * the next paint after its handlers ran; `args.data.interactionId` groups the events of one
 * interaction (pointerdown, pointerup and click; keydown and keyup) as the API does. An
 * interaction's latency is its longest event's, from that event's input to its next paint, as INP
 * reads it (https://w3c.github.io/event-timing/#sec-interaction-counts, https://web.dev/articles/inp):
 * the time between a key's keydown and keyup, or a button's press and release, is the visitor's
 * and belongs to no event.
 *
 * Each event has its own CPU window: from its input to the moment the main thread finished
 * committing the frame of its next paint (`args.data.commitFinishTime`, on the performance
 * timeline's clock like `timeStamp`; Chrome writes both into the `b` event); the interaction's
 * CPU time is its costliest event's. After that commit the compositor rasterizes and presents the
 * frame; what the main thread runs meanwhile (a module that finished loading, a timer) does not
 * hold the paint back, so it is not the interaction's. A trace without `commitFinishTime` ends the
 * window at the next paint.
 *
 * What ran on the main thread in that window is the renderer's top-level tasks (`RunTask`, `X`
 * events) with their thread time (`tdur`, CPU time, µs). A task that began before the input, and
 * that the input had to wait for, counts for its part inside the window: the same share of its CPU
 * time as of its wall-clock time. The sum is multiplied by the slowdown Lighthouse simulates for a
 * mid-range phone (4), so the figure reads as a slowed CPU would spend it, but waits for a core
 * cannot inflate it (docs/decisions/017 for the reasoning, applied to an interaction).
 */

/** The fields of a Chrome trace event this module reads (Trace Event Format). */
export interface TraceEvent {
  name: string;
  cat?: string;
  /** `X` complete, `b`/`e` async begin and end, `M` metadata. */
  ph: string;
  pid: number;
  tid: number;
  /** Time stamp, µs on the trace's clock. */
  ts: number;
  /** Wall-clock duration of an `X` event, µs. */
  dur?: number;
  /** Thread (CPU) duration of an `X` event, µs. */
  tdur?: number;
  /** The async pair's id (`b` and `e` share it). */
  id?: string;
  args?: {
    data?: {
      interactionId?: number;
      type?: string;
      /** `EventTiming` only: the input's time stamp, ms on the performance timeline. */
      timeStamp?: number;
      /** `EventTiming` only: when the main thread finished committing the next paint's frame, ms on the same timeline. */
      commitFinishTime?: number;
      /** `EventTiming` only: when the event's handlers had run, ms on the same timeline. */
      processingEnd?: number;
    };
  };
}

/** An interaction as the trace shows it. */
export interface TracedInteraction {
  /** The Event Timing API's `interactionId`. */
  interactionId: number;
  /** The event types of the interaction, in the order they began (`pointerdown`, `click`…). */
  types: string[];
  /** The longest of its events' spans from input to next paint, ms: the interaction's latency as INP reads it. */
  wallMs: number;
  /** The CPU window of its costliest event, from its input to the main thread's commit of its next paint's frame, ms. */
  mainThreadMs: number;
  /** Main-thread CPU time in that window, ms, times the slowdown. */
  cpuMs: number;
}

/** A timed event's begin and end, µs, and what it was. */
interface TimedEvent {
  interactionId: number;
  type: string;
  start: number;
  end: number;
  /** When the main thread finished committing the next paint's frame, µs (`end` when the trace does not say). */
  commitEnd: number;
  pid: number;
  tid: number;
}

/** Pairs the `EventTiming` begin and end events of the trace (same id, pid and tid). */
function timedEvents(events: readonly TraceEvent[]): TimedEvent[] {
  const open = new Map<string, TraceEvent[]>();
  const timed: TimedEvent[] = [];
  for (const event of events) {
    if (event.name !== "EventTiming" || event.id === undefined) continue;
    const key = `${String(event.pid)}:${String(event.tid)}:${event.id}`;
    if (event.ph === "b") {
      open.set(key, [...(open.get(key) ?? []), event]);
    } else if (event.ph === "e") {
      const begins = open.get(key) ?? [];
      const begin = begins.shift();
      if (begin === undefined) continue;
      const data = begin.args?.data ?? {};
      const { timeStamp, commitFinishTime, processingEnd } = data;
      // The commit of the frame that paints the handlers' work can only fall after they ran and
      // before the presentation; a value outside says it is some other frame's, and the
      // presentation is the safe end.
      const committed = timeStamp !== undefined && commitFinishTime !== undefined && (processingEnd === undefined || commitFinishTime >= processingEnd);
      const commitEnd = committed ? begin.ts + (commitFinishTime - timeStamp) * 1000 : event.ts;
      timed.push({
        interactionId: data.interactionId ?? 0,
        type: data.type ?? "",
        start: begin.ts,
        end: event.ts,
        commitEnd: commitEnd >= begin.ts && commitEnd <= event.ts ? commitEnd : event.ts,
        pid: event.pid,
        tid: event.tid,
      });
    }
  }
  return timed;
}

/**
 * The thread's top-level tasks: its `RunTask` events, less those that ran inside another (a nested
 * run loop), whose time their parent already holds.
 */
function topLevelTasks(events: readonly TraceEvent[], pid: number, tid: number): TraceEvent[] {
  const tasks = events.filter((event) => event.name === "RunTask" && event.ph === "X" && event.pid === pid && event.tid === tid);
  tasks.sort((a, b) => a.ts - b.ts);
  const topLevel: TraceEvent[] = [];
  let openUntil = -Infinity;
  for (const task of tasks) {
    if (task.ts < openUntil) continue;
    topLevel.push(task);
    openUntil = task.ts + (task.dur ?? 0);
  }
  return topLevel;
}

/**
 * The interactions of a trace, each with its latency and its main-thread CPU time.
 * @param events - the trace's events (`traceEvents` of Chrome's JSON trace), recorded with the
 *   categories `devtools.timeline` and `disabled-by-default-devtools.timeline`.
 * @param slowdown - the CPU slowdown to apply (4, Lighthouse's mobile preset).
 * @returns one entry per interaction (events with a non-zero `interactionId`), in the order they
 *   began; empty when the trace has none.
 */
export function tracedInteractions(events: readonly TraceEvent[], slowdown: number): TracedInteraction[] {
  const groups = new Map<number, TimedEvent[]>();
  for (const timed of timedEvents(events)) {
    if (timed.interactionId === 0) continue;
    groups.set(timed.interactionId, [...(groups.get(timed.interactionId) ?? []), timed]);
  }
  const interactions: TracedInteraction[] = [];
  for (const [interactionId, group] of groups) {
    group.sort((a, b) => a.start - b.start);
    const { pid, tid } = group[0] as TimedEvent;
    const tasks = topLevelTasks(events, pid, tid);
    // Each event's own window; the interaction's figures are its costliest event's.
    let worst = { cpuMicroseconds: -1, mainThread: 0 };
    for (const timed of group) {
      let cpuMicroseconds = 0;
      for (const task of tasks) {
        const wall = task.dur ?? 0;
        const overlap = Math.min(task.ts + wall, timed.commitEnd) - Math.max(task.ts, timed.start);
        if (overlap <= 0 || wall <= 0) continue;
        cpuMicroseconds += (task.tdur ?? wall) * (overlap / wall);
      }
      if (cpuMicroseconds > worst.cpuMicroseconds) worst = { cpuMicroseconds, mainThread: timed.commitEnd - timed.start };
    }
    interactions.push({
      interactionId,
      types: [...new Set(group.map((timed) => timed.type))],
      wallMs: Math.max(...group.map((timed) => timed.end - timed.start)) / 1000,
      mainThreadMs: worst.mainThread / 1000,
      cpuMs: (worst.cpuMicroseconds / 1000) * slowdown,
    });
  }
  return interactions.sort((a, b) => a.interactionId - b.interactionId);
}
