import { Disclosure, useDisclosureStore } from "@ariakit/react";
import { useCallback, useLayoutEffect, useRef } from "react";
import type { EnhancedDisclosureButtonProps } from "./props";

/**
 * A disclosure button as Ariakit's `Disclosure`, bound to a disclosure store whose `open` is the
 * caller's state (WAI-ARIA APG "Disclosure"). Ariakit adds what a bare `<button>` lacks across
 * browsers, such as focus on click where Safari and Firefox on macOS do not give it, so a focus
 * return has a target.
 *
 * Loaded on first use by `DisclosureButton`, which renders it in its own place; `focusHandOverRef`
 * moves focus here when the plain button had it, so a keyboard user stays where they were.
 */
export default function AriakitDisclosureButton({ open, onOpenChange, panelId, className, buttonRef, focusHandOverRef, children }: EnhancedDisclosureButtonProps) {
  const store = useDisclosureStore({
    open,
    setOpen: (next) => {
      if (next !== open) onOpenChange(next);
    },
  });
  const ownRef = useRef<HTMLButtonElement | null>(null);
  const setRefs = useCallback(
    (element: HTMLButtonElement | null) => {
      ownRef.current = element;
      if (buttonRef) buttonRef.current = element;
    },
    [buttonRef],
  );
  // Mounted in place of the plain button: take over its focus in the same commit that removed it
  // (a layout effect, not a passive one), so focus never rests on <body> in between, where a
  // key press (Escape, Tab) would be lost and a screen reader would announce the whole page.
  useLayoutEffect(() => {
    if (focusHandOverRef.current) ownRef.current?.focus();
  }, [focusHandOverRef]);
  return (
    // `aria-expanded` from the caller's state: Ariakit sets its own in an effect, a render after
    // mount, so a button taking focus on mount would be announced "collapsed" over an open panel.
    <Disclosure store={store} ref={setRefs} className={className} aria-expanded={open} aria-controls={panelId}>
      {children}
    </Disclosure>
  );
}
