import type { ReactNode } from "react";
import { Breadcrumbs } from "../Breadcrumbs/Breadcrumbs";
import { HeroVisual, type HeroVisualKind } from "../HeroVisual/HeroVisual";
import styles from "./PageHero.module.css";

interface PageHeroProps {
  /** The page's one `h1`. */
  title: ReactNode;
  /** A short label above the title. */
  eyebrow?: string;
  /** One or two sentences under the title. */
  lead?: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** `large` for the home page. */
  size?: "default" | "large";
  /** Content beside the text on wide screens (below it on small ones). */
  aside?: ReactNode;
  /**
   * A decorative drawing beside the text from 64rem up, when there is no `aside` (`HeroVisual`;
   * docs/decisions/051): so a wide hero's right half says what the page is about.
   */
  visual?: HeroVisualKind;
}

/**
 * The navy band that opens every page: breadcrumb trail, eyebrow, the page's `h1`, a lead and
 * optional actions. Keeping the `h1` here gives every page one top-level heading (WCAG 1.3.1)
 * that route changes move focus to.
 */
export function PageHero({ title, eyebrow, lead, actions, aside: givenAside, visual, size = "default" }: PageHeroProps) {
  const aside = givenAside ?? (visual === undefined ? undefined : <HeroVisual kind={visual} />);
  return (
    <div className={[styles.hero, size === "large" ? styles.large : ""].join(" ")}>
      <div className={styles.inner}>
        <Breadcrumbs tone="dark" />
        <div className={aside ? styles.split : undefined}>
          <div>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <h1 className={styles.title}>{title}</h1>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
            {actions ? <div className={styles.actions}>{actions}</div> : null}
          </div>
          {aside}
        </div>
      </div>
    </div>
  );
}
