import { type ReactNode, createContext, startTransition, useContext, useEffect, useState } from "react";
import { HYDRATED_ATTRIBUTE } from "../config/enhancement";

/**
 * Whether the page under the provider has hydrated. The default, `true`, is what a component sees
 * when it is rendered outside `HydrationProvider` (a unit test's client render): with no
 * prerendered HTML to match, its scripted form is the only one.
 */
const HydratedContext = createContext(true);

/** Marks `<html>` with `HYDRATED_ATTRIBUTE`: the whole page has hydrated. */
function markDocumentHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
}

/**
 * Holds the page's "hydrated" flag for `useHydrated` and marks the document `data-hydrated` once
 * the scripted forms are in place.
 *
 * - The flag is `false` in the prerender and in the hydration render, so both produce the same
 *   markup (React error #418 otherwise).
 * - Right after hydration it becomes `true` in a transition (`startTransition`), so React renders
 *   the scripted forms in 5 ms slices that an input can interrupt, rather than in one task: a
 *   `useSyncExternalStore` whose client snapshot differs from the server's re-renders
 *   synchronously, which made the reputation check's main thread busy for 13-25 ms of CPU in one
 *   task (https://react.dev/reference/react/startTransition, docs/decisions/010).
 * - `data-hydrated` is set in the effect of the render that shows the scripted forms. In
 *   `npm run dev`, where React Router hydrates the whole page, it marks `<html>`; an island's root
 *   passes its own `onHydrated`, which marks the island's element (`src/islands/hydrateIsland.tsx`),
 *   where the islands loader replays the presses recorded before hydration once it appears
 *   (src/islands/loader.ts; docs/decisions/011 and 041): they must reach the scripted controls.
 */
export function HydrationProvider({ children, onHydrated = markDocumentHydrated }: { children: ReactNode; onHydrated?: () => void }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  useEffect(() => {
    if (hydrated) onHydrated();
  }, [hydrated, onHydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * Whether React has hydrated the page (`HydrationProvider`): `false` in the prerender and in the
 * hydration render, `true` from the transition React renders right after hydration and in every
 * render of a component mounted later. A component that renders a script-free control in the HTML
 * (a link, a native form) and its scripted form afterwards reads this, so the hydration render
 * matches the prerendered markup.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
