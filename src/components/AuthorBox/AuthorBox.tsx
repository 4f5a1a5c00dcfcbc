import { BrandMark } from "../SiteHeader/BrandMark";
import styles from "./AuthorBox.module.css";

/**
 * The author of every article: the firm's editorial team, not an invented person
 * (docs/product-decisions.md, decision 8).
 */
export const EDITORIAL_AUTHOR = "RRR Editorial Team";

/**
 * The author box at the end of an article (docs/spec.md §2 "Blog articles"). It claims no expertise
 * or update process the firm has not confirmed (docs/content/review.md, ftc-4): who wrote the
 * article, what its dates mean, and that it is not legal advice.
 */
export function AuthorBox() {
  return (
    <aside className={styles.box} aria-label="About the author">
      <BrandMark className={styles.mark} />
      <div>
        <p className={styles.name}>
          <strong>{EDITORIAL_AUTHOR}</strong>
        </p>
        <p>
          Written by RRR's editorial team. Where a "Last reviewed" date shows under the title, that is when what the
          article says about laws and platforms' rules was last checked. This is general information, not legal advice,
          and not a substitute for the advice of an attorney.
        </p>
      </div>
    </aside>
  );
}
