/**
 * What a screen-reader user hears on the glossary (docs/spec.md §2 "Glossary"; WCAG 1.3.1 Info and
 * Relationships, 2.4.3 Focus Order, 2.4.4 Link Purpose, 4.1.2 Name, Role, Value), phrase by phrase,
 * with the virtual screen reader (docs/decisions/018). The journeys are the shortest paths of a
 * model of what the visitor does with the letter index (`xstate/graph`, docs/decisions/005): each
 * path is one test, and every state it passes is checked by reading the page again.
 *
 * Each letter with terms is a link named "Letter X" (its visible text is the letter alone): the
 * library reads a link's text after its name when the two differ, so "link, Letter A" is followed
 * by "A". A letter without terms is text, not a link, and says so: "E", then its visually hidden
 * ", no terms". The letters walked come from the content file (`tests/helpers/glossaryLetters.ts`).
 *
 * Choosing a letter is the browser's (docs/decisions/040): following an in-page link, which moves
 * focus to the letter's section, and the in-page index module that marks the link current.
 * happy-dom does neither, so the journeys that choose a letter are walked in Chromium, with what its
 * accessibility tree exposes (e2e/glossary.spec.ts); here the index is read as the page opens, and
 * a letter without terms is tried.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { EventFromLogic } from "xstate";
import { createTestModel } from "xstate/graph";
import { GLOSSARY_LETTERS, termsByLetter } from "../../src/content/glossary";
import Glossary from "../../src/routes/glossary";
import { type ScreenReader, readPage, moveTo, spokenAfter, journeyName, type StepWords } from "../helpers/screenReader";
import { glossaryModel as model } from "../helpers/journeyModels";
import { glossaryJourneyLetters as letters } from "../helpers/glossaryLetters";

/** What the visitor does with the letter index, as each journey's name says it. */
const EVENT_WORDS: StepWords<EventFromLogic<typeof model>> = {
  CHOOSE_LETTER: `activates “Letter ${letters.byPointer}” from the reading cursor`,
  CHOOSE_ANOTHER_LETTER_BY_KEYBOARD: `presses Enter on “Letter ${letters.byKeyboard}”`,
  TRY_EMPTY_LETTER: `tries to activate the letter ${letters.empty}, which has no terms`,
};

/** What the visitor hears at the end of a journey, as the test's name tells it: one entry per state of the model. */
const STATE_WORDS: Readonly<Record<string, string>> = {
  firstLetter: `hears the letter index with ${letters.first} current and the empty letters as text saying “no terms”`,
  firstLetterStill: `hears nothing happen (${letters.empty} is text, not a link), and the reading stays in the index`,
  chosenLetter: `hears “heading, ${letters.byPointer}, level 2” next, then ${letters.byPointer}'s first term, and ${letters.byPointer} as the current letter`,
  keyboardLetter: `hears “heading, ${letters.byKeyboard}, level 2” next, then ${letters.byKeyboard}'s first term, and ${letters.byKeyboard} as the current letter`,
};

const groups = termsByLetter();
const available = groups.map((group) => group.letter);

/**
 * What the screen reader says, item by item, inside the "Glossary letters" navigation.
 * @param current - the letter marked `aria-current`, read as "current item".
 */
function indexPhrases(current: string): string[] {
  const size = GLOSSARY_LETTERS.length;
  return [
    "list",
    ...GLOSSARY_LETTERS.flatMap((letter, index) => {
      const item = `listitem, level 1, position ${index + 1}, set size ${size}`;
      if (!available.includes(letter)) return [item, letter, ", no terms", `end of ${item}`];
      const link = `link, Letter ${letter}${letter === current ? ", current item" : ""}`;
      return [item, link, letter, `end of ${link}`, `end of ${item}`];
    }),
    "end of list",
    "end of navigation, Glossary letters",
  ];
}

/** Moves the cursor to the letter index's navigation landmark and reads it to its end. */
async function readIndex(reader: ScreenReader): Promise<string[]> {
  await moveTo(reader, (phrase) => phrase === "navigation, Glossary letters", "moveToNextNavigation");
  await reader.clear();
  return reader.readUntil("end of navigation, Glossary letters");
}

describe("the glossary's letter index, read by a screen reader (model-based journeys)", () => {
  // A chosen letter is kept in the address's hash, and a page opened at a letter's hash adopts
  // it: each journey starts from the address without one.
  beforeEach(() => window.history.replaceState(null, "", "/learning/glossary/"));

  const readableJourneys = createTestModel(model)
    .getShortestPaths()
    .filter((path) => path.steps.every((step) => step.event.type !== "CHOOSE_LETTER" && step.event.type !== "CHOOSE_ANOTHER_LETTER_BY_KEYBOARD"));
  for (const path of readableJourneys) {
    it(journeyName(path, EVENT_WORDS, STATE_WORDS), async () => {
      const reader = await readPage(<Glossary />, { url: "/learning/glossary/" });
      let heard: string[] = [];
      await path.test({
        events: {
          TRY_EMPTY_LETTER: async () => {
            await moveTo(reader, (phrase) => phrase === "navigation, Glossary letters", "moveToNextNavigation");
            await reader.readUntil(letters.empty);
            // Nothing to activate: the next item read is the letter's own ", no terms", so the cursor and
            // focus stayed where they were.
            heard = await spokenAfter(
              reader,
              async () => {
                await reader.virtual.act();
                await reader.virtual.next();
              },
              1,
            );
          },
        },
        states: {
          firstLetter: async () => {
            expect(await readIndex(reader)).toEqual(indexPhrases(letters.first));
          },
          firstLetterStill: async () => {
            expect(heard).toEqual([", no terms"]);
            // "Next link" from the empty letter skips the letters without terms, which are not links.
            await reader.virtual.perform(reader.virtual.commands.moveToNextLink);
            expect(await reader.lastPhrase()).toBe(`link, Letter ${letters.afterEmpty}`);
            expect(await readIndex(reader)).toEqual(indexPhrases(letters.first));
          },
        },
      });
    });
  }
});
