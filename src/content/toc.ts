/** A heading of an in-page table of contents: the anchor id and the heading's text. */
export interface TocHeading {
  id: string;
  text: string;
  /** 2 for an `h2`, 3 for an `h3` (shown indented). */
  level: 2 | 3;
}
