import { ChevronDown, Share2 } from "lucide-react";
import { type ComponentType, useState } from "react";
import type { ShareMenuProps } from "./ShareMenuPopup";
import styles from "./ShareMenu.module.css";

type Popup = ComponentType<ShareMenuProps & { defaultOpen?: boolean }>;

let popupModule: Promise<{ default: Popup }> | undefined;
/** Loads the Ariakit menu once (about 30 KB compressed), on first hover, focus or use. */
const loadPopup = () => (popupModule ??= import("./ShareMenuPopup"));

/**
 * The share menu button. Until the visitor reaches for it, it is a plain button that looks the
 * same; on hover or focus the Ariakit menu (`ShareMenuPopup`) loads, and on activation it replaces
 * the button already open, so article pages do not download the menu code up front.
 */
export function ShareMenu({ url, title }: ShareMenuProps) {
  const [popup, setPopup] = useState<{ Component: Popup; open: boolean } | null>(null);
  if (popup) return <popup.Component url={url} title={title} defaultOpen={popup.open} />;
  const load = (open: boolean) => {
    void loadPopup().then((module) => {
      setPopup((current) => current ?? { Component: module.default, open });
    });
  };
  return (
    <button
      type="button"
      className={styles.button}
      aria-haspopup="menu"
      aria-expanded="false"
      onPointerEnter={() => void loadPopup()}
      onFocus={() => void loadPopup()}
      onClick={() => load(true)}
    >
      <Share2 aria-hidden="true" size={18} />
      Share
      <ChevronDown aria-hidden="true" size={16} />
    </button>
  );
}
