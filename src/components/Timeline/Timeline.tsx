import { useId } from "react";
import type { TimelineCopy } from "../../content/pageCopySchemas";
import { timelineContent } from "../../content/timeline";
import styles from "./Timeline.module.css";

interface TimelineProps {
  /** The section's heading in place of the content file's (the home page says "How it works"). */
  heading?: string;
  /** The first `stages` stages only (the home page's short version), with `more` after them. */
  stages?: number;
  /** What follows a shortened timeline: a link to the page with all of it. */
  more?: { href: string; label: string };
  /** Drawn on the section's own band (`band`) or inside a page's column (`plain`). */
  variant?: "band" | "plain";
  /** The copy; the site's timeline (`timelineContent`) unless a test gives another. */
  content?: TimelineCopy;
}

/**
 * What happens after a first message (docs/decisions/046): an ordered list of stages, each with
 * when it typically happens, its title and what happens. Plain HTML: an `<ol>` whose items a
 * screen reader announces as "1 of 7" (WCAG 1.3.1), each stage's title an `h3` under the section's
 * `h2`. One source (`src/content/data/timeline.yml`) for the contact page, /about/process/ and the
 * home page.
 */
export function Timeline({ heading, stages, more, variant = "plain", content = timelineContent }: TimelineProps) {
  const headingId = useId();
  const shown = stages === undefined ? content.stages : content.stages.slice(0, stages);
  return (
    <section aria-labelledby={headingId} className={variant === "band" ? styles.band : styles.plain}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.heading}>
          {heading ?? content.heading}
        </h2>
        <p className={styles.intro}>{content.intro}</p>
        <ol className={styles.stages}>
          {shown.map((stage) => (
            <li key={stage.title} className={styles.stage}>
              <p className={styles.when}>{stage.when}</p>
              <h3 className={styles.title}>{stage.title}</h3>
              <p className={styles.body}>{stage.body}</p>
            </li>
          ))}
        </ol>
        {more ? (
          <p className={styles.more}>
            <a href={more.href}>{more.label}</a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
