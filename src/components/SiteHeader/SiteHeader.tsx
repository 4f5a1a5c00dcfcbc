import { useMachine } from "@xstate/react";
import { Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { mobileMenuMachine } from "../../../machines/mobileMenu";
import { site } from "../../config/site";
import { ButtonLink } from "../Button/Button";
import { DisclosureButton } from "../DisclosureButton/DisclosureButton";
import { BrandMark } from "./BrandMark";
import { MAIN_NAVIGATION, isActiveSection } from "./navigation";
import styles from "./SiteHeader.module.css";

/** The width at which the full navigation replaces the menu button (SPEC: below 768 px). */
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
 * The site header (SPEC "Shared frame"; issue 2 point 3): brand, the five section links with
 * `aria-current="page"` on the active section, and the 'Free Consultation' button.
 * Below 768 px the links sit in a disclosure (WAI-ARIA APG "Disclosure Navigation Menu", not an
 * ARIA menu) driven by `machines/mobileMenu`: it closes when a link is chosen, on route change,
 * when the viewport widens, and on Escape with focus back on the toggle. The toggle is Ariakit's
 * `Disclosure`, loaded on first use (`DisclosureButton`).
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [state, send, actor] = useMachine(mobileMenuMachine);
  const open = state.matches("open");

  useEffect(() => {
    const subscription = actor.on("focusToggle", () => toggleRef.current?.focus());
    return () => subscription.unsubscribe();
  }, [actor]);

  useEffect(() => {
    send({ type: "ROUTE.CHANGED" });
  }, [pathname, send]);

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
        <Link to="/" className={styles.brand}>
          <BrandMark className={styles.brandMark} />
          <span>
            {site.shortName}
            <span className={styles.brandTagline}> Reputation Management</span>
          </span>
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          <NavList pathname={pathname} className={styles.list} />
        </nav>
        <div className={styles.actions}>
          <ButtonLink to="/contact/" size="sm" onDark className={styles.cta}>
            Free Consultation
          </ButtonLink>
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
        </div>
      </div>
      {/* Hidden with the `hidden` attribute, not an inline style, which the content security
          policy (style-src 'self') would refuse. */}
      <nav id={MENU_PANEL_ID} aria-label="Main" hidden={!open} className={styles.mobilePanel}>
        <NavList pathname={pathname} className={styles.mobileList} onNavigate={() => send({ type: "LINK.CHOSEN" })} />
        <ButtonLink to="/contact/" onDark className={styles.mobileCta} onClick={() => send({ type: "LINK.CHOSEN" })}>
          Free Consultation
        </ButtonLink>
      </nav>
    </header>
  );
}
