import { CHARGING_PATH, STANDARDS_PATH, canonicalPath } from "../../site/paths";
import styles from "./TrustLinks.module.css";

/** The block's heading and its two links, each with what the page holds. */
function TrustLinksContent({ headingId }: { headingId: string }) {
  return (
    <>
      <h2 id={headingId} className={styles.heading}>
        Before you decide
      </h2>
      <ul className={styles.list}>
        <li>
          <a href={canonicalPath(CHARGING_PATH)}>How we charge</a>: the kinds of engagement, what drives the price, and how fees, refunds and
          cancellation work.
        </li>
        <li>
          <a href={canonicalPath(STANDARDS_PATH)}>Our standards</a>: what we will not do, such as fake reviews or guaranteed removal, each with
          the rule behind it.
        </li>
      </ul>
    </>
  );
}

/**
 * "Before you decide": the two pages a prospect can check the firm against, how it charges and what
 * it will not do (docs/decisions/046). Plain links, no script.
 * - `band` (the default): a box in the content column, at the foot of the main content of every
 *   service page and of the FAQ, before the call to action.
 * - `panel`: a section of a sidebar (the contact page's), styled by `className`.
 * @param headingId - the heading's `id`, unique on the page.
 */
export function TrustLinks({ placement = "band", className, headingId = "trust-links" }: { placement?: "band" | "panel"; className?: string; headingId?: string }) {
  if (placement === "panel") {
    return (
      <section className={className} aria-labelledby={headingId}>
        <TrustLinksContent headingId={headingId} />
      </section>
    );
  }
  return (
    <aside className={styles.wrap} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.box}>
          <TrustLinksContent headingId={headingId} />
        </div>
      </div>
    </aside>
  );
}
