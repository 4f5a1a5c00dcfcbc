/**
 * The newsletter block's island entry (docs/decisions/041): what the islands loader imports, at the
 * first focus, press or key inside the block, to hydrate it.
 */
import { NewsletterForm } from "../components/NewsletterForm/NewsletterForm";
import { type IslandModule, hydrateIsland } from "./hydrateIsland";

export const hydrate: IslandModule["hydrate"] = (element) => {
  hydrateIsland(element, "newsletter", <NewsletterForm />);
};
