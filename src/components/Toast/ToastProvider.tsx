import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { type Actor, createActor } from "xstate";
import { type Toast, toastMachine } from "../../../machines/toast";
import { ToastRegion } from "./ToastRegion";

type ShowToast = (toast: Omit<Toast, "id">) => void;
type ToastActor = Actor<typeof toastMachine>;

const ToastContext = createContext<ShowToast | null>(null);

/** No actor yet: no toast, and nothing to subscribe to. */
const subscribeToNothing = () => () => undefined;

/**
 * Holds the site's single toast queue (`machines/toast`) and renders its live regions once for
 * the whole page, so they exist before any toast is shown (docs/product-decisions.md, decision 5).
 *
 * The queue's actor is created by the first toast, not by the first render: this provider is in
 * every page's shell, which React hydrates before anything else and at once when a visitor acts
 * before the page is live, and starting an actor costs a few milliseconds of that (INP,
 * docs/decisions/032). The live regions are rendered from the first render either way.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const actorRef = useRef<ToastActor | null>(null);
  const [actor, setActor] = useState<ToastActor | null>(null);
  const show = useCallback<ShowToast>((toast) => {
    let queue = actorRef.current;
    if (!queue) {
      queue = createActor(toastMachine).start();
      actorRef.current = queue;
      setActor(queue);
    }
    queue.send({ type: "SHOW", toast });
  }, []);
  // Unmounted (or remounted by React's development checks): the next toast starts a new queue.
  useEffect(
    () => () => {
      actorRef.current?.stop();
      actorRef.current = null;
    },
    [],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return subscribeToNothing();
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const current = useSyncExternalStore(
    subscribe,
    () => actor?.getSnapshot().context.current ?? null,
    () => null,
  );
  const controls = useMemo(
    () => ({
      dismiss: () => actor?.send({ type: "DISMISS" }),
      pause: () => actor?.send({ type: "PAUSE" }),
      resume: () => actor?.send({ type: "RESUME" }),
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
