
/** One choice of a filter list: a link to a prerendered list page. */
export interface FilterLinkItem {
  /** Unique among the choices (React key). */
  readonly key: string;
  /** Canonical path of the choice's page, with any query string the visitor's view keeps. */
  readonly href: string;
  /** What the link says, e.g. "All Posts" or "Hospitality". */
  readonly label: string;
  /** How many items the choice's page lists. */
  readonly count: number;
  /** Whether this choice's page is the one shown (`aria-current="page"`). */
  readonly current: boolean;
}

/**
 * The filter links of a list page (the blog's categories, the case studies' industries): a
 * labelled `nav` of links to the prerendered pages of each choice, so the filter works without
 * scripts (docs/product-decisions.md, decision 11). Each link shows its count, with the noun
 * spoken to screen readers only ("3 articles"), and the page shown is marked `aria-current="page"`
 * (WCAG 1.3.1, 4.1.2). The page styles it, since the list sits in the page's own toolbar.
 */
export function FilterLinks({
  label,
  links,
  noun,
  classNames,
}: {
  /** The navigation's accessible name, e.g. "Blog categories". */
  label: string;
  links: readonly FilterLinkItem[];
  /** The counted noun, singular and plural, e.g. `{ one: "article", other: "articles" }`. */
  noun: { one: string; other: string };
  /** Class names of the list, each link and each count. */
  classNames: { list: string; link: string; count: string };
}) {
  return (
    <nav aria-label={label}>
      <ul className={classNames.list}>
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} className={classNames.link} aria-current={link.current ? "page" : undefined}>
              {link.label}{" "}
              <span className={classNames.count}>
                {link.count}
                <span className="visually-hidden">{` ${link.count === 1 ? noun.one : noun.other}`}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
