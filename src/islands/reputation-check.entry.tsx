/** The reputation check's island entry (docs/decisions/041): what the islands loader imports to hydrate it. */
import { ReputationCheck } from "../components/ReputationCheck/ReputationCheck";
import { type IslandModule, hydrateIsland } from "./hydrateIsland";

export const hydrate: IslandModule["hydrate"] = (element) => {
  hydrateIsland(element, "reputation-check", <ReputationCheck />);
};
