import { type Actor, createActor } from "xstate";
import { type Toast, toastMachine } from "../../../machines/toast";

/**
 * The page's one toast queue (`machines/toast`), shared by every island that raises toasts
 * (docs/decisions/042; docs/product-decisions.md, decision 5: one toast visible at a time). Each
 * island is a React root of its own, but they import this module from one chunk, so a page has one
 * queue: a toast raised by the newsletter replaces one raised by the share menu, and the other way
 * round. The queue's actor is created by the first toast, not when an island renders: starting an
 * actor costs a few milliseconds, which a visitor's first press would pay (INP, docs/decisions/032).
 */
let queue: Actor<typeof toastMachine> | null = null;
const listeners = new Set<() => void>();

/** The queue, started by the first call. */
export function toastQueue(): Actor<typeof toastMachine> {
  if (!queue) {
    const started = createActor(toastMachine);
    started.subscribe(() => {
      for (const listener of listeners) listener();
    });
    queue = started.start();
  }
  return queue;
}

/** Calls `onChange` whenever the queue's toast changes (for `useSyncExternalStore`). @returns the unsubscribe function. */
export function subscribeToToasts(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/** The toast on screen, or `null` (none yet, or no queue started). */
export function currentToast(): Toast | null {
  return queue?.getSnapshot().context.current ?? null;
}

/**
 * Stops and forgets the queue, so the next toast starts a new one. For unit tests, which render
 * many forms in one document; a page's islands never leave it.
 */
export function resetToastQueue(): void {
  queue?.stop();
  queue = null;
}
