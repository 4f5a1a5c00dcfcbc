/**
 * The pages of a long list (docs/decisions/045): the blog list, each blog category, the guides and
 * the case-study lists show `LIST_PAGE_SIZE` cards a page. Page 1 stays at the list's own address;
 * page `n` is `<list>/page/<n>`, a prerendered page registered in the route manifest. Pure
 * functions of numbers and paths, so the route manifest, the list templates and the tests share
 * one rule.
 */

/** Cards a list page shows: three rows of the three-column grid (docs/decisions/045). */
export const LIST_PAGE_SIZE = 9;

/** The address segment before a list page's number: `/learning/blog/page/2`. */
export const PAGE_SEGMENT = "page";

/** A list page: the registered path of its list (page 1) and its 1-based number. */
export interface ListPage {
  /** Registered path of the list's first page, e.g. `/learning/blog`. */
  readonly listPath: string;
  /** 1-based page number. */
  readonly page: number;
}

/**
 * The number of pages a list of `total` items fills, at least 1 (an empty list has one page, its
 * empty state).
 * @param total - items in the list, a whole number >= 0.
 */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
}

/**
 * Registered path of page `page` of the list at `listPath`: the list itself for page 1, else
 * `<listPath>/page/<page>`.
 * @param listPath - registered path of the list, without a trailing slash.
 * @param page - 1-based page number.
 */
export function listPagePath(listPath: string, page: number): string {
  return page <= 1 ? listPath : `${listPath}/${PAGE_SEGMENT}/${String(page)}`;
}

/**
 * The list page at `pathname`: `{ listPath: "/learning/blog", page: 2 }` for
 * `/learning/blog/page/2/`; page 1 of `pathname` itself when it has no page segment.
 * @param pathname - a path in either URL form (with or without the trailing slash).
 */
export function listPageAtPath(pathname: string): ListPage {
  const path = pathname.replace(/\/+$/, "");
  const match = new RegExp(`^(.*)/${PAGE_SEGMENT}/([1-9][0-9]*)$`).exec(path);
  return match ? { listPath: match[1] ?? "", page: Number(match[2]) } : { listPath: path, page: 1 };
}

/**
 * The items page `page` shows, in the list's order: items `(page - 1) * LIST_PAGE_SIZE` up to the
 * next page's first. A page past the end shows none.
 */
export function pageItems<Item>(items: readonly Item[], page: number): Item[] {
  const start = (page - 1) * LIST_PAGE_SIZE;
  return items.slice(start, start + LIST_PAGE_SIZE);
}

/**
 * The pages after the first of a list of `total` items, which the route manifest registers: `[2, 3]`
 * for 25 items, none for 9 or fewer.
 */
export function laterPages(total: number): number[] {
  return Array.from({ length: pageCount(total) - 1 }, (_, index) => index + 2);
}

/** Where a list page sits among its list's pages: the registered paths of its neighbours. */
export interface PageNeighbours {
  /** 1-based page number. */
  readonly page: number;
  /** Pages in the list, at least 1. */
  readonly pages: number;
  /** Registered path of the page before, absent on page 1. */
  readonly previous?: string;
  /** Registered path of the page after, absent on the last page. */
  readonly next?: string;
}

/**
 * Page `page` of the list at `listPath` of `total` items, with its neighbours' paths (the
 * pagination links and the head's `rel="prev"`/`rel="next"` links).
 */
export function pageNeighbours(listPath: string, page: number, total: number): PageNeighbours {
  const pages = pageCount(total);
  return {
    page,
    pages,
    ...(page > 1 ? { previous: listPagePath(listPath, page - 1) } : {}),
    ...(page < pages ? { next: listPagePath(listPath, page + 1) } : {}),
  };
}
