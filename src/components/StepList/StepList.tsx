import styles from "./StepList.module.css";

/** Ordered steps a visitor can take now (the harassment page's immediate steps). */
export function StepList({ steps }: { steps: readonly string[] }) {
  return (
    <ol className={styles.list}>
      {steps.map((step) => (
        <li key={step} className={styles.step}>
          <span>{step}</span>
        </li>
      ))}
    </ol>
  );
}
