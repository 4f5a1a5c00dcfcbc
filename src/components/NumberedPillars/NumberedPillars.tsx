import styles from "./NumberedPillars.module.css";

export interface Pillar {
  readonly title: string;
  readonly summary: string;
  readonly items: readonly string[];
}

/**
 * Numbered phases or pillars (the five process phases, the three crisis pillars): an ordered list,
 * so assistive technology announces the position; each has an `h3`, a summary and bullet details
 * rendered from structured data (never from HTML strings, so no markup reaches the page unescaped).
 */
export function NumberedPillars({ pillars }: { pillars: readonly Pillar[] }) {
  return (
    <ol className={styles.list}>
      {pillars.map((pillar) => (
        <li key={pillar.title} className={styles.pillar}>
          <div>
            <h3 className={styles.title}>{pillar.title}</h3>
            <p className={styles.summary}>{pillar.summary}</p>
            <ul className={styles.items}>
              {pillar.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ol>
  );
}
