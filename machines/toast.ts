import { assign, setup } from "xstate";

/**
 * How long a toast stays when nobody hovers or focuses it (docs/spec.md §9;
 * docs/product-decisions.md, decision 5), in ms.
 */
export const TOAST_DURATION_MS = 5_000;

export interface Toast {
  /** Increases with every toast, so React remounts the element and the live region announces it. */
  readonly id: number;
  /** `success` goes to the `role="status"` region, `error` to the `role="alert"` region. */
  readonly variant: "success" | "error";
  readonly title: string;
  readonly description: string;
  /** Who raised it, when several places share the queue: only that place's regions show it (src/components/Toast/ToastProvider.tsx). */
  readonly source?: string;
}

export interface ToastContext {
  current: Toast | null;
  nextId: number;
}

export type ToastEvent =
  | { type: "SHOW"; toast: Omit<Toast, "id"> }
  | { type: "DISMISS" }
  | { type: "PAUSE" }
  | { type: "RESUME" };

/**
 * The toast queue (docs/product-decisions.md, decision 5): one toast visible at a time, a new one
 * replaces the old; it dismisses itself after `TOAST_DURATION_MS` (the `toastDuration` delay), the
 * timer stops while the toast is hovered or focused (PAUSE/RESUME; WCAG 2.2.1 Timing Adjustable)
 * and starts again in full on RESUME; DISMISS removes it at once.
 */
export const toastMachine = setup({
  types: { context: {} as ToastContext, events: {} as ToastEvent },
  delays: { toastDuration: TOAST_DURATION_MS },
  actions: {
    assignToast: assign(({ context, event }) =>
      event.type === "SHOW"
        ? { current: { ...event.toast, id: context.nextId }, nextId: context.nextId + 1 }
        : context,
    ),
    clearToast: assign({ current: null }),
  },
}).createMachine({
  id: "toast",
  context: { current: null, nextId: 1 },
  initial: "hidden",
  states: {
    hidden: {
      entry: "clearToast",
      on: { SHOW: { target: "visible", actions: "assignToast" } },
    },
    visible: {
      initial: "running",
      on: {
        SHOW: { target: ".running", actions: "assignToast", reenter: true },
        DISMISS: "hidden",
      },
      states: {
        running: {
          after: { toastDuration: "#toast.hidden" },
          on: { PAUSE: "paused" },
        },
        paused: {
          on: { RESUME: "running" },
        },
      },
    },
  },
});
