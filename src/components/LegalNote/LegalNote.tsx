import { Scale } from "lucide-react";
import { useId } from "react";
import styles from "./LegalNote.module.css";

/**
 * The yellow legal note (docs/spec.md §2 "Services", corporate defamation; docs/product-decisions.md,
 * decision 9): that the firm is not a law firm and gives no legal advice. Yellow is reserved for
 * legal notes. A `section` landmark named by its heading, so it can be found in the landmarks list.
 */
export function LegalNote({ heading, body }: { heading: string; body: string }) {
  const headingId = useId();
  return (
    <div className={styles.wrap}>
      <div className={styles.inner}>
        <section className={styles.note} aria-labelledby={headingId}>
          <Scale aria-hidden="true" size={24} className={styles.icon} />
          <div>
            <h2 id={headingId}>{heading}</h2>
            <p>{body}</p>
          </div>
        </section>
      </div>
    </div>
  );
}
