import { ArrowRight } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { IllustrationKey } from "../../content/taxonomy";
import { IllustrationUse } from "../Illustration/Illustration";
import styles from "./ArticleCard.module.css";

interface ArticleCardProps {
  /** Canonical path of the article. */
  href: string;
  title: string;
  /** Excerpt, description or summary (or a search excerpt with its matched words marked). */
  text: ReactNode;
  image: IllustrationKey;
  /** The prefix of the ids of the list's sprite, which holds `image` (`IllustrationSprite`). */
  spritePrefix: string;
  /** Category or industry, shown above the title. */
  eyebrow?: string;
  /** Date and read time, for example. */
  meta?: ReactNode;
  /** Chips under the text (tags, categories). */
  footer?: ReactNode;
  /** Visible label of the link, e.g. "Read more"; the title completes its accessible name. */
  linkLabel?: string;
  headingLevel?: "h2" | "h3";
}

/**
 * A Learning Center card (docs/spec.md §2 "Blog list", "Guides list", "Case studies"), shown in an
 * `ArticleCardList`, whose sprite holds its illustration:
 * eyebrow, meta, title, text and a "Read more" cue. The title is the one link (so every link's
 * text names its destination, WCAG 2.4.4); it covers the whole card, so a click anywhere on the
 * card, including "Read more", follows it. `data-teaser` marks it as a summary of another page for
 * the content check (scripts/check-content.ts), which reads that page's own notes there.
 */
export function ArticleCard({ href, title, text, image, spritePrefix, eyebrow, meta, footer, linkLabel = "Read more", headingLevel = "h3" }: ArticleCardProps) {
  const Heading = headingLevel;
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId} data-teaser="">
      <IllustrationUse name={image} prefix={spritePrefix} className={styles.image} />
      <div className={styles.body}>
        {eyebrow || meta ? (
          <p className={styles.meta}>
            {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
            {meta}
          </p>
        ) : null}
        <Heading id={titleId} className={styles.title}>
          <a href={href} className={styles.titleLink}>
            {title}
          </a>
        </Heading>
        <p className={styles.excerpt}>{text}</p>
        <div className={styles.footer}>
          {footer}
          <span className={styles.more} aria-hidden="true">
            {linkLabel}
            <ArrowRight aria-hidden="true" size={16} />
          </span>
        </div>
      </div>
    </article>
  );
}
