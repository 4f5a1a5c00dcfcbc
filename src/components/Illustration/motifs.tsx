import type { JSX } from "react";
import type { IllustrationKey } from "../../content/taxonomy";

/*
 * The topic scenes of the illustrations: one small flat line drawing per key, in the units of the
 * drawings' 640-by-360 view box, drawn in front of the gradient and the dot grid (x 13-233,
 * y 219-307) that `Art` paints. Three paints only: the hue's accent, white and navy, with opacities
 * for depth. No ids, paint servers, text or images: a list's sprite holds each drawing once and
 * its cards show it through `<use>`.
 */

const WHITE = "#ffffff";
const NAVY = "#0b1f33";

/** The look of a translucent card or panel: a faint white fill, a half-strength accent outline. */
const PANEL = { fill: WHITE, fillOpacity: 0.1, strokeOpacity: 0.55 } as const;

/** Rounds a computed coordinate to a whole view-box unit, so the markup stays short. */
const whole = (value: number): number => Math.round(value);

/**
 * Lines of text as one path of horizontal strokes (rounded bars once stroked with round caps):
 * one line of `widths[i]` units per entry, from `x`, the first at `y`, then every `step` units down.
 */
function bars(x: number, y: number, widths: readonly number[], step: number): string {
  return widths.map((width, index) => `M${x} ${y + index * step}h${width}`).join("");
}

/** Round dots at the given points, as zero-length strokes of one path (their size is the stroke width). */
function dots(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y]) => `M${x} ${y}h0`).join("");
}

/** A row of `count` round dots, from (`x`, `y`) to the right, every `step` units: masked characters. */
function dotRow(x: number, y: number, count: number, step: number): string {
  return dots(Array.from({ length: count }, (_, index) => [x + index * step, y] as const));
}

/** A shield outline centred on (`cx`, `cy`), `2 * a` units wide and `2.5 * a` tall, as a path. */
function shield(cx: number, cy: number, a: number): string {
  const at = (dx: number, dy: number): string => `${whole(cx + dx * a)} ${whole(cy + dy * a)}`;
  return (
    `M${at(0, -1.2)}Q${at(0.5, -0.85)} ${at(1, -0.85)}L${at(1, 0.1)}C${at(1, 0.75)} ${at(0.5, 1.1)} ${at(0, 1.3)}` +
    `C${at(-0.5, 1.1)} ${at(-1, 0.75)} ${at(-1, 0.1)}L${at(-1, -0.85)}Q${at(-0.5, -0.85)} ${at(0, -1.2)}Z`
  );
}

/** Five-pointed stars of outer radius `r`, centred on `cy` and on each of `xs`, as one path. */
function stars(xs: readonly number[], cy: number, r: number): string {
  return xs
    .map((cx) => {
      const corners = Array.from({ length: 10 }, (_, index) => {
        const angle = (index * Math.PI) / 5 - Math.PI / 2;
        const radius = index % 2 === 0 ? r : r * 0.46;
        return `${whole(cx + radius * Math.cos(angle))} ${whole(cy + radius * Math.sin(angle))}`;
      });
      return `M${corners.join("L")}Z`;
    })
    .join("");
}

/** A speech bubble with rounded corners and a tail at its lower left, its box at (`x`, `y`), `w` by `h`. */
function bubble(x: number, y: number, w: number, h: number): string {
  return `M${x + 16} ${y}h${w - 32}a16 16 0 0 1 16 16v${h - 32}a16 16 0 0 1-16 16h${50 - w}l-18 18v-18a16 16 0 0 1-16-16v${32 - h}a16 16 0 0 1 16-16z`;
}

/** The points of the chart's trend line, one above each bar; the last, the highest, is drawn solid. */
const TREND = [
  [316, 216],
  [370, 186],
  [424, 168],
  [478, 126],
  [532, 80],
] as const;

/** The nodes of the network around its highlighted centre (430, 180). */
const OUTER_NODES = [
  [312, 92],
  [540, 74],
  [592, 196],
  [520, 298],
  [338, 284],
  [272, 186],
] as const;

/**
 * The scene of each key. The enclosing group (`Motif`) strokes in the accent, 4 units wide, with
 * round caps and joins, and fills nothing: a shape states only what differs from that.
 */
const MOTIFS: Record<IllustrationKey, (accent: string) => JSX.Element> = {
  // A shield with a check, two fainter shields around it.
  shield: () => (
    <>
      <path d={shield(430, 176, 132)} strokeOpacity={0.18} />
      <path d={shield(430, 176, 106)} strokeOpacity={0.36} />
      <path d={shield(430, 176, 80)} fill={WHITE} fillOpacity={0.12} strokeWidth={6} />
      <path d="M396 178l24 24 46-50" strokeWidth={10} />
    </>
  ),
  // A search-results panel: a search bar, three results, a magnifying glass over the second.
  magnifier: (accent) => (
    <>
      <rect {...PANEL} x={266} y={52} width={300} height={256} rx={18} />
      <rect x={290} y={76} width={252} height={40} rx={20} strokeOpacity={0.8} />
      <path d="M312 96h90" stroke={WHITE} strokeOpacity={0.4} strokeWidth={6} />
      <path d="M509 96a7 7 0 1 0 14 0a7 7 0 1 0-14 0M521 101l6 6" strokeWidth={3} />
      <rect x={284} y={176} width={264} height={48} rx={12} fill={accent} fillOpacity={0.14} stroke="none" />
      <path d={dots([[304, 146], [304, 200], [304, 254]])} strokeWidth={16} strokeOpacity={0.6} />
      <path d={bars(324, 138, [150, 120, 140], 54)} strokeWidth={8} />
      <path d={bars(324, 156, [190, 170, 180], 54)} stroke={WHITE} strokeOpacity={0.35} strokeWidth={6} />
      <circle cx={492} cy={200} r={44} fill={WHITE} fillOpacity={0.1} strokeWidth={8} />
      <path d="M524 232l40 40" strokeWidth={14} />
    </>
  ),
  // A balance on a post, tipped by a document in its left pan.
  scale: (accent) => (
    <>
      <path d="M266 200L316 112L366 200M494 176L544 88L594 176" strokeOpacity={0.6} />
      <path d="M316 112L544 88M430 100V288" strokeWidth={6} />
      <rect x={372} y={286} width={116} height={16} rx={8} fill={accent} fillOpacity={0.5} />
      <circle cx={430} cy={100} r={10} fill={accent} />
      <path d="M266 200a50 30 0 0 0 100 0zM494 176a50 30 0 0 0 100 0z" fill={WHITE} fillOpacity={0.12} strokeWidth={5} />
      <path d="M296 156h28l12 12v32h-40z" fill={accent} fillOpacity={0.3} />
      <path d="M324 156v12h12M304 178h22M304 190h16" strokeWidth={3} />
    </>
  ),
  // A stack of pages with a heading, lines of text and a signature, and the pen that signed it.
  document: (accent) => (
    <>
      <path d="M340 70H322V306H512V292" strokeOpacity={0.5} />
      <path d="M322 84H304V320H494V306" strokeOpacity={0.28} />
      <path d="M340 56h140l50 50v186h-190zM480 56v50h50" fill={WHITE} fillOpacity={0.12} strokeWidth={5} />
      <path d="M366 94h84" strokeWidth={10} />
      <path d={bars(366, 130, [128, 140, 112, 136, 84], 24)} stroke={WHITE} strokeOpacity={0.5} strokeWidth={7} />
      <path d="M392 262c8-16 18-16 22 0s14 16 22 0s14-16 22 0" />
      <polygon points="466,262 481,229 552,158 570,176 499,247" fill={accent} />
      <path d="M481 229l18 18" stroke={NAVY} strokeWidth={3} />
    </>
  ),
  // A padlock in front of a form whose fields are masked.
  lock: (accent) => (
    <>
      <rect {...PANEL} x={256} y={60} width={280} height={240} rx={18} />
      <g fill={WHITE} fillOpacity={0.08} strokeOpacity={0.5}>
        <rect x={280} y={84} width={200} height={44} rx={12} />
        <rect x={280} y={144} width={200} height={44} rx={12} />
        <rect x={280} y={204} width={200} height={44} rx={12} />
      </g>
      <path d={dotRow(302, 106, 6, 22) + dotRow(302, 166, 8, 22) + dotRow(302, 226, 5, 22)} stroke={WHITE} strokeOpacity={0.75} strokeWidth={12} />
      <rect x={280} y={262} width={92} height={22} rx={11} fill={accent} fillOpacity={0.5} stroke="none" />
      <path d="M482 180v-28a40 40 0 0 1 80 0v28" strokeWidth={12} />
      <rect x={456} y={180} width={132} height={108} rx={18} fill={accent} />
      <circle cx={522} cy={224} r={12} fill={NAVY} stroke="none" />
      <path d="M522 228v22" stroke={NAVY} strokeWidth={8} />
    </>
  ),
  // A rising bar chart on a baseline, with a trend line through points above the bars.
  chart: (accent) => (
    <>
      <path d="M276 110h310M276 170h310M276 230h310" stroke={WHITE} strokeOpacity={0.14} strokeWidth={2} />
      <g fill={accent} fillOpacity={0.3} strokeOpacity={0.7}>
        <rect x={298} y={244} width={36} height={46} rx={6} />
        <rect x={352} y={214} width={36} height={76} rx={6} />
        <rect x={406} y={196} width={36} height={94} rx={6} />
        <rect x={460} y={154} width={36} height={136} rx={6} />
        <rect x={514} y={108} width={36} height={182} rx={6} />
      </g>
      <path d="M276 290h310" strokeWidth={5} />
      <polyline points="316,216 370,186 424,168 478,126 532,80" strokeWidth={5} />
      <path d={dots(TREND)} strokeWidth={20} />
      <path d={dots(TREND.slice(0, -1))} stroke={NAVY} strokeWidth={9} />
    </>
  ),
  // A megaphone speaking three speech bubbles: two with lines, one with an ellipsis.
  megaphone: (accent) => (
    <>
      <path d="M320 252l10 40h22l-8-34" fill={WHITE} fillOpacity={0.1} />
      <polygon points="282,200 392,148 392,288 282,236" fill={accent} fillOpacity={0.22} strokeWidth={5} />
      <path d="M392 148a18 70 0 0 1 0 140" fill={accent} fillOpacity={0.5} strokeWidth={5} />
      <rect x={254} y={194} width={32} height={48} rx={10} fill={accent} />
      <g fill={WHITE} fillOpacity={0.1}>
        <path d={bubble(428, 46, 164, 78)} />
        <path d={bubble(448, 158, 144, 64)} />
        <path d={bubble(428, 254, 96, 44)} />
      </g>
      <path d="M452 74h110M472 182h90" strokeWidth={8} />
      <path d="M452 96h74M472 200h56" stroke={WHITE} strokeOpacity={0.5} strokeWidth={6} />
      <path d={dotRow(452, 276, 3, 24)} strokeWidth={10} />
    </>
  ),
  // A network of seven nodes joined by lines, the central one highlighted.
  network: (accent) => (
    <>
      <path
        d="M312 92L430 180L540 74M272 186L430 180L592 196M338 284L430 180L520 298M312 92L540 74M592 196L520 298M338 284L272 186L312 92"
        strokeOpacity={0.5}
      />
      <path d={dots(OUTER_NODES)} strokeWidth={30} />
      <path d={dots(OUTER_NODES)} stroke={NAVY} strokeWidth={18} />
      <circle cx={430} cy={180} r={46} fill={accent} fillOpacity={0.12} strokeOpacity={0.35} />
      <circle cx={430} cy={180} r={24} fill={accent} />
    </>
  ),
  // A review card: a row of five stars (four full, one open) above lines of text, another card behind.
  star: (accent) => (
    <>
      <path d="M290 66v-2a20 20 0 0 1 20-20h276a20 20 0 0 1 20 20v208a20 20 0 0 1-20 20h-8" strokeOpacity={0.3} />
      <rect {...PANEL} x={262} y={66} width={316} height={228} rx={20} />
      <path d={stars([320, 370, 420, 470], 126, 22)} fill={accent} />
      <path d={stars([520], 126, 22)} fill={accent} fillOpacity={0.2} />
      <path d={bars(302, 190, [236, 200, 128], 26)} stroke={WHITE} strokeOpacity={0.45} strokeWidth={8} />
    </>
  ),
  // A profile card: an avatar with a head-and-shoulders silhouette and a check badge, a name, links.
  user: (accent) => (
    <>
      <path d="M330 64h-22a18 18 0 0 0-18 18v196a18 18 0 0 0 18 18h22M550 64h22a18 18 0 0 1 18 18v196a18 18 0 0 1-18 18h-22" strokeOpacity={0.3} />
      <rect {...PANEL} x={330} y={36} width={220} height={288} rx={22} />
      <circle cx={440} cy={112} r={46} fill={accent} fillOpacity={0.18} strokeWidth={5} />
      <circle cx={440} cy={100} r={17} fill={accent} stroke="none" />
      <path d="M412 148c2-18 14-28 28-28s26 10 28 28a46 46 0 0 1-56 0z" fill={accent} stroke="none" />
      <circle cx={476} cy={146} r={14} fill={accent} stroke={NAVY} />
      <path d="M469 146l5 5 9-10" stroke={NAVY} />
      <path d="M392 190h96" strokeWidth={10} />
      <path d="M404 214h72M372 292h136" stroke={WHITE} strokeOpacity={0.4} strokeWidth={7} />
      <g fill={accent} fillOpacity={0.15} strokeOpacity={0.6}>
        <rect x={358} y={240} width={48} height={26} rx={13} />
        <rect x={416} y={240} width={48} height={26} rx={13} />
        <rect x={474} y={240} width={48} height={26} rx={13} />
      </g>
    </>
  ),
  // A compass rose, a dotted route from it to a location pin.
  compass: (accent) => (
    <>
      <circle cx={330} cy={140} r={70} fill={WHITE} fillOpacity={0.1} strokeWidth={5} />
      <circle cx={330} cy={140} r={58} strokeOpacity={0.3} strokeWidth={3} />
      <path d="M330 88l10 42 42 10-42 10-10 42-10-42-42-10 42-10z" fill={NAVY} fillOpacity={0.5} />
      <polygon points="330,88 340,130 330,140 320,130" fill={accent} />
      <circle cx={330} cy={140} r={5} fill={NAVY} stroke="none" />
      <path d="M356 206c20 60 76 90 140 86" strokeWidth={6} strokeDasharray="1 14" />
      <ellipse cx={540} cy={296} rx={30} ry={7} fill={accent} fillOpacity={0.25} stroke="none" />
      <path d="M540 286c-22-26-36-46-36-70a36 36 0 0 1 72 0c0 24-14 44-36 70z" fill={accent} fillOpacity={0.25} strokeWidth={5} />
      <circle cx={540} cy={214} r={13} fill={accent} stroke="none" />
    </>
  ),
  // A warning triangle in front of a stack of notification cards.
  alert: (accent) => (
    <>
      <path d="M404 124v-8a14 14 0 0 1 14-14h132a14 14 0 0 1 14 14v8" strokeOpacity={0.3} />
      <path d="M388 148v-8a14 14 0 0 1 14-14h164a14 14 0 0 1 14 14v8" strokeOpacity={0.5} />
      <rect x={372} y={148} width={224} height={104} rx={16} fill={WHITE} fillOpacity={0.12} strokeOpacity={0.8} />
      <path d="M428 186h136" strokeWidth={8} />
      <path d="M428 208h112M428 228h76" stroke={WHITE} strokeOpacity={0.45} strokeWidth={6} />
      <path d="M330 100L414 250H246Z" fill={accent} strokeWidth={10} />
      <path d="M330 152v46M330 226h0" stroke={NAVY} strokeWidth={14} />
    </>
  ),
};

/**
 * The decorative scene of illustration `name`, in the drawings' view box units (640 by 360), for
 * `Art` to draw in front of its gradient and dot grid: a small flat line drawing that says the
 * topic (a shield, a search panel, a balance, a page stack...), each key a different silhouette,
 * painted in `accent` (the hue's light accent colour), white and navy only. Decorative: the SVG
 * that holds it is hidden from assistive technology.
 */
export function Motif({ name, accent }: { name: IllustrationKey; accent: string }): JSX.Element {
  return (
    <g fill="none" stroke={accent} strokeWidth={4} strokeLinecap="round" strokeLinejoin="round">
      {MOTIFS[name](accent)}
    </g>
  );
}
