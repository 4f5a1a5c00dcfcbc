/**
 * `afterNextPaint` (src/dom/afterNextPaint.ts): the work runs in a task after the next frame's
 * rendering steps, never inside the task that asked for it nor inside the frame.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint } from "../src/dom/afterNextPaint";

/** A stand-in for the browser's frames: `requestAnimationFrame` callbacks wait for `drawFrame()`. */
function stubFrames() {
  let frames: FrameRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  return {
    drawFrame() {
      const due = frames;
      frames = [];
      due.forEach((callback) => callback(0));
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("afterNextPaint", () => {
  it("waits for the next frame, then for a task after it", () => {
    vi.useFakeTimers();
    const frames = stubFrames();
    const work = vi.fn();
    afterNextPaint(work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    frames.drawFrame();
    // Inside the frame's rendering steps it is still waiting: the paint comes first.
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
  });
});
