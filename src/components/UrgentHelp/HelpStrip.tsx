import styles from "./UrgentHelp.module.css";
import { getHelpHref } from "./UrgentHelpBrief";

/** Marks the strip, for the tests and the content check. */
export const HELP_STRIP_ATTRIBUTE = "data-help-strip";

/**
 * The one line on every page that leads to the "Get help now" page (docs/product-decisions.md,
 * decision 17: help in proportion, complete on one page and short everywhere else): the footer's
 * first line, inside its landmark. A plain link; no script.
 */
export function HelpStrip() {
  return (
    <p className={styles.strip} {...{ [HELP_STRIP_ATTRIBUTE]: "" }}>
      In danger, threatened or exposed online?{" "}
      <a href={getHelpHref()}>
        Get help now: free, confidential services by situation
      </a>
    </p>
  );
}
