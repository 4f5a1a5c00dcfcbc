import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** The client snapshot: whether the address has a query string to apply. */
const hasQueryString = () => window.location.search !== "";

/**
 * Whether a page may apply state read from the query string (`?q=`, `?category=`, `?page=`…):
 * `false` during the prerender and while React hydrates, then `true` when the address has a
 * query string. The prerendered HTML was made without the query, so applying it in the first
 * client render would break hydration (React #418; docs/toolchain.md "React Router 7 framework mode").
 *
 * Without a query string the prerendered state is already the right one, and the client snapshot
 * equals the server one, so React does not render the page a second time after hydrating it. That
 * second render ran in one uninterruptible task, 10-25 ms on the Learning Center landing and the
 * list pages (Total Blocking Time; docs/decisions/010). When a control later
 * writes a parameter, React Router updates the address before it re-renders (`completeNavigation`),
 * so the next render reads `true`.
 */
export function useQueryStringReady(): boolean {
  return useSyncExternalStore(subscribe, hasQueryString, () => false);
}
