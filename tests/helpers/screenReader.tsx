/**
 * The harness of the screen-reader tests (docs/accessibility.md): Guidepup's Virtual Screen
 * Reader (`@guidepup/virtual-screen-reader`, docs/decisions/018) walking the accessibility tree of
 * the page rendered in happy-dom, with the phrases it speaks recorded for the test to read.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { virtual } from "@guidepup/virtual-screen-reader";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, expect } from "vitest";
import { renderWithFrame } from "./renderWithFrame";

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
  /**
   * Reads on (`readUntil`) to the phrase `from`, forgets the log, then reads on to `to`: the
   * phrases heard after `from`, the one matching `to` last. A visitor reading one part of a page.
   * @throws Error when either phrase is not said within `limit` moves.
   */
  readAfter(from: string | RegExp, to: string | RegExp, limit?: number): Promise<string[]>;
}

let started = false;

afterEach(async () => {
  if (!started) return;
  started = false;
  await virtual.stop();
});

/**
 * Starts the virtual screen reader on the whole document, after adding the stylesheets above to
 * it, and waits for its first phrase, "document" (said a moment after the start), which it then
 * forgets, so that what follows is heard from an empty log. Call it once the UI under test is
 * rendered; the harness stops it after the test.
 * @returns the `ScreenReader` of the test, its log empty and its cursor on the document.
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
  const reader: ScreenReader = {
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
    readAfter: async (from, to, limit) => {
      await reader.readUntil(from, limit);
      await reader.clear();
      return reader.readUntil(to, limit);
    },
  };
  await expect.poll(() => reader.heard()).toEqual(["document"]);
  await reader.clear();
  return reader;
}

/** Where and how `readPage` renders the UI under test. */
export interface PageOptions {
  /** The address the UI is rendered at, in a `MemoryRouter` (default `/`). */
  readonly url?: string;
  /**
   * Render inside the toast provider too (`renderWithFrame`), for the forms whose outcomes raise
   * toasts; the page frame itself (`SiteFrame`) is part of `ui` where a test reads it.
   */
  readonly toasts?: boolean;
}

/**
 * Renders `ui` in a router at `options.url` and starts the screen reader on it
 * (`startScreenReader`): the opening of every screen-reader test.
 * @returns the `ScreenReader` of the test, its log empty.
 */
export async function readPage(ui: ReactNode, options: PageOptions = {}): Promise<ScreenReader> {
  const url = options.url ?? "/";
  if (options.toasts) renderWithFrame(ui, url);
  else render(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>);
  return startScreenReader();
}

/**
 * A paragraph as the screen reader reads it item by item: "paragraph", each of its text runs (a
 * run ends at an element such as a line break or a link), then "end of paragraph".
 */
export function paragraph(...runs: readonly string[]): string[] {
  return ["paragraph", ...runs, "end of paragraph"];
}

/**
 * The phrases of a list of links as the screen reader reads it, item by item.
 * @param links - each link's name, with its state already appended (", current page").
 */
export function linkList(links: readonly string[]): string[] {
  return itemList(links.map((link) => `link, ${link}`));
}

/**
 * What the screen reader says of a list whose items each hold one control, given as the reader
 * says it ("link, Home", "button, Services"): the list, then each item's position, its control and
 * its end, then the end of the list.
 */
export function itemList(controls: readonly string[]): string[] {
  const size = controls.length;
  return [
    "list",
    ...controls.flatMap((control, index) => {
      const item = `listitem, level 1, position ${index + 1}, set size ${size}`;
      return [item, control, `end of ${item}`];
    }),
    "end of list",
  ];
}

/**
 * The header's theme control as a screen reader reads it (src/components/ThemeControl): the group
 * by its legend, then each radio button with its state and position.
 * @param checked the choice the reader should hear as checked (the stored one; `system` when none).
 * @returns the phrases, from "group, Theme" to "end of group, Theme".
 */
export function themeGroup(checked: "system" | "light" | "dark" = "system"): string[] {
  const choices = [
    ["system", "System"],
    ["light", "Light"],
    ["dark", "Dark"],
  ] as const;
  return [
    "group, Theme",
    "Theme",
    ...choices.flatMap(([value, label], index) => [
      `radio, ${label}, ${value === checked ? "checked" : "not checked"}, position ${String(index + 1)}, set size 3`,
      label,
    ]),
    "end of group, Theme",
  ];
}

/**
 * Moves the reading cursor with one of a screen reader's quick-navigation commands (next link,
 * next navigation…), which wrap around the page, until it says a phrase that `target` accepts.
 * @throws Error when no such item is found within `limit` moves.
 */
export async function moveTo(
  reader: ScreenReader,
  target: (phrase: string) => boolean,
  command: keyof ScreenReader["virtual"]["commands"],
  limit = 60,
): Promise<void> {
  for (let move = 0; move < limit; move += 1) {
    if (target(await reader.lastPhrase())) return;
    await reader.virtual.perform(reader.virtual.commands[command]);
  }
  throw new Error(`${command} found no such item; the cursor last said "${await reader.lastPhrase()}".`);
}

/** Does `act` and returns what the screen reader says from then on, once it has said `count` phrases. */
export async function spokenAfter(reader: ScreenReader, act: () => Promise<void>, count = 1): Promise<string[]> {
  const before = (await reader.heard()).length;
  await act();
  await expect.poll(async () => (await reader.heard()).length - before).toBeGreaterThanOrEqual(count);
  return (await reader.heard()).slice(before);
}

/** The words for each event of a model in a journey's name: what the visitor does ("opens the first question"). */
export type StepWords<Event extends { type: string }> = Readonly<Record<Event["type"], string>>;

/**
 * The name of a model-based journey as a QA report reads it: "a visitor who <step>, then <step>:
 * <what they hear>".
 * @param path - a path of `createTestModel(model).getShortestPaths()`.
 * @param steps - the words for each event of the model.
 * @param heard - the words for what is heard in each state the path can end in.
 * @throws Error when a state has no words.
 */
export function journeyName<Event extends { type: string }>(
  path: { readonly steps: readonly { readonly event: Event }[]; readonly state: { readonly value: unknown } },
  steps: StepWords<Event>,
  heard: Readonly<Record<string, string>>,
): string {
  const state = String(path.state.value);
  const end = heard[state];
  if (!end) throw new Error(`No words for the state "${state}".`);
  return `a visitor who ${path.steps
    .slice(1)
    .map((step) => steps[step.event.type as Event["type"]])
    .join(", then ")}: ${end}`;
}
