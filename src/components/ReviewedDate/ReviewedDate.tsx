import styles from "./ReviewedDate.module.css";

interface ReviewedDateProps {
  /**
   * The review date, `YYYY-MM-DD`: the `<time>` element's machine-readable `dateTime`. Nothing is
   * rendered without it (a page that has no review date).
   */
  date: string | undefined;
  /**
   * The same date as the site writes it ("November 23, 2026"), formatted by `formatDate` at build
   * time (the content index or the route's loader), so the browser never formats a date.
   */
  displayDate: string | undefined;
  /** Inline only: text put before the phrase, such as the metadata line's `" · "`. */
  separator?: string;
  /**
   * `inline` (the default): a phrase inside a line of page metadata (the hero of an article, a
   * guide, a case study or a legal page), after `separator`; `block`: a line of its own at the end
   * of a page's body (service pages, the FAQ, the glossary), which says what was reviewed.
   */
  variant?: "inline" | "block";
}

/**
 * "Last reviewed <date>": when the laws, regulations and platform policies a page describes were
 * last checked (`src/content/reviewed.ts`; docs/content/collections.md). Plain text with a
 * `<time>`, so it reads the same to assistive technology, in print and without scripts.
 */
export function ReviewedDate({ date, displayDate, separator = "", variant = "inline" }: ReviewedDateProps) {
  if (date === undefined || displayDate === undefined) return null;
  const time = <time dateTime={date}>{displayDate}</time>;
  if (variant === "inline") {
    return (
      <>
        {separator}
        <span className={styles.inline}>Last reviewed {time}</span>
      </>
    );
  }
  return (
    <div className={styles.wrap}>
      <div className={styles.inner}>
        <p className={styles.line}>Last reviewed {time}, for the laws and platform policies this page describes.</p>
      </div>
    </div>
  );
}
