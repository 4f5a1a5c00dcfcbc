import { useActorRef, useSelector } from "@xstate/react";
import { type ReactNode, createContext, useCallback, useContext, useMemo } from "react";
import { type Toast, toastMachine } from "../../../machines/toast";
import { ToastRegion } from "./ToastRegion";

type ShowToast = (toast: Omit<Toast, "id">) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Holds the site's single toast queue (`machines/toast`) and renders its live regions once for
 * the whole page, so they exist before any toast is shown (docs/product-decisions.md, decision 5).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(toastMachine);
  const current = useSelector(actor, (snapshot) => snapshot.context.current);
  const show = useCallback<ShowToast>((toast) => actor.send({ type: "SHOW", toast }), [actor]);
  const controls = useMemo(
    () => ({
      dismiss: () => actor.send({ type: "DISMISS" }),
      pause: () => actor.send({ type: "PAUSE" }),
      resume: () => actor.send({ type: "RESUME" }),
    }),
    [actor],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastRegion toast={current} {...controls} />
    </ToastContext.Provider>
  );
}

/**
 * The function that shows a toast (it replaces any toast on screen).
 * @throws Error when used outside `ToastProvider`.
 */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used inside <ToastProvider>.");
  return show;
}
