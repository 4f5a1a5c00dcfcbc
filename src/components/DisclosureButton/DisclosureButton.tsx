import { type ComponentType, startTransition, useRef, useState } from "react";
import type { DisclosureButtonProps, EnhancedDisclosureButtonProps } from "./props";
import { whenIdle } from "../../dom/whenIdle";


type Enhanced = ComponentType<EnhancedDisclosureButtonProps>;

let enhancedModule: Promise<{ default: Enhanced }> | undefined;
/** The Ariakit button once its module has loaded: the swap then needs no import. */
let loadedEnhanced: Enhanced | undefined;
/** Loads Ariakit's disclosure button once for the page, on the first hover, focus or click of a plain button. */
const loadEnhanced = () =>
  (enhancedModule ??= import("./AriakitDisclosureButton").then((module) => {
    loadedEnhanced = module.default;
    return module;
  }));

/**
 * The button of a disclosure (WAI-ARIA APG "Disclosure" pattern): the header's menu button below
 * 768 px, once the page has hydrated (before that the header renders a link to the panel; the FAQ
 * answers are native `<details>`). Until the visitor first uses it, it is a plain
 * `<button aria-expanded aria-controls>` that already opens and closes its panel. Hover or focus
 * starts loading Ariakit's `Disclosure` (`AriakitDisclosureButton`) once the browser is idle, and
 * it takes this button's place after its first click, in a transition once the panel has painted,
 * with the same state and, when this button had focus, the focus (the press's next paint waits
 * for neither: INP, docs/decisions/032).
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
  // A key press on this button under way (Space or Enter down, not yet up). The swap waits for
  // its end: a button replaced between a keydown and its keyup never sees the keyup, and the
  // press would be lost.
  const [keyHeld, setKeyHeld] = useState(false);
  const plainRef = useRef<HTMLButtonElement | null>(null);
  const focusHandOverRef = useRef(false);
  if (Enhanced && !keyHeld) return <Enhanced {...props} focusHandOverRef={focusHandOverRef} />;

  // React detaches the ref before it removes the element: that is the moment to see whether the
  // button being replaced has focus, whenever the swap happens.
  const setRefs = (element: HTMLButtonElement | null) => {
    if (!element && plainRef.current && document.activeElement === plainRef.current) focusHandOverRef.current = true;
    plainRef.current = element;
    if (buttonRef) buttonRef.current = element;
  };
  const load = () => void loadEnhanced().catch(() => undefined);
  // In a transition, so the swap renders after the panel's paint, not in the press's task.
  const swap = (module: Enhanced) => startTransition(() => setEnhanced(() => module));
  const enhance = () => {
    loadEnhanced().then(
      (module) => swap(module.default),
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
      // Hover and focus load the module once the browser is idle: a tap hovers, focuses and
      // presses in one go, and the press comes first.
      onPointerEnter={() => whenIdle(load)}
      onFocus={() => whenIdle(load)}
      onKeyDown={(event) => {
        if (event.key === " " || event.key === "Enter") setKeyHeld(true);
      }}
      // After the keyup's default action (Space clicks on keyup), which must still find this button.
      onKeyUp={() => window.setTimeout(() => setKeyHeld(false), 0)}
      onBlur={() => setKeyHeld(false)}
      onClick={() => {
        onOpenChange(!open);
        // The swap as soon as the module is there; its import, when it has not happened yet, at an
        // idle moment: Vite's preload helper adds its links, which the press does not need.
        const module = loadedEnhanced;
        if (module) swap(module);
        else whenIdle(enhance);
      }}
    >
      {children}
    </button>
  );
}
