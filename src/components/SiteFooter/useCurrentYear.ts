import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The calendar year for the copyright line. The prerendered HTML carries the build's year
 * (`__BUILD_YEAR__`); after hydration the visitor's clock wins, so a page built last year shows
 * this year without a hydration mismatch (React renders the server snapshot while hydrating,
 * then the client snapshot).
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
