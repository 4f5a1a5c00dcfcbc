/**
 * The blog list's search island entry (docs/decisions/041): what the islands loader imports, at the
 * first focus, press or key inside the toolbar, or at load when the address carries `?q=` or an
 * older `?category=`.
 */
import { BlogSearch } from "../components/BlogSearch/BlogSearch";
import { type IslandModule, hydrateIsland } from "./hydrateIsland";

export const hydrate: IslandModule["hydrate"] = (element, props) => {
  hydrateIsland(element, "blog-search", <BlogSearch {...(props as Parameters<typeof BlogSearch>[0])} />);
};
