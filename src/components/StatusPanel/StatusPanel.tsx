import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode, Ref } from "react";
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
 * @returns `<div role="group" tabindex="-1">` with the icon, `<p id={titleId}>` and `<p>` for the body.
 */
export function StatusPanel({ variant, titleId, title, children, ref }: StatusPanelProps) {
  const Icon = variant === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      className={[styles.status, variant === "success" ? styles.success : styles.error].join(" ")}
    >
      <Icon aria-hidden="true" size={20} />
      <div>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        <p>{children}</p>
      </div>
    </div>
  );
}
