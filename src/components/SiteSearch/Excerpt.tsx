import type { ExcerptSegment } from "../../search/engine/excerpt";

/**
 * A search result's excerpt, as inline content for a paragraph: the passage around the match
 * with the matched words in `<mark>` (HTML's element for text highlighted for its relevance to
 * what the reader is doing; its colours, in the global styles, keep WCAG 1.4.3 contrast).
 */
export function Excerpt({ segments }: { segments: readonly ExcerptSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        // The segments of one excerpt never reorder, so their position is a stable key.
        segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </>
  );
}
