/**
 * The props of the disclosure button, shared by the plain button (`DisclosureButton.tsx`) and the
 * Ariakit button it loads (`AriakitDisclosureButton.tsx`). A module of their own, so that neither
 * component imports the other (the plain one loads the Ariakit one with a dynamic `import()`).
 */
import type { ReactNode, RefObject } from "react";

/** Props shared by the plain disclosure button and its Ariakit replacement. */
export interface DisclosureButtonProps {
  /** Whether the controlled panel is open (the state lives in the caller's machine). */
  open: boolean;
  /** Asks for the panel to open (`true`) or close (`false`); always called with `!open`. */
  onOpenChange: (next: boolean) => void;
  /** `id` of the panel the button shows and hides (`aria-controls`). */
  panelId: string;
  className?: string;
  /** The button element, for callers that move focus back to it (Escape in the header menu). */
  buttonRef?: RefObject<HTMLButtonElement | null>;
  /** The button's content: its visible label, and icons hidden from assistive technology. */
  children: ReactNode;
}

/** Props of the Ariakit button, which `DisclosureButton` renders in its own place. */
export interface EnhancedDisclosureButtonProps extends DisclosureButtonProps {
  /**
   * `true` when the plain button had focus as it was removed; the Ariakit button that replaces it
   * then takes the focus when it mounts.
   */
  focusHandOverRef: RefObject<boolean>;
}
