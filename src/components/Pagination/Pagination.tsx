import { Link } from "react-router";
import styles from "./Pagination.module.css";

/** Cards per page on the Learning Center lists. */
export const PAGE_SIZE = 9;

interface PaginationProps {
  /** 1-based current page. */
  page: number;
  /** Total number of items. */
  total: number;
  /** The link of a page, e.g. `(n) => "?page=" + n`. */
  hrefFor: (page: number) => string;
}

/**
 * Page links for a list. Renders nothing when everything fits on one page
 * (docs/product-decisions.md, decision 2: pagination is shown only when there is more than one
 * page). Previous and Next are omitted at the ends instead of pointing nowhere.
 */
export function Pagination({ page, total, hrefFor }: PaginationProps) {
  const pages = Math.ceil(total / PAGE_SIZE);
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav aria-label="Pagination" className={styles.nav}>
      <ul className={styles.list}>
        {page > 1 ? (
          <li>
            <Link className={styles.link} to={hrefFor(page - 1)}>
              Previous
            </Link>
          </li>
        ) : null}
        {numbers.map((number) => (
          <li key={number}>
            <Link className={styles.link} to={hrefFor(number)} aria-current={number === page ? "page" : undefined}>
              <span className="visually-hidden">Page </span>
              {number}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link className={styles.link} to={hrefFor(page + 1)}>
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
