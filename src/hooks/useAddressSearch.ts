import { useSyncExternalStore } from "react";

/** The components reading the address's query string, told when `removeQueryParameter` changes it. */
const listeners = new Set<() => void>();

/** Subscribes to changes of the address's query string: ours (`removeQueryParameter`) and the history's (`popstate`). */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

/**
 * The query string of the page's address (`location.search`, "?q=broker" or ""), without a router
 * (an island has none; docs/decisions/041): "" in the prerender and while React hydrates (the
 * server snapshot), since the prerendered HTML was made without a query, then the address's own
 * (https://react.dev/reference/react/useSyncExternalStore). Follows `removeQueryParameter` and
 * Back and Forward.
 */
export function useAddressSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
}

/**
 * Replaces the current history entry's address with the same one without `?name=`
 * (`history.replaceState`, keeping the entry's state, the other parameters and the hash), so the
 * address stays on the page it is on, and tells the readers of `useAddressSearch`.
 */
export function removeQueryParameter(name: string): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(name)) return;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  for (const listener of listeners) listener();
}
