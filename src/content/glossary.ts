import { glossaryReviewed, glossaryTerms as generatedTerms } from "./generated/glossary";
import type { ReviewDate } from "./reviewed";

/** One glossary term (docs/spec.md §2 "Glossary"). */
export interface GlossaryTerm {
  readonly term: string;
  /** One to three sentences, plain text. */
  readonly definition: string;
  /** Pages that explain more: canonical site paths with a trailing slash. */
  readonly related: readonly { readonly label: string; readonly href: string }[];
}

/**
 * Terms of the glossary page (docs/spec.md §2 "Glossary"), in alphabetical order, from the content
 * file `src/content/data/glossary.yml` (docs/decisions/035; schema `glossarySchema` in
 * `src/content/dataSchemas.ts`; `scripts/content-data.ts` sorts them). Definitions are plain text;
 * related links use canonical paths with a trailing slash.
 */
export const glossaryTerms: readonly GlossaryTerm[] = generatedTerms;

/** The letters docs/spec.md §2 "Glossary" lists in the index, with or without terms. */
const SPEC_LETTERS = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "L", "M", "N", "O", "P", "R", "S", "T"];

/**
 * The letter index of the glossary, in alphabetical order: the letters of docs/spec.md §2
 * "Glossary", and the first letter of any term the content file adds outside them, so a new term
 * is never left out of the page.
 */
export const GLOSSARY_LETTERS: readonly string[] = [...new Set([...SPEC_LETTERS, ...generatedTerms.map((term) => term.term.charAt(0).toUpperCase())])].sort();

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

/**
 * When the outside rules the definitions describe (the DMCA's notice and takedown, platforms'
 * policies, the elements of defamation) were last checked; the page shows it as "Last reviewed
 * <date>" and the build warns when it is over a year old (`src/content/reviewed.ts`).
 */
export const GLOSSARY_REVIEWED: ReviewDate = glossaryReviewed;
