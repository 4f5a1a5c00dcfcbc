import { type ReactNode, createContext, useCallback, useContext, useState, useSyncExternalStore } from "react";
import type { Toast } from "../../../machines/toast";
import { currentToast, subscribeToToasts, toastQueue } from "./toastQueue";
import { ToastRegion } from "./ToastRegion";

type ShowToast = (toast: Omit<Toast, "id" | "source">) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Numbers the providers of the page, so each knows the toasts it raised. */
let providers = 0;

/** The server has no toasts. */
const noToast = () => null;

/**
 * Gives an island's components `useToast` and renders the island's two live regions, from its
 * first render, so they are in the prerendered page before the first toast (docs/product-decisions.md,
 * decision 5). The queue is the page's, shared by all its islands (`toastQueue`): a toast replaces
 * the one on screen, whichever island raised it, and is shown in the live regions of the island
 * that raised it (its `source`), next to the form it speaks about, never twice.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [source] = useState(() => {
    providers += 1;
    return `toasts-${String(providers)}`;
  });
  const show = useCallback<ShowToast>((toast) => toastQueue().send({ type: "SHOW", toast: { ...toast, source } }), [source]);
  const current = useSyncExternalStore(subscribeToToasts, currentToast, noToast);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastRegion toast={current?.source === source ? current : null} {...CONTROLS} />
    </ToastContext.Provider>
  );
}

/** What the toast's own controls do, to the shared queue (a region shows only a toast it raised). */
const CONTROLS = {
  dismiss: () => toastQueue().send({ type: "DISMISS" }),
  pause: () => toastQueue().send({ type: "PAUSE" }),
  resume: () => toastQueue().send({ type: "RESUME" }),
};

/**
 * The function that shows a toast (it replaces any toast on screen).
 * @throws Error when used outside `ToastProvider`.
 */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used inside <ToastProvider>.");
  return show;
}
