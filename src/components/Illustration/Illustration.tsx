import { useId } from "react";
import type { IllustrationKey } from "../../content/taxonomy";
import { ILLUSTRATION_FILES } from "../../content/generated/illustrationFiles";
import { ART_HEIGHT, ART_WIDTH, IllustrationArt } from "./art";
import styles from "./Illustration.module.css";

interface IllustrationProps {
  name: IllustrationKey;
  className?: string;
}

/**
 * Original vector artwork for article heroes (docs/product-decisions.md, decision 6; the drawing is
 * `IllustrationArt`). Inline SVG: the hero is the page's first image, drawn with the page, with no
 * request, sharp at any size, in a fixed 16:9 box (no layout shift).
 */
export function Illustration({ name, className }: IllustrationProps) {
  const gradientId = `illustration-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return <IllustrationArt name={name} gradientId={gradientId} className={[styles.illustration, className].filter(Boolean).join(" ")} />;
}

/**
 * The same artwork for a card: an `<img>` of the key's shared file (`ILLUSTRATION_FILES`, written
 * by scripts/illustration-files.ts under `/assets/art/`, named by its content's hash, so it is
 * cached for good), instead of 4.5 KB of inline SVG per card: a list of a dozen cards fetches each
 * drawing once, and a page's HTML no longer grows with its drawings. Decorative (`alt=""`); its
 * `width` and `height` fix the 16:9 box before it loads. `fetchPriority="low"`: the drawing is
 * decoration, fetched after what the page needs, and React then writes no `<link rel="preload">`
 * for it into the head, where it would come before the referrer policy (scripts/html/
 * referrer-meta.ts). Not `loading="lazy"`, which would wait for layout before fetching the first
 * row of cards, in view at once. A drawing is about 0.6 KB compressed, fetched once for every card
 * that shows it.
 */
export function IllustrationImage({ name, className }: IllustrationProps) {
  return (
    <img
      src={ILLUSTRATION_FILES[name]}
      alt=""
      width={ART_WIDTH}
      height={ART_HEIGHT}
      decoding="async"
      fetchPriority="low"
      className={[styles.illustration, className].filter(Boolean).join(" ")}
    />
  );
}
