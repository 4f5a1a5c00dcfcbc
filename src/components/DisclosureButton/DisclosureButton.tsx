import { type ComponentType, useRef, useState } from "react";
import type { DisclosureButtonProps, EnhancedDisclosureButtonProps } from "./props";


type Enhanced = ComponentType<EnhancedDisclosureButtonProps>;

let enhancedModule: Promise<{ default: Enhanced }> | undefined;
/** Loads Ariakit's disclosure button once for the page, on the first hover, focus or click of a plain button. */
const loadEnhanced = () => (enhancedModule ??= import("./AriakitDisclosureButton"));

/**
 * The button of a disclosure (WAI-ARIA APG "Disclosure" pattern): the header's menu button below
 * 768 px, once the page has hydrated (before that the header renders a link to the panel; the FAQ
 * answers are native `<details>`). Until the visitor first uses it, it is a plain
 * `<button aria-expanded aria-controls>` that already opens and closes its panel. Hover or focus
 * starts loading Ariakit's `Disclosure` (`AriakitDisclosureButton`), which takes this button's
 * place after its first click, with the same state and, when this button had focus, the focus.
 *
 * Why: Ariakit's disclosure code is about 11 KB compressed and every Ariakit store costs main
 * thread during hydration; loading it on first use keeps every page's first load lighter (the
 * home page's 130 KB JavaScript budget and Total Blocking Time, docs/decisions/009) while the
 * widget stays built on Ariakit. The first click answers at once, whatever the network; if the
 * module cannot load, the plain button goes on working.
 */
export function DisclosureButton(props: DisclosureButtonProps) {
  const { open, onOpenChange, panelId, className, buttonRef, children } = props;
  const [Enhanced, setEnhanced] = useState<Enhanced | null>(null);
  const plainRef = useRef<HTMLButtonElement | null>(null);
  const focusHandOverRef = useRef(false);
  if (Enhanced) return <Enhanced {...props} focusHandOverRef={focusHandOverRef} />;

  // React detaches the ref before it removes the element: that is the moment to see whether the
  // button being replaced has focus, whenever the swap happens.
  const setRefs = (element: HTMLButtonElement | null) => {
    if (!element && plainRef.current && document.activeElement === plainRef.current) focusHandOverRef.current = true;
    plainRef.current = element;
    if (buttonRef) buttonRef.current = element;
  };
  const preload = () => void loadEnhanced().catch(() => undefined);
  const enhance = () => {
    loadEnhanced().then(
      (module) => setEnhanced(() => module.default),
      () => undefined, // Offline or a failed deploy: the plain button keeps working.
    );
  };
  return (
    <button
      type="button"
      ref={setRefs}
      className={className}
      aria-expanded={open}
      aria-controls={panelId}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        onOpenChange(!open);
        enhance();
      }}
    >
      {children}
    </button>
  );
}
