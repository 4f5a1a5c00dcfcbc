/**
 * The harness of the screen-reader tests (docs/accessibility.md): Guidepup's Virtual Screen
 * Reader (`@guidepup/virtual-screen-reader`, docs/decisions/018) walking the accessibility tree of
 * the page rendered in happy-dom, with the phrases it speaks recorded for the test to read.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { virtual } from "@guidepup/virtual-screen-reader";
import { afterEach } from "vitest";

/**
 * The rendering rule of HTML's `details` element that happy-dom does not apply: the children of a
 * closed `<details>` other than its `<summary>` are not rendered, so they are not in the
 * accessibility tree either (HTML Standard, "Rendering", 15.5.4 "The details and summary
 * elements").
 */
const DETAILS_RENDERING = "details:not([open]) > :not(summary) { display: none; }";

/**
 * The site's global stylesheet, whose rules decide what a visitor with scripts can perceive:
 * `.script-notice` (the no-script notices) is hidden and `.visually-hidden` text stays readable.
 * Component styles (CSS Modules) are not loaded in unit tests and do not hide content.
 */
const GLOBAL_CSS = readFileSync(join(process.cwd(), "src/styles/global.css"), "utf8");

/** A phrase the screen reader speaks for a live region: "polite: …" or "assertive: …". */
const LIVE_PHRASE = /^(polite|assertive): /;

/** The screen reader of one test, with its spoken log read from the last `clear()`. */
export interface ScreenReader {
  /** Guidepup's virtual screen reader, for its commands (`next`, `press`, `act`, `perform`…). */
  readonly virtual: typeof virtual;
  /** Every phrase spoken since the start or the last `clear()`, in order. */
  heard(): Promise<string[]>;
  /** The live-region phrases among `heard()`: what the page announced without being asked. */
  announcements(): Promise<string[]>;
  /** The last phrase spoken. */
  lastPhrase(): Promise<string>;
  /** Forgets what was spoken so far, so that the next `heard()` holds only what follows. */
  clear(): Promise<void>;
  /**
   * Moves the reading cursor forward (the screen reader's "next item") until a phrase matches,
   * and returns the phrases passed on the way, the matching one last.
   * @throws Error when no phrase matches within `limit` moves.
   */
  readUntil(phrase: string | RegExp, limit?: number): Promise<string[]>;
}

let started = false;

afterEach(async () => {
  if (!started) return;
  started = false;
  await virtual.stop();
});

/**
 * Starts the virtual screen reader on the whole document, after adding the stylesheets above to
 * it. Call it once the UI under test is rendered; the harness stops it after the test.
 * @returns the `ScreenReader` of the test, its log empty but for the "document" phrase.
 */
export async function startScreenReader(): Promise<ScreenReader> {
  if (!document.getElementById("screen-reader-styles")) {
    const style = document.createElement("style");
    style.id = "screen-reader-styles";
    style.textContent = `${GLOBAL_CSS}\n${DETAILS_RENDERING}`;
    document.head.append(style);
  }
  await virtual.start({ container: document.body });
  started = true;
  return {
    virtual,
    heard: () => virtual.spokenPhraseLog(),
    announcements: async () => (await virtual.spokenPhraseLog()).filter((phrase) => LIVE_PHRASE.test(phrase)),
    lastPhrase: () => virtual.lastSpokenPhrase(),
    clear: () => virtual.clearSpokenPhraseLog(),
    readUntil: async (phrase, limit = 400) => {
      const passed: string[] = [];
      const matches = (text: string) => (typeof phrase === "string" ? text === phrase : phrase.test(text));
      for (let move = 0; move < limit; move += 1) {
        const before = (await virtual.spokenPhraseLog()).length;
        await virtual.next();
        const spoken = (await virtual.spokenPhraseLog()).slice(before);
        passed.push(...spoken);
        if (spoken.some(matches)) return passed;
      }
      throw new Error(`The screen reader did not say ${String(phrase)} within ${limit} moves; it said:\n${passed.join("\n")}`);
    },
  };
}
