import { useId } from "react";
import { site } from "../../config/site";
import styles from "./QuickExit.module.css";
import { QUICK_EXIT_ATTRIBUTE, QUICK_EXIT_LINK_ATTRIBUTE, QUICK_EXIT_STATUS_ATTRIBUTE } from "./rules";

/**
 * "Exit this page": a control fixed at the bottom of the viewport, where a thumb reaches it on a
 * phone, that leaves the site for a neutral one (`site.quickExitUrl`) in one press, or with Shift
 * pressed three times (GOV.UK Design System, "Exit this page"; docs/product-decisions.md,
 * decision 13). The frame renders it first after the skip link, so it is the second stop of the
 * keyboard. It is a landmark of its own ("Quick exit"), so a screen-reader user can jump to it.
 *
 * It is a plain link, so it works before and without scripts. The inline script
 * (`scripts/html/loader/quick-exit.ts`) takes it over from the first paint: it covers the page,
 * deletes what the site keeps in this tab's session, announces that the page is being left in the
 * polite live region below (WCAG 4.1.3), and opens the neutral site with `location.replace`, so
 * Back does not return. The live region is written by that script, not by React, hence
 * `suppressHydrationWarning` on it.
 */
export function QuickExit() {
  const hintId = useId();
  return (
    <aside className={styles.quickExit} aria-label="Quick exit" {...{ [QUICK_EXIT_ATTRIBUTE]: "" }}>
      <p id={hintId} className={styles.hint}>
        <span className={styles.hintLead}>Exit this page quickly:</span> select the button or press Shift 3 times.
      </p>
      <a
        href={site.quickExitUrl}
        className={styles.button}
        rel="noreferrer"
        aria-describedby={hintId}
        {...{ [QUICK_EXIT_LINK_ATTRIBUTE]: "" }}
      >
        Exit this page
      </a>
      <span className="visually-hidden" role="status" suppressHydrationWarning {...{ [QUICK_EXIT_STATUS_ATTRIBUTE]: "" }} />
    </aside>
  );
}
