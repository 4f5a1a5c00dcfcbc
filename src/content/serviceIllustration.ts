import type { IconName } from "./icons";
import type { IllustrationKey } from "./taxonomy";

/**
 * The drawing of a service page's hero, chosen by the service's icon (its `icon` field, the drawing
 * of its card on the hub): each icon a service uses has the scene that says the same thing at hero
 * size, so that pages next to each other on a hub (each audience in `order`) show different
 * drawings (docs/decisions/061). An icon not listed here falls back to `compass`.
 */
const ILLUSTRATION_OF_ICON: Partial<Record<IconName, IllustrationKey>> = {
  building: "network",
  star: "star",
  "eye-off": "magnifier",
  siren: "alert",
  scale: "scale",
  search: "chart",
  "book-open": "document",
  "user-check": "user",
  "heart-pulse": "shield",
  "trending-up": "chart",
  "file-x": "document",
  "shield-alert": "shield",
  sparkles: "megaphone",
  lock: "lock",
};

/**
 * The hero drawing of a service whose card icon is `icon`.
 * @returns an illustration key (src/components/Illustration), `compass` for an icon without one.
 */
export function serviceIllustration(icon: IconName): IllustrationKey {
  return ILLUSTRATION_OF_ICON[icon] ?? "compass";
}
