import { BrandMark } from "../SiteHeader/BrandMark";
import styles from "./AuthorBox.module.css";

/**
 * The author of every article: the firm's editorial team, not an invented person
 * (docs/product-decisions.md, decision 8).
 */
export const EDITORIAL_AUTHOR = "RRR Editorial Team";

/** The author box at the end of an article (docs/spec.md §2 "Blog articles"). */
export function AuthorBox() {
  return (
    <aside className={styles.box} aria-label="About the author">
      <BrandMark className={styles.mark} />
      <div>
        <p className={styles.name}>
          <strong>{EDITORIAL_AUTHOR}</strong>
        </p>
        <p>
          Written and reviewed by RRR's reputation specialists, who work every day on content removal, search
          results, reviews and privacy for individuals and businesses. We update articles when platforms change their
          rules. This is general information, not legal advice.
        </p>
      </div>
    </aside>
  );
}
