import { ChevronDown, Share2 } from "lucide-react";
import { type ComponentType, startTransition, useState } from "react";
import { shareTargets } from "./share";
import type { ShareMenuProps } from "./ShareMenuPopup";
import styles from "./ShareMenu.module.css";
import { replayClick } from "../../config/enhancement";

type Popup = ComponentType<ShareMenuProps & { defaultOpen?: boolean }>;

let popupModule: Promise<{ default: Popup }> | undefined;
/** Loads the Ariakit menu once (about 30 KB compressed), on first hover, focus or use. */
const loadPopup = () => (popupModule ??= import("./ShareMenuPopup"));

/**
 * The share menu button. Until the visitor reaches for it, it is a plain button that looks the
 * same; on hover or focus the Ariakit menu (`ShareMenuPopup`) loads, and on activation it replaces
 * the button already open, so article pages do not download the menu code up front.
 *
 * A press paints at once: the button shows itself pressed (`data-opening`) in the press's own
 * render, and the Ariakit menu, whose first render takes about 60 ms of CPU on this project's
 * machine (240 ms on a phone's), replaces it in a transition (`startTransition`), which React
 * renders in slices that let the browser paint between them; rendered in the press's task, it held
 * the next paint back by 560-750 ms on a 4x slower CPU (INP, docs/decisions/032).
 *
 * Before hydration a press is carried over by the islands loader (`data-replay-click`) and opens
 * the menu once the page is live. Without scripts there is no dead button: the button is hidden
 * and the three share links are shown as plain links instead (docs/product-decisions.md, decisions 2 and 11).
 */
export function ShareMenu({ url, title }: ShareMenuProps) {
  const [Popup, setPopup] = useState<Popup | null>(null);
  const [opening, setOpening] = useState(false);
  if (Popup) return <Popup url={url} title={title} defaultOpen />;
  // A failed preload is not reported here: a press meets the same failure and undoes its pressed look.
  const preload = () => void loadPopup().catch(() => undefined);
  const open = () => {
    setOpening(true);
    loadPopup().then(
      (module) => startTransition(() => setPopup((current: Popup | null) => current ?? module.default)),
      // Offline or a failed deploy: the button stops looking pressed; the menu cannot open.
      () => setOpening(false),
    );
  };
  return (
    <>
      <button
        type="button"
        {...replayClick}
        className={`needs-script ${styles.button}`}
        aria-haspopup="menu"
        aria-expanded="false"
        data-opening={opening ? "" : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={open}
      >
        <Share2 aria-hidden="true" size={18} />
        Share
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      <ul className={`script-notice ${styles.plainLinks}`} aria-label="Share this page">
        {shareTargets(url, title).map((target) => (
          <li key={target.name}>
            <a href={target.href} target="_blank" rel="noopener noreferrer">
              Share on {target.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
