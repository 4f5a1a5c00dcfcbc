import { CircleAlert, CircleCheck } from "lucide-react";
import { type ReactNode, type Ref, useId } from "react";
import styles from "./StatusPanel.module.css";

interface StatusPanelProps {
  /** `success` (a green check) or `error` (a red alert sign). */
  variant: "success" | "error";
  /** The `id` of the title, which names the panel. */
  titleId: string;
  /** What happened, in a few words. */
  title: ReactNode;
  /** What it means or what to do next. */
  children: ReactNode;
  /** The panel takes focus when it appears (see `useFocusRequest`). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The persistent outcome of a form's send (docs/product-decisions.md, decision 4: inline,
 * persistent status next to the toasts): a focusable group (`tabIndex={-1}`) named by its title, so that moving focus to it reads the
 * outcome (WCAG 4.1.3 Status Messages; the toast announces it too, but disappears). The icon is
 * decoration (`aria-hidden`); the words carry the meaning (WCAG 1.4.1 Use of Color).
 *
 * The body describes the group (`aria-describedby`), so the focus that lands on the panel reads
 * what to do next along with what happened (WCAG 4.1.3 Status Messages, 3.3.3 Error Suggestion):
 * named by its title alone, the group was read as "Too many messages in a short time" and no more.
 *
 * @returns `<div role="group" tabindex="-1" aria-describedby="…">` with the icon, `<p id={titleId}>`
 *   and `<p>` for the body.
 */
export function StatusPanel({ variant, titleId, title, children, ref }: StatusPanelProps) {
  const Icon = variant === "success" ? CircleCheck : CircleAlert;
  const bodyId = useId();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className={[styles.status, variant === "success" ? styles.success : styles.error].join(" ")}
    >
      <Icon aria-hidden="true" size={20} />
      <div>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        <p id={bodyId}>{children}</p>
      </div>
    </div>
  );
}
