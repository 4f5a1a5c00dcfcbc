import { Menu, X } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { site } from "../../content/site";
import { ButtonLink } from "../Button/Button";
import { ThemeControl } from "../ThemeControl/ThemeControl";
import { BrandMark } from "./BrandMark";
import { MAIN_NAVIGATION, isActiveSection } from "./navigation";
import styles from "./SiteHeader.module.css";
import { canonicalPath, CONTACT_PATH, HOME_PATH } from "../../site/paths";

/** `id` of the navigation panel below 768 px, named by the menu button's `popovertarget`. */
export const MENU_PANEL_ID = "site-menu";

interface NavListProps {
  pathname: string;
  className: string;
}

/**
 * The five section links. Plain links: every page is its own document (docs/decisions/040), so a
 * link chosen in the phone menu loads the next page, which starts with the menu closed.
 */
function NavList({ pathname, className }: NavListProps) {
  return (
    <ul className={className}>
      {MAIN_NAVIGATION.map((item) => (
        <li key={item.href}>
          <a href={item.href} className={styles.navLink} aria-current={isActiveSection(item.href, pathname) ? "page" : undefined}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The site header (docs/spec.md §2 "Shared frame"): brand, the five section links with
 * `aria-current="page"` on the active section, the theme control (`ThemeControl`) and the
 * 'Free Consultation' button. It needs no script (docs/product-decisions.md, decisions 11 and 14;
 * docs/decisions/040).
 *
 * Below 768 px the links sit in a panel that the browser opens and closes itself: a `popover`
 * (HTML "The popover attribute") shown by a `<button popovertarget>`, whose expanded state the
 * browser exposes to assistive technology. Escape and a press outside close it, and Escape
 * returns focus to the button; Tab goes from the button into the panel (HTML "popover focusing
 * steps"). `machines/mobileMenu` is the model that e2e/mobile-menu.spec.ts walks on the built
 * pages. Where the browser has no popovers (`@supports selector(:popover-open)` fails), and
 * without CSS support for that test, the toggle is a link to the panel (`#site-menu`), which CSS
 * shows while it is the document's target (`:target`), as before scripts existed.
 *
 * `quickExit` is the compact quick exit (`QuickExit variant="compact"`, docs/decisions/025) on the
 * pages that offer it: first in the bar's source, so it is the second stop of the keyboard after
 * the skip link, and drawn at the end of the row, the top-right corner where GOV.UK's "Exit this
 * page" sits (its own CSS lifts it into a line above the header from 768 px).
 */
export function SiteHeader({ quickExit }: { quickExit?: ReactNode }) {
  const { pathname } = useLocation();
  const menuIcons = (
    <>
      <Menu aria-hidden="true" size={20} className={styles.openIcon} />
      <X aria-hidden="true" size={20} className={styles.closeIcon} />
    </>
  );

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {quickExit}
        <a href={canonicalPath(HOME_PATH)} className={styles.brand}>
          <BrandMark className={styles.brandMark} />
          {/* From 768 to 1023 px the brand shows its mark only, to make room; the name stays. */}
          <span className={styles.brandName}>
            {site.shortName}
            <span className={styles.brandTagline}> Reputation Management</span>
          </span>
        </a>
        <nav aria-label="Main" className={styles.desktopNav}>
          <NavList pathname={pathname} className={styles.list} />
        </nav>
        <div className={styles.actions}>
          <ThemeControl name="theme" variant="compact" className={styles.barTheme} />
          <ButtonLink to={canonicalPath(CONTACT_PATH)} reloadDocument size="sm" onDark className={styles.cta}>
            Free Consultation
          </ButtonLink>
          <button type="button" popoverTarget={MENU_PANEL_ID} className={`${styles.toggle} ${styles.popoverToggle}`}>
            {menuIcons}
            Menu
          </button>
          <a href={`#${MENU_PANEL_ID}`} className={`${styles.toggle} ${styles.targetToggle}`}>
            {menuIcons}
            Menu
          </a>
        </div>
      </div>
      <nav id={MENU_PANEL_ID} aria-label="Main" popover="auto" className={styles.mobilePanel}>
        <NavList pathname={pathname} className={styles.mobileList} />
        <ThemeControl name="theme-menu" variant="full" className={styles.menuTheme} />
        <ButtonLink to={canonicalPath(CONTACT_PATH)} reloadDocument onDark className={styles.mobileCta}>
          Free Consultation
        </ButtonLink>
      </nav>
    </header>
  );
}
