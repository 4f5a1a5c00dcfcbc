import { Disclosure, DisclosureContent, useDisclosureStore } from "@ariakit/react";
import { useMachine } from "@xstate/react";
import { Menu, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { mobileMenuMachine } from "../../../machines/mobileMenu";
import { site } from "../../config/site";
import { ButtonLink } from "../Button/Button";
import { BrandMark } from "./BrandMark";
import { MAIN_NAVIGATION, isActiveSection } from "./navigation";
import styles from "./SiteHeader.module.css";

/** The width at which the full navigation replaces the menu button (SPEC: below 768 px). */
const WIDE_QUERY = "(min-width: 48rem)";

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
 * Below 768 px the links sit in a disclosure (Ariakit `Disclosure`; WAI-ARIA APG "Disclosure
 * Navigation Menu", not an ARIA menu) driven by `machines/mobileMenu`: it closes when a link is
 * chosen, on route change, when the viewport widens, and on Escape with focus back on the toggle.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [state, send, actor] = useMachine(mobileMenuMachine);
  const open = state.matches("open");
  const disclosure = useDisclosureStore({
    open,
    setOpen: (next) => {
      if (next !== open) send({ type: "TOGGLE" });
    },
  });

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

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      send({ type: "ESCAPE" });
    }
  };

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
          <Disclosure store={disclosure} ref={toggleRef} className={styles.toggle} onKeyDown={onKeyDown}>
            {open ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
            Menu
          </Disclosure>
        </div>
      </div>
      {/* `alwaysVisible` with our own `hidden`: Ariakit would otherwise prerender an inline
          `style="display:none"`, which the content security policy (style-src 'self') refuses. */}
      <DisclosureContent
        store={disclosure}
        alwaysVisible
        hidden={!open}
        className={styles.mobilePanel}
        onKeyDown={onKeyDown}
        render={<nav aria-label="Main" />}
      >
        <NavList pathname={pathname} className={styles.mobileList} onNavigate={() => send({ type: "LINK.CHOSEN" })} />
        <ButtonLink to="/contact/" onDark className={styles.mobileCta} onClick={() => send({ type: "LINK.CHOSEN" })}>
          Free Consultation
        </ButtonLink>
      </DisclosureContent>
    </header>
  );
}
