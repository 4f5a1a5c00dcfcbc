import { useId } from "react";
import { ButtonLink } from "../Button/Button";
import styles from "./UrgentHelp.module.css";
import { canonicalPath, CONTACT_PATH } from "../../routes/paths";

interface UrgentHelpProps {
  heading: string;
  body: string;
  /**
   * 'Seek Confidential Help Now' on the harassment page (docs/spec.md §2 "Services", individual
   * detail pages).
   */
  actionLabel: string;
}

/**
 * The urgent-help block: red is reserved for this action (docs/product-decisions.md, "Look and
 * feel"). The red button leads to /contact/ like every call to action; the text tells people in
 * danger to call emergency services first.
 */
export function UrgentHelp({ heading, body, actionLabel }: UrgentHelpProps) {
  const headingId = useId();
  return (
    <div className={styles.wrap}>
      <div className={styles.inner}>
        <section className={styles.block} aria-labelledby={headingId}>
          <div>
            <h2 id={headingId}>{heading}</h2>
            <p>{body}</p>
          </div>
          <ButtonLink to={canonicalPath(CONTACT_PATH)} variant="destructive" size="lg">
            {actionLabel}
          </ButtonLink>
        </section>
      </div>
    </div>
  );
}
