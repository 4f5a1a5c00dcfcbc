import { useId } from "react";
import { IN_PAGE_INDEX_ATTRIBUTE, IN_PAGE_INDEX_CURRENT_ATTRIBUTE } from "../../behaviours/inPageIndex";
import type { TocHeading } from "../../content/types";
import styles from "./TableOfContents.module.css";

interface TableOfContentsProps {
  headings: readonly TocHeading[];
  /** The id of the section in view, marked with `aria-current="location"`. */
  activeId?: string;
  /**
   * Whether the in-page index module keeps the mark on the section being read as the visitor
   * scrolls (`src/behaviours/inPageIndex.ts`, "follows-scroll"; a guide's contents): the page must
   * load that module (`PageRoute.behaviours`).
   */
  followsScroll?: boolean;
}

/**
 * An in-page table of contents: a `nav` labelled "On this page" with links to each heading's
 * anchor; subsections (`h3`) are nested under their section. The section in view is marked.
 */
export function TableOfContents({ headings, activeId, followsScroll = false }: TableOfContentsProps) {
  const headingId = useId();
  const sections: { heading: TocHeading; children: TocHeading[] }[] = [];
  for (const heading of headings) {
    const parent = sections.at(-1);
    if (heading.level === 3 && parent) parent.children.push(heading);
    else sections.push({ heading, children: [] });
  }
  const link = (heading: TocHeading) => (
    <a href={`#${heading.id}`} aria-current={heading.id === activeId ? "location" : undefined} className={styles.link}>
      {heading.text}
    </a>
  );
  return (
    <nav
      aria-labelledby={headingId}
      className={styles.toc}
      {...(followsScroll ? { [IN_PAGE_INDEX_ATTRIBUTE]: "follows-scroll", [IN_PAGE_INDEX_CURRENT_ATTRIBUTE]: "location" } : {})}
    >
      <h2 id={headingId} className={styles.heading}>
        On this page
      </h2>
      <ol className={styles.list}>
        {sections.map(({ heading, children }) => (
          <li key={heading.id}>
            {link(heading)}
            {children.length > 0 ? (
              <ol className={styles.sublist}>
                {children.map((child) => (
                  <li key={child.id}>{link(child)}</li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
