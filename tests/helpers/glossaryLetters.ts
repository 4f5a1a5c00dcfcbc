/**
 * The letters the glossary's journeys walk, picked from the content file
 * (`src/content/data/glossary.yml`, through `src/content/glossary.ts`) instead of written out, so a
 * term the firm adds or removes in the editor changes which letters are walked, not whether the
 * tests pass.
 */
import { GLOSSARY_LETTERS, termsByLetter } from "../../src/content/glossary";

/** The index's letters that have terms, in index order. */
export const lettersWithTerms: readonly string[] = termsByLetter().map((group) => group.letter);

/** The index's letters without terms (shown as text saying "no terms"), in index order. */
export const lettersWithoutTerms: readonly string[] = GLOSSARY_LETTERS.filter((letter) => !lettersWithTerms.includes(letter));

function pick(letter: string | undefined, what: string): string {
  if (letter === undefined) throw new Error(`The glossary's journeys need ${what}; the content file has none (src/content/data/glossary.yml).`);
  return letter;
}

/**
 * The letters of the journeys in `glossaryModel` (tests/helpers/journeyModels.ts):
 * - `first`: the letter current when the page opens (the first letter with terms);
 * - `byPointer`: the second letter with terms, chosen by pointer;
 * - `byKeyboard`: the last letter with terms, chosen with Enter (so it differs from `byPointer`
 *   while at least three letters have terms);
 * - `empty`: a letter of the index without terms that a letter with terms follows, tried;
 * - `afterEmpty`: the first letter with terms after `empty`, the next link a screen reader reaches.
 * @throws Error when the content leaves no such letter (fewer than three letters with terms, or
 *   every letter of the index used).
 */
export const glossaryJourneyLetters = (() => {
  const first = pick(lettersWithTerms[0], "a letter with terms");
  const byPointer = pick(lettersWithTerms[1], "two letters with terms");
  const byKeyboard = pick(lettersWithTerms.length >= 3 ? lettersWithTerms.at(-1) : undefined, "three letters with terms");
  const empty = pick(
    lettersWithoutTerms.find((letter) => lettersWithTerms.some((other) => other > letter)),
    "a letter without terms before a letter with terms",
  );
  const afterEmpty = pick(
    lettersWithTerms.find((letter) => letter > empty),
    "a letter with terms after the empty one",
  );
  return { first, byPointer, byKeyboard, empty, afterEmpty } as const;
})();
