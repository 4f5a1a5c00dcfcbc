/**
 * Typing and deleting in a search box as a screen-reader user does, for the screen-reader tests of
 * the search boxes: one key at a time, each followed by the screen reader's echo of the field,
 * with the waits bounded by `expect.poll` rather than fixed sleeps.
 */
import { screen } from "@testing-library/react";
import { expect } from "vitest";
import { SETTLE_DELAY_MS } from "../../src/search/hooks/useSettledText";
import type { ScreenReader } from "./screenReader";

/** How long a test waits for a status message held back while typing: the delay and a margin for a slow machine. */
export const ANNOUNCEMENT_TIMEOUT_MS = SETTLE_DELAY_MS * 4;

/** What the screen reader says of a search box holding `value` ("searchbox, <label>, <value>", or its placeholder when empty). */
export function fieldPhrase(label: string, placeholder: string, value: string): string {
  return value === "" ? `searchbox, ${label}, placeholder ${placeholder}` : `searchbox, ${label}, ${value}`;
}

/** A search box of a page: its label and placeholder, as the screen reader says them. */
export interface SearchBox {
  readonly label: string;
  readonly placeholder: string;
}

/** Focuses the search box, waits until the screen reader has said it, and forgets the log. */
export async function focusSearchBox(reader: ScreenReader, box: SearchBox): Promise<void> {
  const field = screen.getByRole("searchbox", { name: box.label });
  field.focus();
  await expect.poll(() => reader.lastPhrase()).toBe(fieldPhrase(box.label, box.placeholder, field instanceof HTMLInputElement ? field.value : ""));
  await reader.clear();
}

/** Presses a key and waits until the screen reader has said `echo` after it. */
async function keyAndEcho(reader: ScreenReader, press: () => Promise<void>, echo: string): Promise<void> {
  const before = (await reader.heard()).length;
  await press();
  await expect.poll(async () => (await reader.heard()).slice(before).includes(echo)).toBe(true);
}

/**
 * Types `text` into the focused search box one character at a time, waiting after each for the
 * screen reader to echo the field's new value, as a visitor types while listening.
 * @returns the echoes, in order.
 */
export async function typeLetterByLetter(reader: ScreenReader, box: SearchBox, text: string): Promise<string[]> {
  const field = screen.getByRole("searchbox", { name: box.label });
  if (!(field instanceof HTMLInputElement)) throw new Error(`The search box "${box.label}" is not an input.`);
  const echoes: string[] = [];
  for (const character of text) {
    const echo = fieldPhrase(box.label, box.placeholder, field.value + character);
    await keyAndEcho(reader, () => reader.virtual.type(character), echo);
    echoes.push(echo);
  }
  return echoes;
}

/**
 * Deletes the focused search box's text with Backspace, one character at a time, waiting after
 * each for the echo (the placeholder once the box is empty).
 * @returns the echoes, in order.
 */
export async function deleteLetterByLetter(reader: ScreenReader, box: SearchBox): Promise<string[]> {
  const field = screen.getByRole("searchbox", { name: box.label });
  if (!(field instanceof HTMLInputElement)) throw new Error(`The search box "${box.label}" is not an input.`);
  const echoes: string[] = [];
  while (field.value !== "") {
    const echo = fieldPhrase(box.label, box.placeholder, field.value.slice(0, -1));
    await keyAndEcho(reader, () => reader.virtual.press("Backspace"), echo);
    echoes.push(echo);
  }
  return echoes;
}

/**
 * Waits until the page's announcements since the last `clear()` are exactly `expected`, for as
 * long as a status message held back while typing may take. A page announcing more (one per
 * keystroke, or twice) fails, with the announcements it made.
 */
export async function expectAnnouncements(reader: ScreenReader, expected: readonly string[]): Promise<void> {
  await expect.poll(() => reader.announcements(), { timeout: ANNOUNCEMENT_TIMEOUT_MS }).toEqual(expected);
}
