import styles from "./UrgentHelp.module.css";
import { urgentHelpBrief } from "../../content/urgentHelpBrief";
import { URGENT_HELP_ID } from "./UrgentHelpBrief";

/**
 * A link near the top of a page that carries the whole urgent-help block further down
 * (docs/content/review.md, M1): someone in danger should not have to read to the end of a long
 * page to find the emergency numbers and free services. A plain in-page anchor to
 * `#urgent-help` (no script; docs/product-decisions.md, decisions 11 and 13), marked
 * `data-urgent-help-jump` so the content check can find it.
 *
 * Render it only on a page that also renders `UrgentHelp` (which carries `id="urgent-help"`);
 * `scripts/check-links.ts` fails a fragment with no target.
 */
export function UrgentHelpJump() {
  return (
    <p className={styles.jump} data-urgent-help-jump="">
      <a href={`#${URGENT_HELP_ID}`}>{urgentHelpBrief.jumpLabel}</a>
    </p>
  );
}
