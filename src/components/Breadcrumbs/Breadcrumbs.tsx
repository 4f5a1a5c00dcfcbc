import { Link, useLocation } from "react-router";
import { breadcrumbTrail } from "../../site/manifest";
import styles from "./Breadcrumbs.module.css";

interface BreadcrumbsProps {
  /** `dark` on navy hero bands. */
  tone?: "light" | "dark";
}

/**
 * The visible breadcrumb trail of the current page (docs/spec.md §1; WAI-ARIA APG "Breadcrumb"):
 * a `nav` labelled "Breadcrumb", an ordered list, the last item marked `aria-current="page"`.
 * The trail comes from the route manifest, like the page's BreadcrumbList JSON-LD.
 */
export function Breadcrumbs({ tone = "light" }: BreadcrumbsProps) {
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  return (
    <nav aria-label="Breadcrumb" className={[styles.breadcrumbs, tone === "dark" ? styles.dark : ""].join(" ")}>
      <ol className={styles.list}>
        {trail.map((item, index) => (
          <li key={item.url} className={styles.item}>
            {index === trail.length - 1 ? (
              <span aria-current="page" className={styles.current}>
                {item.name}
              </span>
            ) : (
              <Link className={styles.link} to={item.url}>
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
