import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HYDRATED_ATTRIBUTE } from "../config/enhancement";
import { IslandRoot } from "./IslandRoot";
import { type IslandName, islandIdentifierPrefix } from "./names";

/**
 * Hydrates one island: a React root on the island's element (`hydrateRoot`,
 * https://react.dev/reference/react-dom/client/hydrateRoot) with the `identifierPrefix` it was
 * prerendered with (`islandIdentifierPrefix`), so every `useId` matches, around `IslandRoot`. Once
 * the island shows its scripted forms, its element gets `HYDRATED_ATTRIBUTE`: the islands loader
 * then replays the presses made inside it before (`src/islands/loader.ts`; docs/decisions/041).
 * @param element - the island's element (`[data-island]`), as prerendered.
 * @param name - the island's name.
 * @param node - the island's component, with the props it was prerendered with.
 */
export function hydrateIsland(element: HTMLElement, name: IslandName, node: ReactNode): void {
  const markHydrated = () => {
    element.setAttribute(HYDRATED_ATTRIBUTE, "");
  };
  hydrateRoot(
    element,
    <IslandRoot path={window.location.pathname} onHydrated={markHydrated}>
      {node}
    </IslandRoot>,
    { identifierPrefix: islandIdentifierPrefix(name) },
  );
}

/** What every island's entry module exports, for the islands loader to call. */
export interface IslandModule {
  /**
   * Hydrates the island on `element` (see `hydrateIsland`) with `props`, read from the element's
   * `data-island-props` (`null` when it has none).
   */
  hydrate(element: HTMLElement, props: unknown): void;
}
