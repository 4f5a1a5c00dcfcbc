import styles from "./AdvantageBlocks.module.css";

export interface AdvantageBlock {
  readonly title: string;
  readonly problem: string;
  readonly solution: string;
  readonly benefit: string;
}

/**
 * Problem, solution and benefit blocks (docs/spec.md §2 "About": /about/why-choose-rrr), each a
 * description list under an `h3`.
 */
export function AdvantageBlocks({ blocks }: { blocks: readonly AdvantageBlock[] }) {
  return (
    <ul className={styles.list}>
      {blocks.map((block) => (
        <li key={block.title}>
          <article className={styles.block}>
            <h3>{block.title}</h3>
            <dl className={styles.terms}>
              <dt className={[styles.term, styles.problem].join(" ")}>The problem</dt>
              <dd className={styles.definition}>{block.problem}</dd>
              <dt className={styles.term}>Our solution</dt>
              <dd className={styles.definition}>{block.solution}</dd>
              <dt className={styles.term}>Your benefit</dt>
              <dd className={styles.definition}>{block.benefit}</dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
