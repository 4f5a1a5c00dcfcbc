import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * `false` during the prerender and while React hydrates, `true` afterwards. State read from the
 * query string must wait for it: the prerendered HTML was made without the query, so applying it
 * in the first client render would break hydration (TOOLCHAIN.md, React #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
