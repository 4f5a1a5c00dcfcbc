import { CircleCheck, ShieldCheck } from "lucide-react";
import { useId } from "react";
import styles from "./Commitment.module.css";

interface CommitmentProps {
  heading: string;
  body: string;
  points: readonly string[];
}

/**
 * A highlighted commitment (the HIPAA block on the healthcare page, the Wikipedia ethics
 * commitment): a navy band with the statement and its points.
 */
export function Commitment({ heading, body, points }: CommitmentProps) {
  const headingId = useId();
  return (
    <div className={styles.wrap}>
      <div className={styles.inner}>
        <section className={styles.block} aria-labelledby={headingId}>
          <div className={styles.header}>
            <ShieldCheck aria-hidden="true" size={28} className={styles.icon} />
            <div>
              <h2 id={headingId}>{heading}</h2>
              <p className={styles.body}>{body}</p>
            </div>
          </div>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point} className={styles.point}>
                <CircleCheck aria-hidden="true" size={18} className={styles.check} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
