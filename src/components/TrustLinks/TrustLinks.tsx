import { CHARGING_PATH, STANDARDS_PATH, canonicalPath, guidePath } from "../../site/paths";
import styles from "./TrustLinks.module.css";

/**
 * The block's heading and its three links, each with what the page holds: the free routes first,
 * then how we charge and what we will not do. The words promise no more than the pages hold: the
 * charging page gives the terms' fee rules and leaves the minimum term and how to end an engagement
 * to the engagement agreement (docs/content/review.md, buyer-t8, lawyer-10, ftc-7). They name no
 * safety topic and no age, so the pages that carry the block do not become pages about intimate
 * images or minors for the content check (`scripts/content/rules.ts`).
 */
function TrustLinksContent({ headingId }: { headingId: string }) {
  return (
    <>
      <h2 id={headingId} className={styles.heading}>
        Before you decide
      </h2>
      <ul className={styles.list}>
        <li>
          <a href={canonicalPath(guidePath("free-options"))}>Free ways to remove or report content</a>: the routes to try first, from
          Google&apos;s removal forms to platform reports, with what each cannot do.
        </li>
        <li>
          <a href={canonicalPath(CHARGING_PATH)}>How we charge</a>: the starting range of each kind of engagement, the minimum term,
          how to cancel, when a fee is refunded, and our promise about the process.
        </li>
        <li>
          <a href={canonicalPath(STANDARDS_PATH)}>Our standards</a>: what we will not do, such as guaranteed removal, fake reviews or tracking
          down a person, with the rule behind each line.
        </li>
      </ul>
    </>
  );
}

/**
 * "Before you decide": the free routes to try first, and the two pages a prospect can check the firm
 * against, how it charges and what it will not do (docs/decisions/046). Plain links, no script.
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
