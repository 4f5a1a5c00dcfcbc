import { Disclosure, DisclosureContent, useDisclosureStore } from "@ariakit/react";
import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import type { FaqQuestion } from "../../content/learningTypes";
import styles from "./FaqPanel.module.css";

interface FaqPanelProps {
  question: FaqQuestion;
  open: boolean;
  onToggle: () => void;
}

/**
 * One FAQ question as an Ariakit `Disclosure` (WAI-ARIA APG disclosure pattern): a button inside
 * an `h3` with `aria-expanded`, toggled by click, Enter or Space; the answer follows it. Its open
 * state lives in `machines/faq`, so panels open and close independently.
 */
export function FaqPanel({ question, open, onToggle }: FaqPanelProps) {
  const store = useDisclosureStore({
    open,
    setOpen: (next) => {
      if (next !== open) onToggle();
    },
  });
  return (
    <div className={styles.item}>
      <h3 className={styles.heading}>
        <Disclosure store={store} className={styles.toggle}>
          {question.question}
          <ChevronDown aria-hidden="true" size={20} className={styles.chevron} />
        </Disclosure>
      </h3>
      {/* Our own `hidden` instead of Ariakit's prerendered `style="display:none"`, which the
          content security policy (style-src 'self') refuses. */}
      <DisclosureContent store={store} alwaysVisible hidden={!open} className={styles.content}>
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
      </DisclosureContent>
    </div>
  );
}
