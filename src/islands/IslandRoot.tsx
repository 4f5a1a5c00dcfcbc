import type { ReactNode } from "react";
import { ToastProvider } from "../components/Toast/ToastProvider";
import { HydrationProvider } from "../hooks/useHydrated";
import { PagePathProvider } from "../hooks/usePagePath";

/**
 * What surrounds an island's component in its own React root, the same in the prerender (`Island`)
 * and in the hydration (`hydrateIsland`), so that both render the same markup
 * (https://react.dev/reference/react-dom/client/hydrateRoot#caveats):
 * - the page's path (`usePagePath`), since no router runs in an island;
 * - the hydrated flag (`useHydrated`), `false` in both renders and `true` right after; its
 *   `onHydrated` marks the island's element, not `<html>` (absent in the prerender);
 * - the toasts the island raises, with their live regions inside the island, which are in the
 *   prerendered page from the start, as live regions must be (docs/product-decisions.md,
 *   decision 5); the queue is the page's, shared by its islands (`toastQueue`), so one toast is on
 *   screen at a time.
 */
export function IslandRoot({ path, onHydrated, children }: { path: string; onHydrated?: () => void; children: ReactNode }) {
  return (
    <PagePathProvider path={path}>
      <HydrationProvider onHydrated={onHydrated ?? ignoreHydrated}>
        <ToastProvider>{children}</ToastProvider>
      </HydrationProvider>
    </PagePathProvider>
  );
}

/** The prerender's `onHydrated`: never called, since effects do not run on the server. */
function ignoreHydrated(): void {}
