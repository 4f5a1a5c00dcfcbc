import { useId } from "react";
import type { IllustrationKey } from "../../content/taxonomy";
import { Motif } from "./motifs";
import styles from "./Illustration.module.css";

/** The hue of each illustration key (its scene is its `Motif`). */
const HUE_OF: Record<IllustrationKey, keyof typeof HUES> = {
  shield: "teal",
  magnifier: "blue",
  scale: "amber",
  document: "blue",
  lock: "teal",
  chart: "blue",
  megaphone: "amber",
  network: "blue",
  star: "amber",
  user: "teal",
  compass: "teal",
  alert: "amber",
};

const HUES = {
  teal: { from: "#0b1f33", to: "#115e59", accent: "#5eead4" },
  blue: { from: "#0b1f33", to: "#1d4ed8", accent: "#93c5fd" },
  amber: { from: "#0b1f33", to: "#7c2d12", accent: "#fcd34d" },
} as const;

/** The drawings' coordinate system (16:9), in user units. */
const VIEW_BOX = "0 0 640 360";

/** The ids of the paint servers a drawing of one hue fills with: its gradient and its dot pattern. */
interface PaintIds {
  readonly gradient: string;
  readonly dots: string;
}

/** The navy-to-hue gradient and the 22-unit dot pattern of one hue, under the given ids. */
function HuePaints({ hue, ids }: { hue: keyof typeof HUES; ids: PaintIds }) {
  const palette = HUES[hue];
  return (
    <>
      <linearGradient id={ids.gradient} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={palette.from} />
        <stop offset="1" stopColor={palette.to} />
      </linearGradient>
      <pattern id={ids.dots} patternUnits="userSpaceOnUse" x="13" y="219" width="22" height="22">
        <circle cx="11" cy="11" r="2.5" fill={palette.accent} fillOpacity="0.35" />
      </pattern>
    </>
  );
}

/**
 * The shapes of one drawing, in `VIEW_BOX` units, painted with the hue's paint servers (`ids`): the
 * gradient, the dot grid and the topic's own scene (`Motif`; docs/decisions/051), so that no two
 * topics share a picture.
 */
function Art({ name, ids }: { name: IllustrationKey; ids: PaintIds }) {
  const palette = HUES[HUE_OF[name]];
  return (
    <>
      <rect width="640" height="360" fill={`url(#${ids.gradient})`} />
      <rect x="13" y="219" width="220" height="88" fill={`url(#${ids.dots})`} />
      <Motif name={name} accent={palette.accent} />
    </>
  );
}

/** An id usable in a `url(#…)` or `href="#…"` reference, from a React `useId()` value. */
function plainId(reactId: string): string {
  return reactId.replace(/[^\w-]/g, "");
}

interface IllustrationProps {
  name: IllustrationKey;
  className?: string;
}

/**
 * Original vector artwork for an article's hero (docs/product-decisions.md, decision 6): a navy
 * gradient, a dot grid and the topic's own scene (`Motif`). Inline SVG:
 * self-hosted, no request, sharp at every size, with a fixed 16:9 box (no layout shift). Decorative:
 * hidden from assistive technology, since the title beside it carries the meaning. Cards draw
 * the same art from a list's sprite (`IllustrationSprite`, `IllustrationUse`).
 */
export function Illustration({ name, className }: IllustrationProps) {
  const prefix = `illustration-${plainId(useId())}`;
  const ids = { gradient: `${prefix}-gradient`, dots: `${prefix}-dots` };
  return (
    <svg className={[styles.illustration, className].filter(Boolean).join(" ")} viewBox={VIEW_BOX} aria-hidden="true" focusable="false">
      <defs>
        <HuePaints hue={HUE_OF[name]} ids={ids} />
      </defs>
      <Art name={name} ids={ids} />
    </svg>
  );
}

/** The id of the symbol of drawing `name` in the sprite whose ids start with `prefix`. */
function symbolId(prefix: string, name: IllustrationKey): string {
  return `${prefix}-${name}`;
}

/**
 * A sprite of drawings (docs/decisions/044, "Next"; 050): each drawing in `names` once, as a
 * `<symbol>`, with the paint servers of its hue, in an SVG of no size that is hidden from
 * assistive technology; the cards of a list show them with `IllustrationUse`. A list's HTML thus
 * holds one copy of each drawing it shows, not one per card, and no image is requested (an
 * `<img>` per card made the lists' Largest Contentful Paint later, decision 044).
 *
 * Not `display: none` (`hidden`): some browsers do not paint gradients and patterns defined
 * in an undisplayed SVG. `prefix` must be unique in the page (a list's `useId`).
 */
export function IllustrationSprite({ names, prefix }: { names: readonly IllustrationKey[]; prefix: string }) {
  const unique = [...new Set(names)];
  if (unique.length === 0) return null;
  const hues = [...new Set(unique.map((name) => HUE_OF[name]))];
  const paintIds = (hue: keyof typeof HUES): PaintIds => ({ gradient: `${prefix}-${hue}-gradient`, dots: `${prefix}-${hue}-dots` });
  return (
    <svg className={styles.sprite} aria-hidden="true" focusable="false" width="0" height="0">
      <defs>
        {hues.map((hue) => (
          <HuePaints key={hue} hue={hue} ids={paintIds(hue)} />
        ))}
        {unique.map((name) => (
          <symbol key={name} id={symbolId(prefix, name)} viewBox={VIEW_BOX}>
            <Art name={name} ids={paintIds(HUE_OF[name])} />
          </symbol>
        ))}
      </defs>
    </svg>
  );
}

/**
 * A card's drawing, shown from its list's sprite (`IllustrationSprite` with the same `prefix`):
 * decorative and of a fixed 16:9 box, as `Illustration`.
 */
export function IllustrationUse({ name, prefix, className }: { name: IllustrationKey; prefix: string; className?: string }) {
  return (
    <svg className={[styles.illustration, className].filter(Boolean).join(" ")} viewBox={VIEW_BOX} aria-hidden="true" focusable="false">
      <use href={`#${symbolId(prefix, name)}`} />
    </svg>
  );
}

/** A prefix for a sprite's ids, unique in the page: from the list's `useId()`. */
export function useSpritePrefix(): string {
  return `art-${plainId(useId())}`;
}
