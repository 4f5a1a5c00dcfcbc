import { CircleAlert } from "lucide-react";
import type { MouseEvent, Ref } from "react";
import styles from "./ErrorSummary.module.css";

/** One problem in the summary: the `id` of the control it is about, and its error message. */
export interface ErrorSummaryItem {
  readonly controlId: string;
  readonly message: string;
}

interface ErrorSummaryProps {
  /** The `id` of the heading, which names the summary. */
  titleId: string;
  /** The problems, in the order of the fields. */
  items: readonly ErrorSummaryItem[];
  /** The summary takes focus after a failed submit (see `useFocusRequest`). */
  ref?: Ref<HTMLDivElement>;
}

/** Follows a summary link in place: focus on the control, scrolled to the middle of the view. */
function focusControl(controlId: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const control = document.getElementById(controlId);
    control?.focus();
    control?.scrollIntoView({ block: "center" });
  };
}

/**
 * The error summary of a form (GOV.UK Frontend error summary pattern; WCAG 3.3.1 Error
 * Identification): a focusable group (`tabIndex={-1}`, named by its "There is a problem" heading)
 * that lists every problem as a link to its control. A link moves focus to the control itself
 * rather than only scrolling to it, so the visitor can correct the value at once.
 *
 * @returns `<div role="group" tabindex="-1">` with an `<h3>` and a `<ul>` of `<a href="#controlId">`.
 */
export function ErrorSummary({ titleId, items, ref }: ErrorSummaryProps) {
  return (
    <div ref={ref} tabIndex={-1} className={styles.summary} aria-labelledby={titleId} role="group">
      <h3 id={titleId} className={styles.title}>
        <CircleAlert aria-hidden="true" size={20} /> There is a problem
      </h3>
      <ul className={styles.list}>
        {items.map(({ controlId, message }) => (
          <li key={controlId}>
            <a href={`#${controlId}`} onClick={focusControl(controlId)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
