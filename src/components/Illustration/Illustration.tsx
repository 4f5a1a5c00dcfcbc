import {
  BarChart3,
  Compass,
  FileText,
  Lock,
  type LucideIcon,
  Megaphone,
  Network,
  Scale,
  Search,
  ShieldCheck,
  Star,
  TriangleAlert,
  UserRound,
} from "lucide-react";
import { useId } from "react";
import type { IllustrationKey } from "../../content/taxonomy";
import styles from "./Illustration.module.css";

/** The motif and palette of each illustration key. */
const ART: Record<IllustrationKey, { icon: LucideIcon; hue: "teal" | "blue" | "amber" }> = {
  shield: { icon: ShieldCheck, hue: "teal" },
  magnifier: { icon: Search, hue: "blue" },
  scale: { icon: Scale, hue: "amber" },
  document: { icon: FileText, hue: "blue" },
  lock: { icon: Lock, hue: "teal" },
  chart: { icon: BarChart3, hue: "blue" },
  megaphone: { icon: Megaphone, hue: "amber" },
  network: { icon: Network, hue: "blue" },
  star: { icon: Star, hue: "amber" },
  user: { icon: UserRound, hue: "teal" },
  compass: { icon: Compass, hue: "teal" },
  alert: { icon: TriangleAlert, hue: "amber" },
};

const HUES = {
  teal: { from: "#0b1f33", to: "#115e59", accent: "#5eead4" },
  blue: { from: "#0b1f33", to: "#1d4ed8", accent: "#93c5fd" },
  amber: { from: "#0b1f33", to: "#7c2d12", accent: "#fcd34d" },
} as const;

/** A deterministic pseudo-random sequence from a string, so each key draws the same pattern. */
function seeded(key: string): () => number {
  let state = 7;
  for (let index = 0; index < key.length; index += 1) state = (state * 31 + key.charCodeAt(index)) >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface IllustrationProps {
  name: IllustrationKey;
  className?: string;
}

/**
 * Original vector artwork for cards and article heroes (docs/product-decisions.md, decision 6): a
 * navy gradient, a dot grid and rings drawn from the key, and the topic's icon. Inline SVG:
 * self-hosted, no request, sharp at any size, with a fixed 16:9 box (no layout shift). Decorative:
 * hidden from assistive technology, since the title beside it carries the meaning.
 */
export function Illustration({ name, className }: IllustrationProps) {
  const { icon: Icon, hue } = ART[name];
  const palette = HUES[hue];
  const random = seeded(name);
  const gradientId = `illustration-${useId().replaceAll(":", "")}`;
  const rings = Array.from({ length: 3 }, (_, index) => ({
    cx: 80 + random() * 480,
    cy: 40 + random() * 280,
    r: 40 + index * 30 + random() * 40,
  }));
  const dots = Array.from({ length: 40 }, (_, index) => ({ x: 24 + (index % 10) * 22, y: 230 + Math.floor(index / 10) * 22 }));
  return (
    <svg className={[styles.illustration, className].filter(Boolean).join(" ")} viewBox="0 0 640 360" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.from} />
          <stop offset="1" stopColor={palette.to} />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill={`url(#${gradientId})`} />
      {rings.map((ring) => (
        <circle key={`${ring.cx}-${ring.cy}`} cx={ring.cx} cy={ring.cy} r={ring.r} fill="none" stroke={palette.accent} strokeOpacity="0.18" strokeWidth="2" />
      ))}
      {dots.map((dot) => (
        <circle key={`${dot.x}-${dot.y}`} cx={dot.x} cy={dot.y} r="2.5" fill={palette.accent} fillOpacity="0.35" />
      ))}
      <circle cx="420" cy="180" r="96" fill={palette.accent} fillOpacity="0.14" />
      <Icon x={356} y={116} width={128} height={128} color={palette.accent} strokeWidth={1.5} />
    </svg>
  );
}
