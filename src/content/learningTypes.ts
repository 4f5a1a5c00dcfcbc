/** One question of the FAQ (docs/spec.md §2 "FAQ"). Answers are plain-text paragraphs. */
export interface FaqQuestion {
  readonly question: string;
  readonly answer: readonly string[];
  /** Optional links shown under the answer: canonical site paths with a trailing slash. */
  readonly links?: readonly { readonly label: string; readonly href: string }[];
}

/** A category of the FAQ; `id` is the section's anchor and the URL hash. */
export interface FaqCategory {
  readonly id: string;
  readonly name: string;
  readonly questions: readonly FaqQuestion[];
}

/** One glossary term (docs/spec.md §2 "Glossary"). */
export interface GlossaryTerm {
  readonly term: string;
  /** One to three sentences, plain text. */
  readonly definition: string;
  /** Pages that explain more: canonical site paths with a trailing slash. */
  readonly related: readonly { readonly label: string; readonly href: string }[];
}
