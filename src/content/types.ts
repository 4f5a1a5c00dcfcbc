import type { IconName } from "./icons";

/** A card of a card grid (docs/spec.md §3 "Service or benefit card": icon, title, description). */
export interface Card {
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
  /** Optional destination: a canonical site path such as `/contact/`. */
  readonly href?: string;
  /** Link text when `href` is set; the card title is used for the accessible name. */
  readonly linkLabel?: string;
}

/** A closing call to action: every one leads to /contact (docs/spec.md §1). */
export interface CallToActionContent {
  readonly heading: string;
  readonly body: string;
  readonly actionLabel: string;
  /**
   * `urgent` uses the red action of the harassment page (docs/spec.md §2 "Services", individual
   * detail pages).
   */
  readonly tone?: "default" | "accent" | "urgent";
}

/** A heading of an in-page table of contents: the anchor id and the heading's text. */
export interface TocHeading {
  id: string;
  text: string;
  /** 2 for an `h2`, 3 for an `h3` (shown indented). */
  level: 2 | 3;
}

/** One document of the Learning Center search index (docs/decisions/007). */
export interface SearchDocument {
  /** Unique: `type:slug`. */
  id: string;
  type: "Article" | "Guide" | "Case study" | "FAQ" | "Glossary term";
  title: string;
  /** One or two sentences: the excerpt, description or summary (the start of an answer or definition). */
  summary: string;
  /** Tags, categories or the FAQ category, space-separated. */
  keywords: string;
  /** The full text in reading order (an article's body, an answer, a definition). */
  text: string;
  /** Canonical site path, with a `#fragment` for FAQs and glossary terms. */
  url: string;
}
