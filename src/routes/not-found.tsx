import { useEffect } from "react";
import { useLocation } from "react-router";
import { Breadcrumbs } from "../components/Breadcrumbs/Breadcrumbs";
import { ButtonLink } from "../components/Button/Button";
import { NOT_FOUND_ATTRIBUTE, notFoundMessage } from "../config/enhancement";
import { pageMeta } from "../seo/meta";
import { notFoundRoute } from "../site/manifest";
import styles from "./not-found.module.css";
import { canonicalPath, CONTACT_PATH, HOME_PATH } from "../site/paths";

/** Not indexed (docs/product-decisions.md, decision 7); same tags at every URL, so it hydrates anywhere. */
export function meta() {
  return pageMeta({
    path: notFoundRoute.prerenderAt,
    title: "Page not found",
    description: "The page you were looking for does not exist or has moved. Return to the RRR home page or contact us.",
    keywords: ["page not found"],
    noindex: true,
  });
}

/**
 * The not-found page (docs/spec.md §2 "Not-found"): '404', 'Oops! Page not found' and a Return to
 * Home link. It renders the same markup at every URL (prerendered once at /404, served as 404.html
 * with HTTP 404). The page ships no React (`notFoundRoute.scripts`): its inline script logs the
 * missing path (`NOT_FOUND_ATTRIBUTE`, scripts/html/loader/static-main.ts); the effect does it when
 * React renders the page after a client-side navigation to an unknown path.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(notFoundMessage(pathname));
  }, [pathname]);
  return (
    <div className={styles.inner} {...{ [NOT_FOUND_ATTRIBUTE]: "" }}>
      <Breadcrumbs />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>
        <span className="visually-hidden">404: </span>Oops! Page not found
      </h1>
      <p className={styles.body}>
        The page you were looking for does not exist, or it has moved. Check the address for typing mistakes, or
        start again from the home page. If you need help now, our team is one message away.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={canonicalPath(HOME_PATH)}>Return to Home</ButtonLink>
        <ButtonLink to={canonicalPath(CONTACT_PATH)} variant="outline">
          Contact us
        </ButtonLink>
      </div>
    </div>
  );
}
