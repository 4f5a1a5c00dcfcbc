import { canonicalPath } from "../../site/paths";
import { type PageNeighbours, listPagePath } from "../../site/pagination";
import styles from "./Pagination.module.css";

/** An entry of the page links: a page number, or a gap standing for the pages left out. */
export type PageLink = number | "gap";

/**
 * The page numbers a list's pagination shows (docs/decisions/045): the first and the last page,
 * and the current one with one neighbour on each side, the pages between them left out as a gap
 * ("1 … 4 5 6 … 40"). A gap never stands for one page alone: that page is shown instead. Every
 * page is shown when there are seven or fewer.
 * @param page - 1-based current page.
 * @param pages - number of pages, at least 1.
 */
export function pageLinks(page: number, pages: number): PageLink[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((number) => number >= 1 && number <= pages));
  // A gap of a single page shows that page (`1 2 3` rather than `1 … 3`); with seven or fewer
  // pages, every page.
  for (const number of [...shown]) {
    if (shown.has(number + 2) && !shown.has(number + 1)) shown.add(number + 1);
  }
  if (pages <= 7) for (let number = 1; number <= pages; number += 1) shown.add(number);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((number, index): PageLink[] => (index > 0 && number - (sorted[index - 1] ?? 0) > 1 ? ["gap", number] : [number]));
}

interface PaginationProps {
  /** Registered path of the list's first page, e.g. `/learning/blog`. */
  listPath: string;
  /** Where the page shown sits among the list's pages (`pageNeighbours`). */
  at: PageNeighbours;
  /** The navigation landmark's name, e.g. "Pages of the blog" (WCAG 1.3.1, 2.4.1). */
  label: string;
}

/**
 * The links between a list's pages (docs/decisions/045): Previous, the page numbers
 * (`pageLinks`) and Next, each a plain link to a prerendered page, so they work without scripts
 * (docs/product-decisions.md, decision 11). Renders nothing when the list fits on one page
 * (decision 2: pagination is shown only when there is more than one page); Previous and Next are
 * left out at the ends instead of pointing nowhere. The current page is marked
 * `aria-current="page"`; each number reads "Page n" to a screen reader (WCAG 2.4.4 Link Purpose).
 */
export function Pagination({ listPath, at, label }: PaginationProps) {
  if (at.pages <= 1) return null;
  const href = (page: number) => canonicalPath(listPagePath(listPath, page));
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {at.previous === undefined ? null : (
          <li>
            <a className={styles.link} href={canonicalPath(at.previous)} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </a>
          </li>
        )}
        {pageLinks(at.page, at.pages).map((entry, index) =>
          entry === "gap" ? (
            <li key={`gap-${String(index)}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <a className={styles.link} href={href(entry)} aria-current={entry === at.page ? "page" : undefined}>
                <span className="visually-hidden">Page </span>
                {entry}
              </a>
            </li>
          ),
        )}
        {at.next === undefined ? null : (
          <li>
            <a className={styles.link} href={canonicalPath(at.next)} rel="next">
              Next<span className="visually-hidden"> page</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
