import { LogOut } from "lucide-react";
import { useId } from "react";
import { site } from "../../content/site";
import { canonicalPath, guidePath } from "../../site/paths";
import styles from "./QuickExit.module.css";
import {
  QUICK_EXIT_ATTRIBUTE,
  QUICK_EXIT_LINK_ATTRIBUTE,
  QUICK_EXIT_STATUS_ATTRIBUTE,
  QUICK_EXIT_VARIANT_ATTRIBUTE,
  type QuickExitVariant,
} from "./rules";

/**
 * The guide the full variant's hint links to: what the quick exit cannot do (the history keeps
 * the pages seen before) and what to do about it. NNEDV's safety net advice, "don't give a false
 * sense of security", is why the hint says so at all (docs/decisions/025).
 */
export const SAFETY_GUIDE_PATH = canonicalPath(guidePath("staying-safe-online"));

/** How to use the control, in the full variant's hint. */
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
 * decision 13; docs/decisions/025): a link that leaves the site for a neutral one
 * (`site.quickExitUrl`) in one press, or with Shift pressed three times. It is a plain link, so it
 * works before and without scripts; the inline script (`scripts/html/loader/quick-exit.ts`) takes
 * over every `a[data-quick-exit-link]` from the first paint: it covers the page, deletes what the
 * site keeps in this tab's session, announces it in the polite live region and replaces the page
 * with `location.replace`, so Back does not return.
 *
 * Rendered first after the skip link, so it is the second stop of the keyboard, in one of two
 * variants (`QuickExitVariant`, chosen by the route, `offersQuickExit`):
 * - `"full"`: a landmark of its own ("Quick exit"): a strip that the frame pins above the header
 *   (as GOV.UK's is sticky at the top), so it takes its own room and covers nothing. The red
 *   button comes first, then the hint it is described by: what it does, and that it does not
 *   clear the browser's history, with a link to the guide on staying safe online
 *   (`SAFETY_GUIDE_PATH`). On a phone the hint shows only the second half, in fewer words, so it
 *   keeps to two lines beside the button; the whole hint stays the link's accessible description.
 * - `"compact"`: a region ("Quick exit") with a quiet link, visibly "Exit", named "Exit this page"
 *   (WCAG 2.5.3 Label in Name), described in words a screen reader gives. The header renders it
 *   (`SiteHeader`'s `quickExit`): in the header row on a phone, a slim line above the header from
 *   768 px, where the row has no room.
 */
export function QuickExit({ variant }: { variant: QuickExitVariant }) {
  const hintId = useId();
  const full = variant === "full";
  // A landmark of its own: complementary where it stands alone, a region inside the header's banner
  // (a complementary landmark must be top-level; axe "landmark-complementary-is-top-level").
  const Wrapper = full ? "aside" : "section";
  return (
    <Wrapper
      className={full ? styles.full : styles.compact}
      aria-label="Quick exit"
      {...{ [QUICK_EXIT_ATTRIBUTE]: "", [QUICK_EXIT_VARIANT_ATTRIBUTE]: variant }}
    >
      <div className={full ? styles.fullInner : styles.compactInner}>
        <a
          href={site.quickExitUrl}
          className={full ? styles.button : styles.compactLink}
          rel="noreferrer"
          aria-describedby={hintId}
          {...{ [QUICK_EXIT_LINK_ATTRIBUTE]: "" }}
        >
          {full ? (
            "Exit this page"
          ) : (
            <>
              <LogOut aria-hidden="true" size={16} />
              {/* One flex item, so the underline runs on under the words from 768 px. */}
              <span>
                Exit<span className={styles.phoneHidden}> this page</span>
              </span>
            </>
          )}
        </a>
        {full ? (
          <p id={hintId} className={styles.hint}>
            <span className={styles.phoneHidden}>Exit this page quickly: {SHIFT_HINT} It does not clear your history: </span>
            <span className={styles.phoneOnly} aria-hidden="true">
              History is not cleared:{" "}
            </span>
            <a href={SAFETY_GUIDE_PATH}>staying safe online</a>.
          </p>
        ) : (
          <span id={hintId} className={styles.phoneHidden}>
            or press Shift 3 times
          </span>
        )}
      </div>
      <span
        className="visually-hidden"
        role="status"
        suppressHydrationWarning
        dangerouslySetInnerHTML={NO_CONTENT}
        {...{ [QUICK_EXIT_STATUS_ATTRIBUTE]: "" }}
      />
    </Wrapper>
  );
}
