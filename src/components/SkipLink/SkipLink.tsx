import styles from "./SkipLink.module.css";

/** The id of the `<main>` element the skip link targets. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * "Skip to main content", the first focusable element of every page (WCAG 2.4.1 Bypass Blocks).
 * Hidden until focused; the target `<main>` has `tabIndex={-1}` so focus lands inside it.
 */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
