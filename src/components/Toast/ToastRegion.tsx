import { CircleAlert, CircleCheck, X } from "lucide-react";
import type { KeyboardEvent } from "react";
import type { Toast } from "../../../machines/toast";
import styles from "./Toast.module.css";

interface ToastRegionProps {
  toast: Toast | null;
  dismiss: () => void;
  pause: () => void;
  resume: () => void;
}

/**
 * The two live regions of docs/product-decisions.md, decision 5, always in the page: success toasts
 * go into a `role="status"` region (polite), errors into a `role="alert"` region (assertive), so
 * screen readers announce them when they appear (WCAG 4.1.3 Status Messages). The toast pauses its
 * timer while hovered or focused (2.2.1) and is dismissed by its button or Escape.
 */
export function ToastRegion({ toast, dismiss, pause, resume }: ToastRegionProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      dismiss();
    }
  };
  const item = (variant: Toast["variant"]) =>
    toast && toast.variant === variant ? (
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover and focus only pause the auto-dismiss timer (WCAG 2.2.1 Timing Adjustable); nothing is activated by them, and the dismiss button is the control.
      <div
        key={toast.id}
        role="group"
        aria-label={toast.title}
        className={[styles.toast, variant === "error" ? styles.error : ""].join(" ")}
        onMouseEnter={pause}
        onMouseLeave={resume}
        onFocus={pause}
        onBlur={resume}
      >
        {variant === "error" ? (
          <CircleAlert className={styles.icon} aria-hidden="true" size={20} />
        ) : (
          <CircleCheck className={styles.icon} aria-hidden="true" size={20} />
        )}
        <div className={styles.body}>
          <p className={styles.title}>{toast.title}</p>
          <p className={styles.description}>{toast.description}</p>
        </div>
        <button type="button" className={styles.dismiss} onClick={dismiss} onKeyDown={onKeyDown} aria-label="Dismiss notification">
          <X aria-hidden="true" size={18} />
        </button>
      </div>
    ) : null;
  return (
    <div className={styles.viewport}>
      <div role="status" aria-live="polite" aria-atomic="true" className={styles.region}>
        {item("success")}
      </div>
      <div role="alert" aria-atomic="true" className={styles.region}>
        {item("error")}
      </div>
    </div>
  );
}
