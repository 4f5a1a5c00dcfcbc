import { type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { QuickExit } from "./QuickExit/QuickExit";
import { SiteFooter } from "./SiteFooter/SiteFooter";
import { SiteHeader } from "./SiteHeader/SiteHeader";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink/SkipLink";
import styles from "./SiteFrame.module.css";
import { ToastProvider } from "./Toast/ToastProvider";
import { HYDRATED_ATTRIBUTE } from "../config/enhancement";

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
 * Marks the document `data-hydrated` once React has taken over the prerendered page, which happens
 * after the first paint (docs/decisions/011). The hydration loader watches for it to replay the
 * presses on `data-replay-click` and `data-replay-submit` elements made before hydration
 * (scripts/html/loader/hydration-loader.ts); tests that need a hydrated page wait for it.
 */
function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
}

/**
 * The shared frame of every page (docs/spec.md §2 "Shared frame"): skip link, the quick exit when
 * `quickExit` is set (the app sets it from the route, `offersQuickExit`; docs/product-decisions.md,
 * decision 13), header, main, footer, toasts.
 */
export function SiteFrame({ children, quickExit = false }: { children: ReactNode; quickExit?: boolean }) {
  useFocusHeadingOnNavigation();
  useHydratedMarker();
  return (
    <ToastProvider>
      <div className={styles.frame}>
        <SkipLink />
        {quickExit ? <QuickExit /> : null}
        <SiteHeader />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <SiteFooter />
      </div>
    </ToastProvider>
  );
}
