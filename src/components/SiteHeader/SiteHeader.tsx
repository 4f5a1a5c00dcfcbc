import { ChevronDown, Menu, X } from "lucide-react";
import { useLocation } from "react-router";
import { CONTACT_ACTION_LABEL } from "../../content/actions";
import { site } from "../../content/site";
import { ButtonLink } from "../Button/Button";
import { ThemeControl } from "../ThemeControl/ThemeControl";
import { BrandMark } from "./BrandMark";
import { MAIN_NAVIGATION, isActiveSection } from "./navigation";
import { ALL_SERVICES_HREF, BEFORE_YOU_DECIDE_LINKS, FREE_OPTIONS_LINK, SERVICE_GROUPS, isCurrentPage } from "./servicesMenu";
import styles from "./SiteHeader.module.css";
import { canonicalPath, CONTACT_PATH, HOME_PATH, SERVICES_PATH } from "../../site/paths";

/** `id` of the navigation panel below 1024 px, named by the menu button's `popovertarget`. */
export const MENU_PANEL_ID = "site-menu";

/** `id` of the Services list's panel from 1024 px, named by the Services button's `popovertarget`. */
export const SERVICES_PANEL_ID = "services-menu";

/** Canonical path of the Services hub: the header item that opens the Services list. */
const SERVICES_HREF = canonicalPath(SERVICES_PATH);

interface NavListProps {
  pathname: string;
  className: string;
  /** How the Services item shows the list of services: a popover (the bar) or a disclosure (the phone menu). */
  services: "popover" | "disclosure";
}

/**
 * Every service, by audience, each group headed by a link to its hub, then a short foot: the
 * Services hub, the free options guide and "Before you decide" (how we charge, our standards), so
 * the free routes and the firm's terms sit beside the paid services (docs/decisions/046;
 * docs/content/review.md, teen-fo-10 and buyer-t9). The current page's link is marked
 * `aria-current="page"`.
 * @param idPrefix - makes the group labels' ids unique: the list is in the bar and in the phone menu.
 */
function ServicesList({ pathname, idPrefix }: { pathname: string; idPrefix: string }) {
  const current = (href: string) => (isCurrentPage(href, pathname) ? "page" : undefined);
  return (
    <div className={styles.servicesList}>
      {SERVICE_GROUPS.map((group) => (
        <div key={group.audience}>
          <p id={`${idPrefix}-${group.audience}`} className={styles.serviceGroupLabel}>
            <a href={group.href} aria-current={current(group.href)}>
              {group.label}
            </a>
          </p>
          <ul aria-labelledby={`${idPrefix}-${group.audience}`} className={styles.serviceLinks}>
            {group.services.map((service) => (
              <li key={service.href}>
                <a href={service.href} aria-current={current(service.href)}>
                  {service.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <ul className={`${styles.allServices} ${styles.serviceLinks}`}>
        <li>
          <a href={ALL_SERVICES_HREF} aria-current={current(ALL_SERVICES_HREF)}>
            All services
          </a>
        </li>
        <li>
          <a href={FREE_OPTIONS_LINK.href} aria-current={current(FREE_OPTIONS_LINK.href)}>
            {FREE_OPTIONS_LINK.label}
          </a>
        </li>
        <li>
          Before you decide:{" "}
          {BEFORE_YOU_DECIDE_LINKS.map((link, index) => (
            <span key={link.href}>
              {index > 0 ? " · " : null}
              <a href={link.href} aria-current={current(link.href)}>
                {link.label}
              </a>
            </span>
          ))}
        </li>
      </ul>
    </div>
  );
}

/**
 * The five section links. Plain links: every page is its own document (docs/decisions/040), so a
 * link chosen in the phone menu loads the next page, which starts with the menu closed.
 *
 * Services also lists every service (docs/decisions/046), with no script: in the bar, a
 * `<button popovertarget>` opens the list in a popover (Escape and a press outside close it; Tab
 * goes from the button into the list), and where the browser has no popovers the item is the
 * plain link to the Services hub, as before; in the phone menu, a `<details>` disclosure.
 */
function NavList({ pathname, className, services }: NavListProps) {
  return (
    <ul className={className}>
      {MAIN_NAVIGATION.map((item) => {
        const current = isActiveSection(item.href, pathname) ? "page" : undefined;
        if (item.href !== SERVICES_HREF) {
          return (
            <li key={item.href}>
              <a href={item.href} className={styles.navLink} aria-current={current}>
                {item.label}
              </a>
            </li>
          );
        }
        if (services === "disclosure") {
          return (
            <li key={item.href}>
              <details className={styles.servicesDisclosure}>
                <summary className={styles.navLink} data-current={current}>
                  {item.label}
                  <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
                </summary>
                <ServicesList pathname={pathname} idPrefix="menu-services" />
              </details>
            </li>
          );
        }
        return (
          <li key={item.href}>
            {/* The item where the browser has no popovers (`data-popover-fallback`: hidden by CSS where it has them). */}
            <a href={item.href} className={`${styles.navLink} ${styles.servicesLink}`} aria-current={current} data-popover-fallback="">
              {item.label}
            </a>
            <button type="button" popoverTarget={SERVICES_PANEL_ID} className={`${styles.navLink} ${styles.servicesToggle}`} data-current={current}>
              {item.label}
              <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
            </button>
            <div id={SERVICES_PANEL_ID} popover="auto" className={styles.servicesPanel}>
              <ServicesList pathname={pathname} idPrefix="bar-services" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The site header (docs/spec.md §2 "Shared frame"): brand, the five section links with
 * `aria-current="page"` on the active section (Services with the list of every service,
 * `NavList`), the theme control (`ThemeControl`) and the
 * main action's button (`CONTACT_ACTION_LABEL`). It needs no script (docs/product-decisions.md, decisions 11 and 14;
 * docs/decisions/040).
 *
 * Below 1024 px the links and the theme control sit in a panel that the browser opens and closes
 * itself (from 768 px the main action's button stays in the bar beside it): a `popover`
 * (HTML "The popover attribute") shown by a `<button popovertarget>`, whose expanded state the
 * browser exposes to assistive technology. Escape and a press outside close it, and Escape
 * returns focus to the button; Tab goes from the button into the panel (HTML "popover focusing
 * steps"). `machines/mobileMenu` is the model that e2e/mobile-menu.spec.ts walks on the built
 * pages. Where the browser has no popovers (`@supports selector(:popover-open)` fails), and
 * without CSS support for that test, the toggle is a link to the panel (`#site-menu`), which CSS
 * shows while it is the document's target (`:target`), as before scripts existed.
 */
export function SiteHeader() {
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
        <a href={canonicalPath(HOME_PATH)} className={styles.brand}>
          <BrandMark className={styles.brandMark} />
          <span>
            {site.shortName}
            <span className={styles.brandTagline}> Reputation Management</span>
          </span>
        </a>
        <nav aria-label="Main" className={styles.desktopNav}>
          <NavList pathname={pathname} className={styles.list} services="popover" />
        </nav>
        <div className={styles.actions}>
          <ThemeControl name="theme" variant="compact" className={styles.barTheme} />
          <ButtonLink to={canonicalPath(CONTACT_PATH)} reloadDocument size="sm" onDark className={styles.cta}>
            {CONTACT_ACTION_LABEL}
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
        <NavList pathname={pathname} className={styles.mobileList} services="disclosure" />
        <ThemeControl name="theme-menu" variant="full" className={styles.menuTheme} />
        <ButtonLink to={canonicalPath(CONTACT_PATH)} reloadDocument onDark className={styles.mobileCta}>
          {CONTACT_ACTION_LABEL}
        </ButtonLink>
      </nav>
    </header>
  );
}
