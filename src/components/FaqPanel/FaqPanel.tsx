import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { FaqQuestion } from "../../content/learningTypes";
import { DisclosureButton } from "../DisclosureButton/DisclosureButton";
import styles from "./FaqPanel.module.css";

interface FaqPanelProps {
  question: FaqQuestion;
  open: boolean;
  onToggle: () => void;
}

/**
 * One FAQ question as a disclosure (WAI-ARIA APG disclosure pattern): a button inside an `h3` with
 * `aria-expanded` and `aria-controls`, toggled by click, Enter or Space; the answer follows it.
 * The button becomes Ariakit's `Disclosure` on first use (`DisclosureButton`). Its open state lives
 * in `machines/faq`, so panels open and close independently.
 */
export function FaqPanel({ question, open, onToggle }: FaqPanelProps) {
  const answerId = useId();
  return (
    <div className={styles.item}>
      <h3 className={styles.heading}>
        <DisclosureButton
          open={open}
          onOpenChange={onToggle}
          panelId={answerId}
          className={styles.toggle}
        >
          {question.question}
          <ChevronDown aria-hidden="true" size={20} className={styles.chevron} />
        </DisclosureButton>
      </h3>
      {/* Hidden with the `hidden` attribute, not an inline style, which the content security
          policy (style-src 'self') would refuse. */}
      <div id={answerId} hidden={!open} className={styles.content}>
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
    </div>
  );
}
