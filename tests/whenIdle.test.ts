/**
 * `whenIdle` (src/dom/whenIdle.ts): work a hover or a focus starts runs after the handler that
 * started it, never inside it, with or without `requestIdleCallback`.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "../src/dom/whenIdle";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdle", () => {
  it("hands the work to requestIdleCallback, with the longest wait as its timeout", () => {
    let requested: IdleRequestOptions | undefined;
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      requested = options;
      callback({ didTimeout: false, timeRemaining: () => 10 });
      return 1;
    });
    const work = vi.fn();
    whenIdle(work, 300);
    expect(requested).toEqual({ timeout: 300 });
    expect(work).toHaveBeenCalledOnce();
  });

  it("runs the work in a later task where requestIdleCallback is missing", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
  });
});
