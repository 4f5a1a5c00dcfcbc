import { ChevronDown } from "lucide-react";
import { type SyntheticEvent, memo } from "react";
import { Link } from "react-router";
import type { FaqQuestion } from "../../content/faq";
import styles from "./FaqPanel.module.css";

interface FaqPanelProps {
  /** `id` of the `<details>` element, also the panel's id in `machines/faq`. */
  id: string;
  question: FaqQuestion;
  /** Whether the machine holds this panel open. */
  open: boolean;
  /**
   * Called with the panel's `id` when the visitor opens or closes it (click, Enter, Space,
   * find-in-page). Give a stable function: the panel is memoized.
   */
  onToggle: (id: string) => void;
}

/**
 * One FAQ question as a native disclosure: `<details>` with the question, an `h3`, in its
 * `<summary>` (HTML "The details element"; WAI-ARIA APG "Disclosure"). It opens by click, Enter
 * or Space before any script runs and without scripts at all, and the browser's find-in-page
 * opens a panel whose answer matches. Once the page has hydrated, the open state lives in
 * `machines/faq`: `open` comes from the machine, and the `toggle` event reports a change the
 * visitor made, so the two never disagree. A panel opened before hydration is adopted by the page
 * (`readOpenPanels`). Memoized (`React.memo`): opening one panel re-renders that panel only, not
 * every question of the page (docs/decisions/031).
 */
export const FaqPanel = memo(function FaqPanel({ id, question, open, onToggle }: FaqPanelProps) {
  const reportToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    // `toggle` also fires after React itself sets `open` from the machine: only a change the
    // visitor made (the element's state differs from the machine's) is reported.
    if (event.currentTarget.open !== open) onToggle(id);
  };
  return (
    <details id={id} className={styles.item} open={open} onToggle={reportToggle}>
      <summary className={styles.toggle}>
        <h3 className={styles.heading}>{question.question}</h3>
        <ChevronDown aria-hidden="true" size={20} className={styles.chevron} />
      </summary>
      <div className={styles.content}>
        {question.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {question.links && question.links.length > 0 ? (
          <ul className={styles.links}>
            {question.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
});

/**
 * The ids of the FAQ panels that are open in the document: those the visitor opened before the
 * page hydrated, which React's hydration leaves as they are.
 * @param root - the element that holds the panels.
 * @returns the `id` of every open `<details>` inside `root`, in document order.
 */
export function readOpenPanels(root: ParentNode): string[] {
  return Array.from(root.querySelectorAll("details[open]"), (element) => element.id).filter(Boolean);
}
