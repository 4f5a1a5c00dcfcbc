import { useId } from "react";
import type { TocHeading } from "../../content/toc";
import styles from "./TableOfContents.module.css";

/** An in-page table of contents: a `nav` labelled "On this page" with links to each `h2` anchor. */
export function TableOfContents({ headings }: { headings: readonly TocHeading[] }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className={styles.toc}>
      <h2 id={headingId} className={styles.heading}>
        On this page
      </h2>
      <ol className={styles.list}>
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
