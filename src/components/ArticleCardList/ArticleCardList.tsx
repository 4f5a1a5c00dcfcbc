import type { ComponentProps } from "react";
import type { ArticleSummary } from "../../content/articleSummary";
import { canonicalPath } from "../../site/paths";
import { ArticleCard } from "../ArticleCard/ArticleCard";
import { IllustrationSprite, useSpritePrefix } from "../Illustration/Illustration";

/** One card of an `ArticleCardList`: the card's props (`ArticleCard`) and an id unique in the list (the article's slug). */
export type ArticleCardItem = Omit<ComponentProps<typeof ArticleCard>, "headingLevel" | "spritePrefix"> & { readonly id: string };

/**
 * The card fields an article's summary gives (`src/content/articleSummary.ts`): its id, link
 * (canonical path), title, summary as the card's text, and illustration. The page adds the
 * eyebrow, the meta line, the footer and the link label it shows.
 */
export function summaryCard(article: ArticleSummary): Pick<ArticleCardItem, "id" | "href" | "title" | "text" | "image"> {
  return { id: article.slug, href: canonicalPath(article.path), title: article.title, text: article.summary, image: article.image };
}

/**
 * A list of Learning Center cards (`ArticleCard`; docs/spec.md §2 "Blog list", "Guides list",
 * "Case studies", "Learning Center"), one list item each, in the order given: a list of articles
 * is marked up as a list (WCAG 1.3.1 Info and Relationships), so a screen reader says how many
 * there are. Before the list, a sprite with one copy of each drawing its cards show
 * (`IllustrationSprite`; docs/decisions/050), so the HTML does not repeat a drawing per card.
 * @param headingLevel - the cards' title level: `h2` on a list page, where the cards are the
 *   page's sections; `h3` (the default) under a section heading.
 * @param className - the list's layout (the Learning Center's card grid).
 */
export function ArticleCardList({ cards, headingLevel, className }: { cards: readonly ArticleCardItem[]; headingLevel?: "h2" | "h3"; className?: string }) {
  const spritePrefix = useSpritePrefix();
  return (
    <>
      <IllustrationSprite names={cards.map((card) => card.image)} prefix={spritePrefix} />
      <ul className={className}>
        {cards.map(({ id, ...card }) => (
          <li key={id}>
            <ArticleCard {...card} spritePrefix={spritePrefix} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </>
  );
}
