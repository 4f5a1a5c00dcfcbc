import { type ComponentType, type ReactNode, type RefObject, useRef, useState } from "react";
import styles from "./SiteHeader.module.css";

/** Props shared by the plain menu button and its Ariakit replacement. */
export interface MenuToggleProps {
  /** Whether the navigation panel is open (the `machines/mobileMenu` state). */
  open: boolean;
  /** Asks for the panel to open (`true`) or close (`false`). */
  onOpenChange: (next: boolean) => void;
  /** The button element, for the focus return on Escape. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  /** `id` of the navigation panel the button controls (`aria-controls`). */
  panelId: string;
  /** Move focus to the button when it mounts (the plain button it replaces had focus). */
  focusOnMount?: boolean;
  /** The button's content: icon and visible label ("Menu"). */
  children: ReactNode;
}

type Enhanced = ComponentType<MenuToggleProps>;

let enhancedModule: Promise<{ default: Enhanced }> | undefined;
/** Loads the Ariakit disclosure button once, on first hover, focus or use of the plain one. */
const loadEnhanced = () => (enhancedModule ??= import("./MenuToggleDisclosure"));

/**
 * The header's menu button (below 768 px). Until the visitor first uses it, it is a plain
 * `<button aria-expanded aria-controls>` that already opens and closes the panel; on hover or focus
 * the Ariakit `Disclosure` version (`MenuToggleDisclosure`) starts loading, and after the first
 * click it takes this button's place with the same state and, when this button had focus, the
 * focus. Every page's first load is then about 11 KB lighter (issue 6 point 4: the home page under
 * 130 KB), and the menu answers the first click at once, whatever the network. If the module
 * cannot load, this button goes on working.
 */
export function MenuToggle(props: MenuToggleProps) {
  const { open, onOpenChange, toggleRef, panelId, children } = props;
  const [enhanced, setEnhanced] = useState<{ Component: Enhanced; focusOnMount: boolean } | null>(null);
  const plainRef = useRef<HTMLButtonElement | null>(null);
  if (enhanced) return <enhanced.Component {...props} focusOnMount={enhanced.focusOnMount} />;

  const setRefs = (element: HTMLButtonElement | null) => {
    plainRef.current = element;
    toggleRef.current = element;
  };
  const enhance = () => {
    loadEnhanced().then(
      (module) => {
        const focused = plainRef.current !== null && document.activeElement === plainRef.current;
        setEnhanced((current) => current ?? { Component: module.default, focusOnMount: focused });
      },
      () => undefined, // Offline or a failed deploy: the plain button keeps working.
    );
  };
  return (
    <button
      type="button"
      ref={setRefs}
      className={styles.toggle}
      aria-expanded={open}
      aria-controls={panelId}
      onPointerEnter={() => void loadEnhanced().catch(() => undefined)}
      onFocus={() => void loadEnhanced().catch(() => undefined)}
      onClick={() => {
        onOpenChange(!open);
        enhance();
      }}
    >
      {children}
    </button>
  );
}
