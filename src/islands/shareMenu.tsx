import { ShareMenu } from "../components/ShareMenu/ShareMenu";
import type { ShareMenuProps } from "../components/ShareMenu/ShareMenuPopup";

/**
 * The share menu as an island (docs/decisions/041): the element a route prerenders in
 * `<Island name="share-menu" props={props}>` and the entry hydrates, from the same props (the
 * page's absolute canonical URL and its title).
 */
export function shareMenuIsland(props: ShareMenuProps) {
  return <ShareMenu url={props.url} title={props.title} />;
}
