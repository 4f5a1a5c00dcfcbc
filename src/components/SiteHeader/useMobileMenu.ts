import { useMachine } from "@xstate/react";
import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";
import { mobileMenuMachine } from "../../../machines/mobileMenu";
import { useHydrated } from "../../hooks/useHydrated";

/** The width at which the full navigation replaces the menu button (below 768 px, docs/spec.md §2 "Shared frame"). */
const WIDE_QUERY = "(min-width: 48rem)";

/** What the header renders the phone menu from (`useMobileMenu`). */
export interface MobileMenu {
  /** Whether the panel is open (the machine's `open` state). */
  readonly open: boolean;
  /** Whether the page is hydrated: the toggle is then the disclosure button, before it the link to the panel. */
  readonly enhanced: boolean;
  /** Goes on the disclosure button: focus returns there on Escape, and from the link it replaces. */
  readonly toggleRef: RefObject<HTMLButtonElement | null>;
  /** Goes on the pre-hydration link (a callback ref): sees whether focus was on it when it left. */
  readonly linkRef: (element: HTMLAnchorElement | null) => void;
  /** For the button: opens or closes the panel. */
  readonly toggle: () => void;
  /** For the panel's links: a link chosen closes the panel. */
  readonly linkChosen: () => void;
}

/**
 * The header's phone menu (docs/spec.md §4 "Mobile menu"; WAI-ARIA APG "Disclosure Navigation
 * Menu"), driven by `machines/mobileMenu`: the hook owns its effects, the header renders what it
 * returns. The panel closes when a link is chosen, on route change (`pathname`), when the viewport
 * widens to 768 px, and on Escape wherever focus is, with focus back on the toggle.
 *
 * Before hydration the toggle is a link to the panel (`#<panelId>`, shown by CSS while it is the
 * document's target). When the button replaces it, after hydration, a panel opened that way stays
 * open (the machine adopts it and the hash is dropped, so the panel's visibility is the machine's
 * alone), and focus on the link moves to the button in the same commit, so it never rests on `<body>` (where a key press would
 * be lost; WCAG 2.4.3 Focus Order).
 *
 * @param pathname - the current route's path (React Router's location): a change closes the panel.
 * @param panelId - the `id` of the navigation panel, which the pre-hydration link targets.
 */
export function useMobileMenu(pathname: string, panelId: string): MobileMenu {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const linkElement = useRef<HTMLAnchorElement | null>(null);
  const linkHadFocus = useRef(false);
  const [state, send, actor] = useMachine(mobileMenuMachine);
  const enhanced = useHydrated();
  const open = state.matches("open");

  // React detaches the link's ref just before it removes the link: the moment to see whether the
  // visitor's focus was on it.
  const linkRef = (element: HTMLAnchorElement | null) => {
    if (!element && linkElement.current && document.activeElement === linkElement.current) linkHadFocus.current = true;
    linkElement.current = element;
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

  // When the button replaces the link (declared after ROUTE.CHANGED, which also runs on mount): a
  // menu opened by the link stays open; the hash that opened it is dropped, so the panel's
  // visibility is the machine's alone from now on. Not at mount: React renders the button in a
  // transition after hydration (`useHydrated`), and the link can still be followed until then.
  useEffect(() => {
    if (!enhanced || window.location.hash !== `#${panelId}`) return;
    send({ type: "TOGGLE" });
    const { pathname: path, search } = window.location;
    window.history.replaceState(window.history.state, "", `${path}${search}`);
  }, [enhanced, send, panelId]);

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

  return {
    open,
    enhanced,
    toggleRef,
    linkRef,
    toggle: () => send({ type: "TOGGLE" }),
    linkChosen: () => send({ type: "LINK.CHOSEN" }),
  };
}
