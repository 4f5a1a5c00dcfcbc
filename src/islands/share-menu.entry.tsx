/**
 * The share menu's island entry (docs/decisions/041): what the islands loader imports, at the first
 * focus, press or key inside the menu's button, to hydrate it.
 */
import type { ShareMenuProps } from "../components/ShareMenu/ShareMenuPopup";
import { type IslandModule, hydrateIsland } from "./hydrateIsland";
import { shareMenuIsland } from "./shareMenu";

export const hydrate: IslandModule["hydrate"] = (element, props) => {
  hydrateIsland(element, "share-menu", shareMenuIsland(props as ShareMenuProps));
};
