import { type ReactNode, createContext, useContext } from "react";

/** The URL path of the page being rendered, or `null` outside `PagePathProvider`. */
const PagePathContext = createContext<string | null>(null);

/**
 * Gives the components under it the page's URL path (`usePagePath`), without React Router: the
 * app provides the router's location (`src/root.tsx`), and an island's root the path of the page
 * it was prerendered or hydrated on (`src/islands/IslandRoot.tsx`), where no router runs
 * (docs/decisions/041).
 */
export function PagePathProvider({ path, children }: { path: string; children: ReactNode }) {
  return <PagePathContext value={path}>{children}</PagePathContext>;
}

/**
 * The URL path of the page (`"/contact/"`), as `PagePathProvider` gives it; in a browser without
 * a provider above (a component rendered on its own, as unit tests do), the document's own path.
 * @throws Error when rendered outside the browser with no `PagePathProvider` above.
 */
export function usePagePath(): string {
  const path = useContext(PagePathContext);
  if (path !== null) return path;
  if (typeof window === "undefined") throw new Error("usePagePath must be used inside <PagePathProvider> outside the browser.");
  return window.location.pathname;
}
