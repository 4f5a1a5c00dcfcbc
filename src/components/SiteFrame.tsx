import { type ReactNode, Suspense, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { QuickExit } from "./QuickExit/QuickExit";
import { SiteFooter } from "./SiteFooter/SiteFooter";
import { SiteHeader } from "./SiteHeader/SiteHeader";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink/SkipLink";
import styles from "./SiteFrame.module.css";
import { HydrationProvider } from "../hooks/useHydrated";

/**
 * Moves focus to the new page's `h1` after a client-side navigation (not on the first load),
 * so keyboard and screen-reader users start reading the new page (WCAG 2.4.3 Focus Order). React
 * Router's `<ScrollRestoration>` scrolls to the top; `meta` changes the title.
 */
function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`);
    if (!heading) return;
    heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * The shared frame of every page (docs/spec.md §2 "Shared frame"): skip link, the quick exit
 * (docs/product-decisions.md, decisions 13 and 17; docs/decisions/025 and 059), header, main and
 * footer (which opens with the line to "Get help now", `HelpStrip`), under
 * the `HydrationProvider` that tells components when the page has hydrated (`useHydrated`) and
 * marks it `data-hydrated`. The toasts are the islands' that raise them (`src/islands/IslandRoot.tsx`;
 * docs/decisions/041). In the build no page hydrates with the router; in `npm run dev` React Router
 * hydrates every page, with its islands in the page's tree (README "See it").
 *
 * The top of the page is one pinned block (`.pinned`): the quick exit's strip above the header.
 * Both take their own room in the flow and stay at the top while scrolling, so the quick exit
 * covers nothing and is always at hand (GOV.UK "Exit this page" is sticky at the top); the page's
 * scroll padding is the block's height (`--header-height`, tokens.css; WCAG 2.4.11 Focus Not
 * Obscured). It comes right after the skip link in the source: the second stop of the keyboard.
 *
 * The header, the page's content and the footer are each a Suspense boundary, so React hydrates
 * them one at a time, and a press or a key in one of them before the page is live makes React
 * hydrate that region first, at once, instead of the whole page (selective hydration,
 * https://react.dev/reference/react-dom/client/hydrateRoot and
 * https://github.com/reactwg/react-18/discussions/130). Nothing in them suspends: the prerendered
 * HTML holds every region's content, and the fallback is never shown.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  useFocusHeadingOnNavigation();
  return (
    <HydrationProvider>
      <div className={styles.frame}>
        <SkipLink />
        <div className={styles.pinned}>
          <QuickExit />
          <Suspense>
            <SiteHeader />
          </Suspense>
        </div>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          <Suspense>{children}</Suspense>
        </main>
        <Suspense>
          <SiteFooter />
        </Suspense>
      </div>
    </HydrationProvider>
  );
}
