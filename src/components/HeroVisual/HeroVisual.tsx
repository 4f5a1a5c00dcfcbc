import styles from "./HeroVisual.module.css";

/**
 * The scene a page's hero shows beside its text (`PageHero`'s `aside`):
 *
 * - `search`: a search-results page for a name, as an audit of what appears: one result marked
 *   for review (accent outline and a flag), one with an amber marker. For the service pages and
 *   the services hubs. It shows a review, never a result taken down: the firm promises no outcome.
 * - `learning`: an open book with a bookmark and a question bubble. For the Learning Center, the
 *   blog, the guides, the case studies, the FAQs and the glossary's lists.
 * - `contact`: a message card with a padlock badge (confidential) and a clock badge (reply
 *   time). For the contact page and the reputation check.
 * - `policy`: a document of checked lines with a seal. For the legal pages, How we charge and
 *   Our standards.
 * - `process`: five steps along a gentle curve, three done, to a flag. For the About pages.
 */
export type HeroVisualKind = "search" | "learning" | "contact" | "policy" | "process";

/** One search result: the site's disc, a title bar and two snippet bars, `top` its upper edge. */
function Result({ top, title, snippet, mark = styles.dot }: { top: number; title: number; snippet: number; mark?: string }) {
  return (
    <>
      <circle className={mark} cx={80} cy={top + 10} r={8} />
      <path className={styles.head} d={`M100 ${top + 8}h${title}`} />
      <path className={styles.line} d={`M100 ${top + 22}h${snippet}M100 ${top + 34}h${snippet - 60}`} />
    </>
  );
}

/** A browser window with a search field and four results: the second marked for review, the third in amber. */
function SearchScene() {
  return (
    <>
      <circle className={styles.glow} cx={240} cy={180} r={160} />
      <rect className={styles.panel} x={40} y={28} width={400} height={308} rx={16} />
      <path className={styles.rule} d="M40 64h400" />
      <circle className={styles.dot} cx={64} cy={46} r={5} />
      <circle className={styles.dot} cx={82} cy={46} r={5} />
      <circle className={styles.dot} cx={100} cy={46} r={5} />
      <rect className={styles.card} x={64} y={80} width={352} height={36} rx={18} />
      <path className={styles.head} d="M88 98h112" />
      <circle className={styles.accent} cx={386} cy={96} r={8} />
      <path className={styles.accent} d="M392 102l7 7" />
      <Result top={134} title={150} snippet={260} />
      <rect className={styles.soft} x={56} y={176} width={368} height={54} rx={10} />
      <Result top={184} title={130} snippet={240} mark={styles.solid} />
      <circle className={styles.badge} cx={420} cy={180} r={16} />
      <path className={styles.accent} d="M414 190v-20" />
      <path className={styles.solid} d="M414 171h12l-3 4 3 4h-12z" />
      <Result top={234} title={170} snippet={270} mark={styles.caution} />
      <path className={styles.caution} d="M404 232l16 28h-32zM404 242v8M404 254v1" />
      <Result top={284} title={120} snippet={250} />
    </>
  );
}

/** An open book, lines of text on both pages, a bookmark, and a bubble with a question mark. */
function LearningScene() {
  return (
    <>
      <circle className={styles.glow} cx={240} cy={200} r={150} />
      <path className={styles.rule} d="M96 314c48-12 104-12 144 6 40-18 96-18 144-6" />
      <path className={styles.panel} d="M240 140c-40-18-96-18-144-6v170c48-12 104-12 144 6 40-18 96-18 144-6V134c-48-12-104-12-144 6z" />
      <path className={styles.accent} d="M240 140v170" />
      <path className={styles.head} d="M124 166h88M268 166h64" />
      <path className={styles.line} d="M124 188h96M124 208h80M124 228h92M124 248h60M268 188h92M268 208h84M268 228h92M268 248h56" />
      <path className={styles.solid} d="M344 118v62l10-8 10 8v-60z" />
      <path className={styles.soft} d="M360 16h56a20 20 0 0 1 20 20v32a20 20 0 0 1-20 20h-36l-16 16V88h-4a20 20 0 0 1-20-20V36a20 20 0 0 1 20-20z" />
      <path className={styles.accent} d="M378 44a10 10 0 1 1 14 9c-3 2-4 4-4 7v2" />
      <circle className={styles.solid} cx={388} cy={72} r={2} />
    </>
  );
}

/** A message card on a second one, a padlock badge on its corner and a clock badge below it. */
function ContactScene() {
  return (
    <>
      <circle className={styles.glow} cx={240} cy={180} r={150} />
      <rect className={styles.panel} x={100} y={40} width={316} height={212} rx={16} />
      <rect className={styles.card} x={64} y={76} width={316} height={220} rx={16} />
      <circle className={styles.soft} cx={104} cy={116} r={16} />
      <path className={styles.head} d="M134 110h112" />
      <path className={styles.line} d="M134 126h72M96 184h248M96 206h224M96 228h240M96 250h152" />
      <path className={styles.rule} d="M64 152h316" />
      <circle className={styles.badge} cx={380} cy={80} r={32} />
      <rect className={styles.accent} x={367} y={78} width={26} height={20} rx={4} />
      <path className={styles.accent} d="M373 78v-7a7 7 0 0 1 14 0v7M380 86v4" />
      <circle className={styles.badge} cx={84} cy={296} r={28} />
      <circle className={styles.accent} cx={84} cy={296} r={15} />
      <path className={styles.accent} d="M84 288v8l6 4" />
    </>
  );
}

/** One checked line of the policy document, centred on `y`. */
function CheckedLine({ y, length }: { y: number; length: number }) {
  return (
    <>
      <circle className={styles.soft} cx={158} cy={y} r={11} />
      <path className={styles.accent} d={`M153 ${y}l4 4 8-8`} />
      <path className={styles.line} d={`M184 ${y}h${length}`} />
    </>
  );
}

/** A document with a folded corner, a heading, four checked lines, and a seal with ribbons. */
function PolicyScene() {
  return (
    <>
      <circle className={styles.glow} cx={240} cy={180} r={150} />
      <path className={styles.card} d="M128 32h168l56 56v236a12 12 0 0 1-12 12H128a12 12 0 0 1-12-12V44a12 12 0 0 1 12-12z" />
      <path className={styles.rule} d="M296 32v44a12 12 0 0 0 12 12h44" />
      <path className={styles.head} d="M148 76h112" />
      <CheckedLine y={124} length={128} />
      <CheckedLine y={164} length={104} />
      <CheckedLine y={204} length={120} />
      <CheckedLine y={244} length={80} />
      <path className={styles.line} d="M148 296h96" />
      <circle className={styles.accent} cx={352} cy={280} r={44} strokeDasharray="1 9" />
      <path className={styles.solid} d="M336 312l-10 30 12-6 6 12 8-28M368 312l10 30-12-6-6 12-8-28" />
      <circle className={styles.badge} cx={352} cy={280} r={36} />
      <path className={styles.accent} d="M352 262l16 6v12c0 12-8 18-16 22-8-4-16-10-16-22v-12z" />
    </>
  );
}

/** A step of the process at (`x`, `y`) with a label bar under it: filled and checked when `done`. */
function Step({ x, y, done }: { x: number; y: number; done: boolean }) {
  return (
    <>
      <circle className={done ? styles.solid : styles.badge} cx={x} cy={y} r={18} />
      {done ? <path className={styles.ink} d={`M${x - 7} ${y}l5 5 9-9`} /> : null}
      <path className={styles.line} d={`M${x - 20} ${y + 36}h40`} />
    </>
  );
}

/** Five steps on a rising curve, the path walked solid and the rest dotted, a flag on the last. */
function ProcessScene() {
  return (
    <>
      <circle className={styles.glow} cx={240} cy={190} r={150} />
      <path className={styles.accent} d="M64 272c32-22 56-60 88-60s56 24 88 16" />
      <path className={styles.accent} d="M240 228c32-8 56-52 88-64s56-32 80-44" strokeDasharray="1 9" />
      <Step x={64} y={272} done />
      <Step x={152} y={212} done />
      <Step x={240} y={228} done />
      <Step x={328} y={164} done={false} />
      <Step x={408} y={120} done={false} />
      <path className={styles.accent} d="M408 102V44" />
      <path className={styles.soft} d="M408 46h32l-8 10 8 10h-32z" />
    </>
  );
}

/** The scene of one kind. */
function Scene({ kind }: { kind: HeroVisualKind }) {
  switch (kind) {
    case "search":
      return <SearchScene />;
    case "learning":
      return <LearningScene />;
    case "contact":
      return <ContactScene />;
    case "policy":
      return <PolicyScene />;
    case "process":
      return <ProcessScene />;
  }
}

/**
 * A page hero's drawing (docs/decisions/051): an abstract scene of the
 * page's subject in flat lines, as lucide's icons are drawn (round caps and joins), passed to
 * `PageHero` as its `aside` so the hero's right half is not empty. Which kind for which pages:
 * `HeroVisualKind`.
 *
 * Decorative (WCAG 1.1.1): hidden from assistive technology and out of the tab order, with no
 * words, text or ids; the hero's heading and lead carry the meaning. Inline SVG: self-hosted, no
 * request. Sized by its CSS: the column's width up to 28rem, in the viewBox's 4:3 (21rem high at
 * full width), centred; shown from 64rem, where the hero has two columns, and not in print.
 * Painted only with the tokens of the navy band, which has the same values in both themes.
 */
export function HeroVisual({ kind }: { kind: HeroVisualKind }) {
  return (
    <svg className={styles.visual} viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <Scene kind={kind} />
    </svg>
  );
}
