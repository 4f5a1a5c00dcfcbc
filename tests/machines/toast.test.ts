import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Actor, createActor } from "xstate";
import { TOAST_DURATION_MS, toastMachine } from "../../machines/toast";

const success = { variant: "success", title: "Message Sent Successfully", description: "Thanks." } as const;
const failure = { variant: "error", title: "Error", description: "Failed." } as const;

/** The toast stays for exactly `TOAST_DURATION_MS` from now, then goes. */
function expectDismissedAfterFullDuration(actor: Actor<typeof toastMachine>) {
  vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
  expect(actor.getSnapshot().context.current).not.toBeNull();
  vi.advanceTimersByTime(1);
  expect(actor.getSnapshot().context.current).toBeNull();
}

describe("toast machine (docs/product-decisions.md, decision 5)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows one toast and dismisses it after 5000 ms", () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: "SHOW", toast: success });
    expect(actor.getSnapshot().context.current?.title).toBe("Message Sent Successfully");
    expectDismissedAfterFullDuration(actor);
  });

  it("replaces the visible toast with a new one and restarts the timer", () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: "SHOW", toast: success });
    vi.advanceTimersByTime(4000);
    actor.send({ type: "SHOW", toast: failure });
    expect(actor.getSnapshot().context.current?.title).toBe("Error");
    vi.advanceTimersByTime(4000);
    expect(actor.getSnapshot().context.current?.title).toBe("Error");
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.current).toBeNull();
  });

  it("gives every toast a new id, so the live region announces a repeat", () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: "SHOW", toast: failure });
    const first = actor.getSnapshot().context.current?.id;
    actor.send({ type: "SHOW", toast: failure });
    expect(actor.getSnapshot().context.current?.id).not.toBe(first);
  });

  it("does not dismiss while paused (hover or focus), and restarts the full time on resume", () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: "SHOW", toast: success });
    vi.advanceTimersByTime(3000);
    actor.send({ type: "PAUSE" });
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().context.current).not.toBeNull();
    actor.send({ type: "RESUME" });
    expectDismissedAfterFullDuration(actor);
  });

  it("dismisses at once on DISMISS", () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: "SHOW", toast: success });
    actor.send({ type: "DISMISS" });
    expect(actor.getSnapshot().value).toBe("hidden");
    expect(actor.getSnapshot().context.current).toBeNull();
  });
});
