import { Menu, MenuButton, MenuItem, useMenuStore } from "@ariakit/react";
import { ChevronDown, Link2, Share2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useToast } from "../Toast/ToastProvider";
import { shareTargets } from "./share";
import styles from "./ShareMenu.module.css";

export interface ShareMenuProps {
  /** Absolute canonical URL of the page. */
  url: string;
  title: string;
}

/**
 * The article share menu (docs/spec.md §2 "Blog articles"): an Ariakit `Menu` (WAI-ARIA menu button pattern:
 * arrow keys move, Escape closes and returns focus) with X, LinkedIn and Facebook share links
 * that open in a new tab with `rel="noopener noreferrer"`, and "Copy link", confirmed by a toast.
 * Loaded on demand by `ShareMenu`; it opens at once when `defaultOpen` is set.
 */
export default function ShareMenuPopup({ url, title, defaultOpen = false }: ShareMenuProps & { defaultOpen?: boolean }) {
  const showToast = useToast();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menu = useMenuStore();
  // Opened on first use: focus the button first, so the menu returns focus to it when it closes.
  useEffect(() => {
    if (!defaultOpen) return;
    buttonRef.current?.focus();
    menu.show();
  }, [defaultOpen, menu]);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ variant: "success", title: "Link copied", description: "The link to this page is on your clipboard." });
    } catch {
      showToast({ variant: "error", title: "Could not copy the link", description: `Copy it from the address bar instead: ${url}` });
    }
  };
  return (
    <>
      <MenuButton store={menu} ref={buttonRef} className={styles.button}>
        <Share2 aria-hidden="true" size={18} />
        Share
        <ChevronDown aria-hidden="true" size={16} />
      </MenuButton>
      <Menu store={menu} gutter={6} className={styles.menu} aria-label="Share this page">
        {shareTargets(url, title).map((target) => (
          <MenuItem
            store={menu}
            key={target.name}
            className={styles.item}
            render={(props) => (
              <a {...props} href={target.href} target="_blank" rel="noopener noreferrer">
                {props.children}
              </a>
            )}
          >
            Share on {target.name}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </MenuItem>
        ))}
        <MenuItem store={menu} className={styles.item} onClick={() => void copyLink()}>
          <Link2 aria-hidden="true" size={16} />
          Copy link
        </MenuItem>
      </Menu>
    </>
  );
}
