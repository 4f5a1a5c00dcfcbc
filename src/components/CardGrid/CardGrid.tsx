import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Card } from "../../content/types";
import { Icon } from "../Icon/Icon";
import styles from "./CardGrid.module.css";

interface CardGridProps {
  cards: readonly Card[];
  /** Heading level of the card titles: `h3` under a section's `h2` (default). */
  headingLevel?: "h3" | "h4";
  /** Columns on wide screens (64 rem and up); two from 40 rem, one below. Default 3. */
  columns?: 2 | 3 | 4;
  /**
   * `cards` (default): bordered boxes, for cards that lead somewhere. `rows`: the same icon, title
   * and text as a ruled list without boxes, two columns from 40rem, for points to read rather than
   * places to go (docs/decisions/061): a page is not one box grid after another.
   */
  variant?: "cards" | "rows";
}

const COLUMN_CLASS = { 2: undefined, 3: styles.cols3, 4: styles.cols4 } as const;

/**
 * A responsive grid of cards (icon, title, description, optional link), as a list so screen
 * readers announce the count. A linked card is clickable as a whole, but only its link is in the
 * tab order. Its name is the card's `linkLabel`, or "Learn more about <title>" (the last words
 * visually hidden) so every link makes sense out of context (WCAG 2.4.4).
 */
export function CardGrid({ cards, headingLevel = "h3", columns = 3, variant = "cards" }: CardGridProps) {
  const Heading = headingLevel;
  const listClass = variant === "rows" ? styles.rows : [styles.grid, COLUMN_CLASS[columns]].filter(Boolean).join(" ");
  const cardClass = variant === "rows" ? styles.row : styles.card;
  return (
    <ul className={listClass}>
      {cards.map((card) => (
        <li key={card.title}>
          <article className={[cardClass, card.href ? styles.linked : ""].join(" ")}>
            <span className={styles.icon}>
              <Icon name={card.icon} />
            </span>
            <Heading className={styles.title}>{card.title}</Heading>
            <p className={styles.description}>{card.description}</p>
            {card.href ? (
              <Link to={card.href} className={styles.link}>
                {card.linkLabel ?? (
                  <>
                    Learn more<span className="visually-hidden"> about {card.title}</span>
                  </>
                )}
                <ArrowRight aria-hidden="true" size={16} />
              </Link>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
