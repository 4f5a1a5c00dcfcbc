import { useId } from "react";
import { site } from "../../content/site";
import { canonicalPath, GET_HELP_PATH } from "../../site/paths";
import styles from "./QuickExit.module.css";
import { QUICK_EXIT_ATTRIBUTE, QUICK_EXIT_LINK_ATTRIBUTE, QUICK_EXIT_STATUS_ATTRIBUTE } from "./rules";

/** Where the hint leads: the whole directory of free help (docs/product-decisions.md, decision 17). */
const GET_HELP_HREF = canonicalPath(GET_HELP_PATH);

/** How to use the control, in the hint. */
const SHIFT_HINT = "select the button or press Shift 3 times.";

/**
 * The content of the polite live region the inline script writes into (WCAG 4.1.3), not React:
 * `dangerouslySetInnerHTML`, which React does not hydrate node by node. A Shift pressed before
 * hydration leaves words in it, which as a child React did not render would fail hydration
 * (React error #418) and make React render the region again, emptying it.
 */
const NO_CONTENT = { __html: "" };

/**
 * "Exit this page" (GOV.UK Design System, "Exit this page",
 * https://design-system.service.gov.uk/components/exit-this-page/; docs/product-decisions.md,
 * decisions 13 and 17; docs/decisions/025 and 059): on every page, in one design, a link that
 * leaves the site for a neutral one (`site.quickExitUrl`) in one press, or with Shift pressed
 * three times. It is a plain link, so it works before and without scripts; the inline script
 * (`scripts/html/loader/quick-exit.ts`) takes over every `a[data-quick-exit-link]` from the first
 * paint: it covers the page, deletes what the site keeps in this tab's session, announces it in the
 * polite live region and replaces the page with `location.replace`, so Back does not return.
 *
 * Rendered first after the skip link, so it is the second stop of the keyboard: a landmark of its
 * own ("Quick exit"), a strip the frame pins above the header (as GOV.UK's is sticky at the top),
 * so it takes its own room and covers nothing. The red button comes first, then the hint it is
 * described by: what it does, that it does not clear the browser's history (NNEDV's Safety Net
 * advice: do not give a false sense of security), and the link to the "Get help now" page
 * (`GET_HELP_PATH`). On a phone the hint says it in fewer words ("Your history stays."), so it
 * keeps to two lines beside the button; the whole hint stays the link's accessible description.
 */
export function QuickExit() {
  const hintId = useId();
  return (
    <aside className={styles.full} aria-label="Quick exit" {...{ [QUICK_EXIT_ATTRIBUTE]: "" }}>
      <div className={styles.fullInner}>
        <a href={site.quickExitUrl} className={styles.button} rel="noreferrer" aria-describedby={hintId} {...{ [QUICK_EXIT_LINK_ATTRIBUTE]: "" }}>
          Exit this page
        </a>
        <p id={hintId} className={styles.hint}>
          <span className={styles.phoneHidden}>Leave quickly: {SHIFT_HINT} It does not clear your history. In danger? </span>
          <span className={styles.phoneOnly} aria-hidden="true">
            Your history stays.{" "}
          </span>
          <a href={GET_HELP_HREF}>Get help now</a>
        </p>
      </div>
      <span
        className="visually-hidden"
        role="status"
        suppressHydrationWarning
        dangerouslySetInnerHTML={NO_CONTENT}
        {...{ [QUICK_EXIT_STATUS_ATTRIBUTE]: "" }}
      />
    </aside>
  );
}
