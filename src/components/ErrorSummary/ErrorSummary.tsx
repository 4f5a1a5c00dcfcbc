import { CircleAlert } from "lucide-react";
import { type MouseEvent, type Ref, useId } from "react";
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
  /** The heading's level: 3 inside a form under its own `h2` (the default), 2 where the form has none above it. */
  level?: 2 | 3;
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
 * The list describes the group (`aria-describedby`), so the focus that lands on the summary reads
 * every problem after the heading, as the GOV.UK summary is heard when it takes focus (WCAG 3.3.1
 * Error Identification, 4.1.2 Name, Role, Value): named by its heading alone, the group was read
 * as "There is a problem" and nothing of what the problems were.
 *
 * @returns `<div role="group" tabindex="-1" aria-describedby="…">` with an `<h3>` (or `<h2>`) and a `<ul>` of
 *   `<a href="#controlId">`.
 */
export function ErrorSummary({ titleId, items, ref, level = 3 }: ErrorSummaryProps) {
  const listId = useId();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div ref={ref} tabIndex={-1} className={styles.summary} aria-labelledby={titleId} aria-describedby={listId} role="group">
      <Heading id={titleId} className={styles.title}>
        <CircleAlert aria-hidden="true" size={20} /> There is a problem
      </Heading>
      <ul id={listId} className={styles.list}>
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
