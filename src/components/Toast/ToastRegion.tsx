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
 *
 * Each toast is announced once, as two sentences (WCAG 4.1.3 Status Messages):
 * - the regions announce what is added, not the whole region on every change (`aria-atomic="false"`
 *   overrides the `true` that `status` and `alert` imply; `aria-relevant` keeps its default,
 *   additions and text). A toast is added whole, in a wrapper with no name of its own, so the
 *   addition reads its title and description. An atomic region was read again for each change:
 *   a toast replacing one of the same kind (a removal, then an addition) was heard twice, and a
 *   toast leaving was heard as an empty announcement.
 * - a visually hidden ". " stands between the title and the description: the region's text ran
 *   them together ("ErrorFailed to send message…"). Sighted visitors see the same two lines.
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
      <div key={toast.id} className={styles.item}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover and focus only pause the auto-dismiss timer (WCAG 2.2.1 Timing Adjustable); nothing is activated by them, and the dismiss button is the control. */}
        <div
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
            <span className="visually-hidden">. </span>
            <p className={styles.description}>{toast.description}</p>
          </div>
          <button type="button" className={styles.dismiss} onClick={dismiss} onKeyDown={onKeyDown} aria-label="Dismiss notification">
            <X aria-hidden="true" size={18} />
          </button>
        </div>
      </div>
    ) : null;
  return (
    <div className={styles.viewport}>
      <div role="status" aria-live="polite" aria-atomic="false" className={styles.region}>
        {item("success")}
      </div>
      <div role="alert" aria-atomic="false" className={styles.region}>
        {item("error")}
      </div>
    </div>
  );
}
