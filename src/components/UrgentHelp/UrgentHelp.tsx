import { type ReactNode, type Ref, useId } from "react";
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
  /** More guidance under the body (the reputation check's "what to preserve" list). */
  children?: ReactNode;
  /** `true` inside a page's own column (the reputation check): no full-width band around it. */
  inline?: boolean;
  /** The heading, for a page that moves focus to it (it gets `tabIndex={-1}`). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The urgent-help block: red is reserved for this action (docs/product-decisions.md, "Look and
 * feel"). The red button leads to /contact/ like every call to action; the text tells people in
 * danger to call emergency services first. The copy lives in `src/content/urgentHelp.ts`.
 */
export function UrgentHelp({ heading, body, actionLabel, children, inline = false, headingRef }: UrgentHelpProps) {
  const headingId = useId();
  const block = (
    <section className={children ? `${styles.block} ${styles.stacked}` : styles.block} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {heading}
        </h2>
        <p>{body}</p>
        {children ? <div className={styles.more}>{children}</div> : null}
      </div>
      <ButtonLink to={canonicalPath(CONTACT_PATH)} variant="destructive" size="lg" className={children ? styles.action : undefined}>
        {actionLabel}
      </ButtonLink>
    </section>
  );
  if (inline) return block;
  return (
    <div className={styles.wrap}>
      <div className={styles.inner}>{block}</div>
    </div>
  );
}
