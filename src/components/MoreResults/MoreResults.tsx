import { type RefObject, useEffect, useRef } from "react";
import { Button } from "../Button/Button";
import styles from "./MoreResults.module.css";

/**
 * Moves focus to the first result a "Show more results" press added, once it is in the list: its
 * title's link (WCAG 2.4.3 Focus Order: the button that was pressed may leave or move, and the
 * visitor goes on reading where the new results start; GOV.UK's and the Design System
 * community's "load more" guidance does the same).
 * @param list - the element that holds the results, one `li` each, whose heading holds the link.
 * @param shown - how many results the list shows now.
 * @returns what the press calls before asking for more results.
 */
export function useFocusFirstNewResult(list: RefObject<HTMLElement | null>, shown: number): () => void {
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || shown <= index) return;
    firstNew.current = null;
    list.current?.querySelectorAll("li")[index]?.querySelector<HTMLElement>("h2 a, h3 a")?.focus();
  }, [list, shown]);
  return () => {
    firstNew.current = shown;
  };
}

/**
 * Under a list of search results that has more than it shows (docs/decisions/048): how many it
 * shows, and the button that asks for the next page. Nothing when every result is shown.
 * @param shown - results shown; `total` - results found.
 * @param noun - what the results are, plural ("results", "articles").
 * @param loading - the next page is on its way: the button says so and does nothing more.
 * @param onMore - asks for the next page.
 */
export function MoreResults({ shown, total, noun, loading, onMore }: { shown: number; total: number; noun: string; loading: boolean; onMore: () => void }) {
  if (shown >= total) return null;
  return (
    <div className={styles.more}>
      <p className={styles.count}>
        Showing {shown} of {total} {noun}
      </p>
      <Button variant="outline" onClick={loading ? undefined : onMore} aria-disabled={loading || undefined}>
        {loading ? `Loading more ${noun}…` : `Show more ${noun}`}
      </Button>
    </div>
  );
}
