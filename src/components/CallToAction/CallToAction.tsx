import { type ReactNode, useId } from "react";
import type { CallToActionContent } from "../../content/types";
import { ButtonLink } from "../Button/Button";
import styles from "./CallToAction.module.css";
import { canonicalPath, CONTACT_PATH } from "../../site/paths";
import { CONTACT_ACTION_LABEL } from "../../content/actions";
import { site } from "../../content/site";

interface CallToActionProps {
  content: CallToActionContent;
  /** Small print under the button (for example where non-urgent requests should go). */
  note?: ReactNode;
}

/**
 * The closing call to action of a page. Every call to action leads to /contact (docs/spec.md §1)
 * and says the site's one main action, `CONTACT_ACTION_LABEL` (`src/content/actions.ts`): its
 * heading and text are the page's, its button's label is not. `urgent` uses the red destructive
 * button, reserved for urgent help (docs/product-decisions.md, "Look and feel").
 *
 * Where the text promises the reply time (`site.responseTime`, counted in business hours), a line
 * under the button gives those hours (`site.businessHours`), as the contact page does: "1-2
 * business hours" alone does not tell a visitor writing on a Friday night when to expect it.
 */
export function CallToAction({ content, note }: CallToActionProps) {
  const headingId = useId();
  const tone = content.tone ?? "default";
  return (
    <section aria-labelledby={headingId} className={[styles.band, tone === "accent" ? styles.accent : ""].join(" ")}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.heading}>
          {content.heading}
        </h2>
        <p className={styles.body}>{content.body}</p>
        <ButtonLink to={canonicalPath(CONTACT_PATH)} size="lg" onDark={tone !== "urgent"} variant={tone === "urgent" ? "destructive" : "default"}>
          {CONTACT_ACTION_LABEL}
        </ButtonLink>
        {content.body.includes(site.responseTime) ? <p className={styles.note}>Business hours: {site.businessHours.text}.</p> : null}
        {note ? <p className={styles.note}>{note}</p> : null}
      </div>
    </section>
  );
}
