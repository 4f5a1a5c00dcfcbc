import { useMachine } from "@xstate/react";
import { Menu, X } from "lucide-react";
import { useEffect, useLayoutEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { mobileMenuMachine } from "../../../machines/mobileMenu";
import { site } from "../../config/site";
import { useHydrated } from "../../hooks/useHydrated";
import { ButtonLink } from "../Button/Button";
import { DisclosureButton } from "../DisclosureButton/DisclosureButton";
import { ThemeControl } from "../ThemeControl/ThemeControl";
import { BrandMark } from "./BrandMark";
import { MAIN_NAVIGATION, isActiveSection } from "./navigation";
import styles from "./SiteHeader.module.css";
import { canonicalPath, CONTACT_PATH, HOME_PATH } from "../../site/paths";

/** The width at which the full navigation replaces the menu button (below 768 px, docs/spec.md §2 "Shared frame"). */
const WIDE_QUERY = "(min-width: 48rem)";

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
 * ARIA menu) driven by `machines/mobileMenu`: it closes when a link is chosen, on route change,
 * when the viewport widens, and on Escape with focus back on the toggle. The toggle is Ariakit's
 * `Disclosure`, loaded on first use (`DisclosureButton`).
 *
 * Before and without scripts the toggle is a link to the panel (`#site-menu`), which CSS shows
 * while it is the document's target (`:target`), so the navigation opens at the first tap. When
 * the page hydrates, the link becomes the disclosure button; a panel already opened that way stays
 * open (the machine adopts it), and focus on the link moves to the button.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const linkRef = useRef<HTMLAnchorElement | null>(null);
  const linkHadFocus = useRef(false);
  const [state, send, actor] = useMachine(mobileMenuMachine);
  const enhanced = useHydrated();
  const open = state.matches("open");

  // React detaches the link's ref just before it removes the link: the moment to see whether the
  // visitor's focus was on it.
  const setLinkRef = (element: HTMLAnchorElement | null) => {
    if (!element && linkRef.current && document.activeElement === linkRef.current) linkHadFocus.current = true;
    linkRef.current = element;
  };

  // The button takes over the link's focus in the commit that swapped them, so focus never rests
  // on <body> (where a key press would be lost).
  useLayoutEffect(() => {
    if (enhanced && linkHadFocus.current) {
      linkHadFocus.current = false;
      toggleRef.current?.focus();
    }
  }, [enhanced]);

  useEffect(() => {
    const subscription = actor.on("focusToggle", () => toggleRef.current?.focus());
    return () => subscription.unsubscribe();
  }, [actor]);

  useEffect(() => {
    send({ type: "ROUTE.CHANGED" });
  }, [pathname, send]);

  // After hydration (declared after ROUTE.CHANGED, which also runs on mount): a menu opened by the
  // link stays open; the hash that opened it is dropped, so the panel's visibility is the
  // machine's alone from now on.
  useEffect(() => {
    if (window.location.hash !== `#${MENU_PANEL_ID}`) return;
    send({ type: "TOGGLE" });
    const { pathname: path, search } = window.location;
    window.history.replaceState(window.history.state, "", `${path}${search}`);
  }, [send]);

  useEffect(() => {
    const query = window.matchMedia(WIDE_QUERY);
    const onChange = () => {
      if (query.matches) send({ type: "VIEWPORT.WIDE" });
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [send]);

  // Escape closes the open menu wherever focus is, and focus returns to the toggle.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      send({ type: "ESCAPE" });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, send]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
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
              onOpenChange={() => send({ type: "TOGGLE" })}
              buttonRef={toggleRef}
              panelId={MENU_PANEL_ID}
              className={styles.toggle}
            >
              {open ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
              Menu
            </DisclosureButton>
          ) : (
            <a ref={setLinkRef} href={`#${MENU_PANEL_ID}`} className={styles.toggle}>
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
        <NavList pathname={pathname} className={styles.mobileList} onNavigate={() => send({ type: "LINK.CHOSEN" })} />
        {/* Rendered once the page is live: it needs scripts anyway, and the prerendered page stays
            lighter before its heading. */}
        {enhanced ? <ThemeControl name="theme-menu" variant="full" className={styles.menuTheme} /> : null}
        <ButtonLink to={canonicalPath(CONTACT_PATH)} onDark className={styles.mobileCta} onClick={() => send({ type: "LINK.CHOSEN" })}>
          Free Consultation
        </ButtonLink>
      </nav>
    </header>
  );
}
