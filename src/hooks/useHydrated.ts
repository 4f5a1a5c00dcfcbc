import { useSyncExternalStore } from "react";

/** Nothing to subscribe to: the value changes once, between hydration and the next render. */
const subscribe = () => () => {};

/**
 * Whether React has hydrated the page: `false` in the prerender and in the hydration render (the
 * server snapshot), `true` from the render React schedules right after hydration (the client
 * snapshot) and in every render of a component mounted later. A component that renders a
 * script-free control in the HTML (a link, a native form) and its scripted form afterwards reads
 * this, so the hydration render matches the prerendered markup (React error #418 otherwise).
 * The snapshot never changes after that, so an empty subscription keeps `useSyncExternalStore`'s
 * contract (https://react.dev/reference/react/useSyncExternalStore).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
