/**
 * The shape of the Learning Center's two reference pages' heads and heroes, the FAQ
 * (`./faqPage.ts`) and the glossary (`./glossaryPage.ts`) (docs/spec.md §2 "FAQ", "Glossary"; §1
 * "Page metadata"). Each page has its own module, so that a page's first load carries its own copy
 * and not the other page's entries.
 */

/** A reference page's head and hero, and whether its copy mentions threats, intimate images or doxxing. */
export interface ReferencePage {
  readonly meta: { readonly title: string; readonly description: string; readonly keywords: readonly string[] };
  /** The hero: the eyebrow, the page's `h1` and the lead under it. */
  readonly hero: { readonly eyebrow: string; readonly title: string; readonly lead: string };
  /** True when the copy mentions a safety topic (`mentionsSafetyTopic`): the page then carries the urgent-help block and the quick exit. */
  readonly mentionsSafetyTopic: boolean;
}

