import { Menu, X } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { site } from "../../content/site";
import { ButtonLink } from "../Button/Button";
import { DisclosureButton } from "../DisclosureButton/DisclosureButton";
import { ThemeControl } from "../ThemeControl/ThemeControl";
import { BrandMark } from "./BrandMark";
import { MAIN_NAVIGATION, isActiveSection } from "./navigation";
import { useMobileMenu } from "./useMobileMenu";
import styles from "./SiteHeader.module.css";
import { canonicalPath, CONTACT_PATH, HOME_PATH } from "../../site/paths";

/** `id` of the navigation panel below 768 px, named by the menu button's `aria-controls`. */
const MENU_PANEL_ID = "site-menu";

interface NavListProps {
  pathname: string;
  className: string;
  onNavigate?: () => void;
}

function NavList({ pathname, className, onNavigate }: NavListProps) {
  return (
    <ul className={className}>
      {MAIN_NAVIGATION.map((item) => (
        <li key={item.href}>
          <Link
            to={item.href}
            className={styles.navLink}
            aria-current={isActiveSection(item.href, pathname) ? "page" : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The site header (docs/spec.md §2 "Shared frame"): brand, the five section links with
 * `aria-current="page"` on the active section, the theme control (`ThemeControl`) and the
 * 'Free Consultation' button.
 * Below 768 px the links sit in a disclosure (WAI-ARIA APG "Disclosure Navigation Menu", not an
 * ARIA menu) driven by `machines/mobileMenu` through `useMobileMenu`, which owns its effects: it
 * closes when a link is chosen, on route change, when the viewport widens, and on Escape with
 * focus back on the toggle. The toggle is Ariakit's `Disclosure`, loaded on first use
 * (`DisclosureButton`).
 *
 * Before and without scripts the toggle is a link to the panel (`#site-menu`), which CSS shows
 * while it is the document's target (`:target`), so the navigation opens at the first tap. When
 * the page hydrates, the link becomes the disclosure button; a panel already opened that way stays
 * open (the machine adopts it), and focus on the link moves to the button.
 *
 * `quickExit` is the compact quick exit (`QuickExit variant="compact"`, docs/decisions/025) on the
 * pages that offer it: first in the bar's source, so it is the second stop of the keyboard after
 * the skip link, and drawn at the end of the row, the top-right corner where GOV.UK's "Exit this
 * page" sits (its own CSS lifts it into a line above the header from 768 px).
 */
export function SiteHeader({ quickExit }: { quickExit?: ReactNode }) {
  const { pathname } = useLocation();
  const { open, enhanced, toggleRef, linkRef, toggle, linkChosen } = useMobileMenu(pathname, MENU_PANEL_ID);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {quickExit}
        <Link to={canonicalPath(HOME_PATH)} className={styles.brand}>
          <BrandMark className={styles.brandMark} />
          {/* From 768 to 1023 px the brand shows its mark only, to make room; the name stays. */}
          <span className={styles.brandName}>
            {site.shortName}
            <span className={styles.brandTagline}> Reputation Management</span>
          </span>
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          <NavList pathname={pathname} className={styles.list} />
        </nav>
        <div className={styles.actions}>
          <ThemeControl name="theme" variant="compact" className={styles.barTheme} />
          <ButtonLink to={canonicalPath(CONTACT_PATH)} size="sm" onDark className={styles.cta}>
            Free Consultation
          </ButtonLink>
          {enhanced ? (
            <DisclosureButton
              open={open}
              onOpenChange={toggle}
              buttonRef={toggleRef}
              panelId={MENU_PANEL_ID}
              className={styles.toggle}
            >
              {open ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
              Menu
            </DisclosureButton>
          ) : (
            <a ref={linkRef} href={`#${MENU_PANEL_ID}`} className={styles.toggle}>
              <Menu aria-hidden="true" size={20} />
              Menu
            </a>
          )}
        </div>
      </div>
      {/* Before hydration: shown while it is the link's target. After: hidden with the `hidden`
          attribute, not an inline style, which the content security policy (style-src 'self')
          would refuse. */}
      <nav
        id={MENU_PANEL_ID}
        aria-label="Main"
        hidden={enhanced ? !open : undefined}
        className={enhanced ? styles.mobilePanel : `${styles.mobilePanel} ${styles.targetPanel}`}
      >
        <NavList pathname={pathname} className={styles.mobileList} onNavigate={linkChosen} />
        {/* Rendered once the page is live: it needs scripts anyway, and the prerendered page stays
            lighter before its heading. */}
        {enhanced ? <ThemeControl name="theme-menu" variant="full" className={styles.menuTheme} /> : null}
        <ButtonLink to={canonicalPath(CONTACT_PATH)} onDark className={styles.mobileCta} onClick={linkChosen}>
          Free Consultation
        </ButtonLink>
      </nav>
    </header>
  );
}
