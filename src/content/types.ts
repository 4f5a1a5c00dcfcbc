import type { z } from "zod";
import type { callToActionSchema, cardSchema } from "./pageSchemas";
import type { BlogCategory, IllustrationKey } from "./taxonomy";

/**
 * A card of a card grid (docs/spec.md §3 "Service or benefit card": icon, title, description),
 * with an optional destination (`href`, a canonical site path such as `/contact/`) and its link
 * text (`linkLabel`); the card title gives the accessible name. Schema: `cardSchema`.
 */
export type Card = z.infer<typeof cardSchema>;

/**
 * A closing call to action: every one leads to /contact (docs/spec.md §1); `tone: "urgent"` uses
 * the red action of the harassment page (docs/spec.md §2 "Services", individual detail pages).
 * Schema: `callToActionSchema`.
 */
export type CallToActionContent = z.infer<typeof callToActionSchema>;

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
  type: "Article" | "Guide" | "Case study" | "FAQ" | "Glossary term" | "Policy";
  title: string;
  /** One or two sentences: the excerpt, description or summary (the start of an answer or definition). */
  summary: string;
  /** Tags, categories or the FAQ category, space-separated. */
  keywords: string;
  /** The full text in reading order (an article's body, an answer, a definition). */
  text: string;
  /** Canonical site path, with a `#fragment` for FAQs and glossary terms. */
  url: string;
  /**
   * A blog post's card fields besides its title (`PostCardFields`), so that the blog list shows a
   * found post's card whichever of the list's pages holds it (docs/decisions/045). Blog posts only.
   */
  card?: PostCardFields;
}

/** What a blog post's card shows besides its title and excerpt (docs/spec.md §2 "Blog list"). */
export interface PostCardFields {
  category: BlogCategory;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** The date as the card prints it ("May 15, 2025"). */
  displayDate: string;
  /** Minutes. */
  readTime: number;
  image: IllustrationKey;
}
