import { canonicalUrl } from "../../seo/meta";
import styles from "./PrintSource.module.css";

interface PrintSourceProps {
  /** The page's registered or canonical path, e.g. `/privacy` or `/learning/blog/ai-reputation/`. */
  path: string;
}

/**
 * The line under the title of a printed article, guide, case study or legal page that says where
 * the page lives: "Online version: https://…/", the page's canonical URL, the same as its
 * `<link rel="canonical">` (`canonicalUrl`). The printout opens with the title, the date line of
 * the page's hero and this line (docs/product-decisions.md, "Look and feel": print styles;
 * docs/decisions/019).
 *
 * On screen it is `display: none`, so it is neither seen nor read there (the address bar says the
 * same); only print shows it.
 */
export function PrintSource({ path }: PrintSourceProps) {
  return <p className={styles.source}>{`Online version: ${canonicalUrl(path)}`}</p>;
}
