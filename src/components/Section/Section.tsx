import { type ReactNode, useId } from "react";
import styles from "./Section.module.css";

interface SectionProps {
  /** The section's `h2`. */
  heading: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  /** `subtle` gives the band a tinted background, to separate neighbouring sections. */
  tone?: "default" | "subtle";
  /** `narrow` limits the width for running text. */
  width?: "default" | "narrow";
  /** Renders the children as long-form text with a readable measure. */
  prose?: boolean;
  /**
   * The heading's id when an in-page index links to it (a service page's "On this page"); without
   * one, a generated id names the landmark only.
   */
  anchor?: string;
  children: ReactNode;
}

/**
 * A page section: a `section` landmark named by its `h2` (WCAG 1.3.1, 2.4.6), an optional
 * eyebrow and intro, then the content.
 */
export function Section({ heading, eyebrow, intro, tone = "default", width = "default", prose = false, anchor, children }: SectionProps) {
  const generatedId = useId();
  const headingId = anchor ?? generatedId;
  return (
    <section aria-labelledby={headingId} className={[styles.section, tone === "subtle" ? styles.subtle : ""].join(" ")}>
      <div className={[styles.inner, width === "narrow" ? styles.narrow : ""].join(" ")}>
        <header className={styles.header}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={headingId}>{heading}</h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </header>
        <div className={[styles.body, prose ? styles.prose : ""].join(" ")}>{children}</div>
      </div>
    </section>
  );
}
