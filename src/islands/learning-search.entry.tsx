/**
 * The Learning Center search's island entry (docs/decisions/041): what the islands loader imports,
 * at the first focus, press or key inside the search, or at load when the address carries `?q=`.
 */
import { LearningCenterSearch } from "../components/SiteSearch/SiteSearch";
import { type IslandModule, hydrateIsland } from "./hydrateIsland";

export const hydrate: IslandModule["hydrate"] = (element) => {
  hydrateIsland(element, "learning-search", <LearningCenterSearch />);
};
