import { ChevronDown } from "lucide-react";
import type { FaqQuestion } from "../../content/faq";
import styles from "./FaqPanel.module.css";

interface FaqPanelProps {
  /** `id` of the `<details>` element: the category's id and the question's position. */
  id: string;
  question: FaqQuestion;
}

/**
 * One FAQ question as a native disclosure: `<details>` with the question, an `h3`, in its
 * `<summary>` (HTML "The details element"; WAI-ARIA APG "Disclosure"). The browser opens and closes
 * it by click, Enter or Space, each on its own, and its find-in-page opens a panel whose answer
 * matches; no script is involved (docs/decisions/040). `machines/faq` is its model
 * (PANEL.TOGGLE), walked on the built page by e2e/faq.spec.ts.
 */
export function FaqPanel({ id, question }: FaqPanelProps) {
  return (
    <details id={id} className={styles.item}>
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
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
}
