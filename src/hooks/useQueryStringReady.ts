import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";

/**
 * Nothing outside React to subscribe to: the snapshot is computed from React Router's location,
 * which changes only through a render of this component (React reads the snapshot again on every
 * render), and the other input, whether React is still hydrating, does not change once the
 * component is mounted (https://react.dev/reference/react/useSyncExternalStore).
 */
const subscribe = () => () => {};

/**
 * Whether a page may apply state read from the query string (`?q=`, `?category=`, `?page=`…):
 * `false` during the prerender and while React hydrates (the server snapshot), then whether React
 * Router's current location has a query string (the client snapshot). The prerendered HTML was
 * made without the query, so applying it in the hydration render would break hydration (React
 * #418; docs/toolchain.md "React Router 7 framework mode").
 *
 * The location comes from `useLocation`, so the value follows every navigation (a control that
 * writes a parameter, the back button, a link) in the render React Router makes for it. React
 * renders again after hydration only when the client snapshot differs from the server one: without
 * a query string both are `false`, so the page is not rendered a second time after hydrating it.
 * That second render ran in one uninterruptible task, 10-25 ms on the Learning Center landing and
 * the list pages (Total Blocking Time; docs/decisions/010).
 *
 * Written here rather than on top of `useHydrated`: sharing that module with the header would
 * split it into a chunk of its own on every page (docs/decisions/009, JavaScript budgets).
 */
export function useQueryStringReady(): boolean {
  const hasQueryString = useLocation().search !== "";
  return useSyncExternalStore(
    subscribe,
    () => hasQueryString,
    () => false,
  );
}
