import { useLocation } from "react-router";
import { ArticleCardList, summaryCard } from "../components/ArticleCardList/ArticleCardList";
import { ButtonLink } from "../components/Button/Button";
import { PageHero } from "../components/PageHero/PageHero";
import { Pagination } from "../components/Pagination/Pagination";
import { guideSummary } from "../content/articleSummary";
import { CONTACT_LINK_LABEL } from "../content/actions";
import { guides } from "../content/collections";
import { listPageSnippet } from "../content/filterPages";
import { type PageNeighbours, listPageAtPath, listPagePath, pageItems, pageNeighbours } from "../site/pagination";
import type { Route } from "./+types/guides-index";
import { webPageMeta } from "../seo/pageKindMeta";
import styles from "./learning.module.css";
import lists from "../styles/lists.module.css";
import { canonicalPath, CONTACT_PATH, GUIDES_PATH } from "../site/paths";

const META = {
  title: "Guides to Removing and Managing Online Content",
  description:
    "In-depth, free guides from RRR on removing online content, fighting defamation and managing your reputation before problems start.",
  keywords: ["content removal guide", "online defamation guide", "reputation management guide", "how to remove content"],
};

/** This page of the guides list: 1 at `/learning/guides/`, n at its `/page/<n>/` (docs/decisions/045). */
function guidesPageAt(pathname: string): PageNeighbours {
  return pageNeighbours(GUIDES_PATH, listPageAtPath(pathname).page, guides.length);
}

/** The head of the guides list, or of one of its later pages, with links to the pages around it. */
export function meta({ location }: Route.MetaArgs) {
  const at = guidesPageAt(location.pathname);
  const { title, description } = listPageSnippet(META, "Guides", at.page, at.pages);
  return webPageMeta("CollectionPage", { path: listPagePath(GUIDES_PATH, at.page), title, description, keywords: META.keywords, pagination: at });
}

/**
 * The guides list (docs/spec.md §2 "Guides list"): cards with categories and read time; a block to
 * suggest a topic. Plain HTML, no script (docs/decisions/041). `LIST_PAGE_SIZE` guides a page,
 * with plain links between the pages when there are more (docs/decisions/045).
 */
export default function GuidesIndex() {
  const at = guidesPageAt(useLocation().pathname);
  return (
    <>
      <PageHero
        eyebrow="Guides"
        title="In-depth guides, written by specialists"
        lead="Step-by-step explanations of how removal, suppression and reputation work, so you can act with confidence, on your own or with us."
        visual="learning"
      />
      <div className={styles.container}>
        <ArticleCardList
          headingLevel="h2"
          className={lists.grid}
          cards={pageItems(guides, at.page).map((guide) => ({
            ...summaryCard(guideSummary(guide)),
            eyebrow: guide.categories.join(", "),
            meta: <span>{guide.readTime} min read</span>,
            linkLabel: "Read the guide",
          }))}
        />
        <Pagination listPath={GUIDES_PATH} at={at} label="Pages of guides" />
        <section className={styles.suggest} aria-labelledby="suggest-topic">
          <div>
            <h2 id="suggest-topic">Need a guide we have not written?</h2>
            <p>Tell us through our contact page what you would like explained, and our specialists will consider it for a future guide.</p>
          </div>
          <ButtonLink to={canonicalPath(CONTACT_PATH)} variant="outline">
            {CONTACT_LINK_LABEL}
          </ButtonLink>
        </section>
      </div>
    </>
  );
}
