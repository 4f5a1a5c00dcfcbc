import interLatinUrl from "./styles/generated/inter-latin-wght.woff2?url";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { SiteFrame } from "./components/SiteFrame";
import { THEME_SCRIPT } from "./components/ThemeControl/theme";
import { PagePathProvider } from "./hooks/usePagePath";
import NotFound from "./routes/not-found";
import { HOME_PATH } from "./site/paths";
import { findPage } from "./site/manifest";
import { SMOOTH_SCROLL_ATTRIBUTE, scrollsSmoothly } from "./site/smoothScroll";
import { SPECULATION_RULES_TEXT, carriesSpeculationRules } from "./site/speculationRules";
import styles from "./root.module.css";
import "./styles/global.css";

/** Preloads the one web font (it styles the LCP heading) and declares the icons. */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatinUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * The HTML document around every route. The theme script comes before the stylesheet, so the first
 * paint already has the visitor's theme; it sets `data-theme` on `<html>` before React hydrates,
 * hence `suppressHydrationWarning` there (it covers that element's attributes only).
 *
 * `<meta name="referrer" content="no-referrer">` repeats the `Referrer-Policy` header of
 * `deploy/policy.ts` (`REFERRER_POLICY`; W3C Referrer Policy §4.2 "Delivery via meta"), so a
 * host that drops the header still sends no `Referer` to other sites, the quick exit's neutral site
 * included. It comes before every element that could fetch something; `scripts/postbuild.ts`
 * fails a build whose page lacks it or has it later (`scripts/html/referrer-meta.ts`). The
 * speculation rules end the head on every page that carries them (`carriesSpeculationRules`).
 *
 * A page with an in-page index marks `<html>` with `data-smooth-scroll` (`scrollsSmoothly`), which
 * global.css reads: a mark written once here, not a `:has()` the browser re-evaluates on `<html>`
 * at each change of the page (docs/decisions/064).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const page = findPage(pathname);
  return (
    <html lang="en" suppressHydrationWarning {...(scrollsSmoothly(page?.behaviours) ? { [SMOOTH_SCROLL_ATTRIBUTE]: "" } : {})}>
      <head>
        <meta charSet="utf-8" />
        <meta name="referrer" content="no-referrer" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <meta name="theme-color" content="#0b1f33" />
        <Meta />
        <Links />
        {carriesSpeculationRules(page?.behaviours) ? <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES_TEXT }} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The app: every route inside the site frame (the quick exit on every page), and the page's path for the components that read it (`usePagePath`).
 */
export default function App() {
  const { pathname } = useLocation();
  return (
    <PagePathProvider path={pathname}>
      <SiteFrame>
        <Outlet />
      </SiteFrame>
    </PagePathProvider>
  );
}

/**
 * Last-resort error page: keeps the frame so the visitor can navigate away. Styled by class, not
 * by a `style` attribute, which the content security policy (`style-src 'self'`) would refuse in
 * served HTML.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A path no page has, under a route that pages share (`learning/blog/:s2`; docs/decisions/049):
  // the page's loader answers 404, and the visitor sees the not-found page, as the built site
  // serves 404.html for it.
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PagePathProvider path={pathname}>
        <SiteFrame>
          <NotFound />
        </SiteFrame>
      </PagePathProvider>
    );
  }
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <SiteFrame>
      <div className={styles.errorPage}>
        <h1>{title}</h1>
        <p>
          This page could not be shown. Please reload it, or go back to the <a href={HOME_PATH}>home page</a>.
        </p>
      </div>
    </SiteFrame>
  );
}
