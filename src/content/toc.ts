/** A heading of an in-page table of contents: the anchor id and the heading's text. */
export interface TocHeading {
  id: string;
  text: string;
}
