import type { ILLUSTRATION_KEYS } from "./taxonomy";

/** A key of the generated artwork an article names in its `image` field. */
export type IllustrationKey = (typeof ILLUSTRATION_KEYS)[number];
