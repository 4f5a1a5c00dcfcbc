import { CircleAlert } from "lucide-react";
import { site } from "../../content/site";
import styles from "./ScriptNotice.module.css";

interface ScriptNoticeProps {
  /** What cannot happen without scripts, as the start of a sentence: "Sending this form". */
  action: string;
  /** What the visitor can do instead, after the contact details; optional. */
  advice?: string;
}

/**
 * The notice a form shows in place of its send button when the browser runs no scripts or the
 * page's scripts failed to load (global `.script-notice`; docs/product-decisions.md, decision 11):
 * it says that sending needs JavaScript and gives the firm's e-mail address and phone number as
 * links, so the visitor still has a way through (WCAG 2.2 SC 3.2.6 "Consistent Help" spirit: the
 * same help in the same words wherever a form cannot send). Hidden, and out of the accessibility
 * tree, while scripts work.
 */
export function ScriptNotice({ action, advice }: ScriptNoticeProps) {
  return (
    <div className={`script-notice ${styles.notice}`}>
      <CircleAlert aria-hidden="true" size={20} className={styles.icon} />
      <p className={styles.text}>
        <strong>{action} needs JavaScript</strong>, which is turned off or did not load in this browser. Write to us at{" "}
        <a href={`mailto:${site.email}`}>{site.email}</a> or call <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
        {advice ? `. ${advice}` : "."}
      </p>
    </div>
  );
}
