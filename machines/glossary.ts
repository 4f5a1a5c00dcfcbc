import { assign, emit, setup } from "xstate";

export interface GlossaryContext {
  /** The chosen letter (docs/spec.md §4: default A). */
  activeLetter: string;
  /** Letters that have terms; the others cannot be chosen. */
  availableLetters: readonly string[];
}

export type GlossaryEvent =
  | { type: "LETTER.SELECT"; letter: string }
  /** The letter the visitor had already followed (an in-page link) when the page hydrated. */
  | { type: "LETTER.ADOPT"; letter: string };

/** The page scrolls to the letter's section and moves focus there. */
export type GlossaryEmitted = { type: "showLetter"; letter: string };

/**
 * The glossary's letter index (docs/spec.md §2 "Glossary"; docs/decisions/007). LETTER.SELECT makes
 * a letter active and emits `showLetter`, only for a letter that has terms; others are ignored (the
 * index shows them as text, not links). LETTER.ADOPT makes a letter with terms active without
 * scrolling or moving focus: the browser already went there.
 */
export const glossaryMachine = setup({
  types: {
    context: {} as GlossaryContext,
    events: {} as GlossaryEvent,
    emitted: {} as GlossaryEmitted,
    input: {} as { availableLetters: readonly string[] },
  },
  guards: {
    hasTerms: ({ context, event }) => context.availableLetters.includes(event.letter),
  },
}).createMachine({
  id: "glossary",
  // docs/spec.md §4: A by default; the first letter that has terms where A has none.
  context: ({ input }) => ({ activeLetter: input.availableLetters[0] ?? "A", availableLetters: input.availableLetters }),
  on: {
    "LETTER.SELECT": {
      guard: "hasTerms",
      actions: [assign({ activeLetter: ({ event }) => event.letter }), emit(({ event }) => ({ type: "showLetter" as const, letter: event.letter }))],
    },
    "LETTER.ADOPT": {
      guard: "hasTerms",
      actions: assign({ activeLetter: ({ event }) => event.letter }),
    },
  },
});
