import { glossaryTerms } from "./glossary";
import type { GlossaryTerm } from "./learningTypes";

/** The letter index of the glossary, in the order of docs/spec.md §2 "Glossary". */
export const GLOSSARY_LETTERS = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "L", "M", "N", "O", "P", "R", "S", "T"] as const;

/** The anchor id of a term, e.g. `term-dmca-takedown-notice`. */
export function termId(term: string): string {
  return `term-${term.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/(^-|-$)/g, "")}`;
}

/** The anchor id of a letter's section, e.g. `letter-a`. */
export const letterId = (letter: string): string => `letter-${letter.toLowerCase()}`;

/** Terms grouped by their first letter, in index order; letters without terms are left out. */
export function termsByLetter(): { letter: string; terms: GlossaryTerm[] }[] {
  return GLOSSARY_LETTERS.map((letter) => ({
    letter,
    terms: glossaryTerms.filter((term) => term.term.toUpperCase().startsWith(letter)),
  })).filter((group) => group.terms.length > 0);
}
