import { Disclosure, useDisclosureStore } from "@ariakit/react";
import { useEffect } from "react";
import type { MenuToggleProps } from "./MenuToggle";
import styles from "./SiteHeader.module.css";

/**
 * The header's menu button as an Ariakit `Disclosure` bound to a disclosure store whose `open`
 * is the `machines/mobileMenu` state (issue 2 point 3; WAI-ARIA APG "Disclosure Navigation Menu").
 * Ariakit adds what a bare `<button>` lacks across browsers: focus on click where Safari and
 * Firefox on macOS do not give it, so the focus return on Escape has a target.
 *
 * Loaded on first use by `MenuToggle` (about 11 KB compressed, issue 6's first-load budget), which
 * renders it in place of its plain button; `focusOnMount` moves focus here when the plain button
 * had it, so a keyboard user stays where they were.
 */
export default function MenuToggleDisclosure({ open, onOpenChange, toggleRef, panelId, focusOnMount, children }: MenuToggleProps) {
  const store = useDisclosureStore({
    open,
    setOpen: (next) => {
      if (next !== open) onOpenChange(next);
    },
  });
  // `focusOnMount` is fixed when this component replaces the plain button, so this runs once.
  useEffect(() => {
    if (focusOnMount) toggleRef.current?.focus();
  }, [focusOnMount, toggleRef]);
  return (
    // `aria-expanded` from the machine: Ariakit sets its own in an effect, a render after mount, so
    // the button taking focus on mount would be announced "collapsed" over an open panel.
    <Disclosure store={store} ref={toggleRef} className={styles.toggle} aria-expanded={open} aria-controls={panelId}>
      {children}
    </Disclosure>
  );
}
