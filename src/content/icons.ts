/**
 * The icons content may name (`icon: "shield-check"` in a content entry). Content owns the list of
 * names; `src/components/Icon/registry.ts` maps each to its drawing, and its type requires exactly
 * these names, so a content entry can never name an icon that does not exist.
 */
export const ICON_NAMES = [
  "activity",
  "badge-check",
  "bar-chart",
  "bell-ring",
  "book-open",
  "briefcase",
  "building",
  "circle-alert",
  "clock",
  "eye-off",
  "file-search",
  "file-x",
  "gavel",
  "globe",
  "heart-handshake",
  "heart-pulse",
  "lock",
  "message-warning",
  "newspaper",
  "scale",
  "search",
  "shield-alert",
  "shield-check",
  "siren",
  "sparkles",
  "star",
  "target",
  "trending-up",
  "user-check",
  "user",
  "users",
] as const;

/** A name content can use for an icon. */
export type IconName = (typeof ICON_NAMES)[number];
