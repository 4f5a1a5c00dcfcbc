import { ArticleCardList, summaryCard } from "../components/ArticleCardList/ArticleCardList";
import { ButtonLink } from "../components/Button/Button";
import { PageHero } from "../components/PageHero/PageHero";
import { guideSummary } from "../content/articleSummary";
import { guides } from "../content/collections";
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

export function meta() {
  return webPageMeta("CollectionPage", { path: GUIDES_PATH, ...META });
}

/**
 * The guides list (docs/spec.md §2 "Guides list"): cards with categories and read time; a block to
 * suggest a topic. Plain HTML, no script (docs/decisions/041): every guide on one page while
 * they are few.
 */
export default function GuidesIndex() {
  return (
    <>
      <PageHero
        eyebrow="Guides"
        title="In-depth guides, written by specialists"
        lead="Step-by-step explanations of how removal, suppression and reputation work, so you can act with confidence, on your own or with us."
      />
      <div className={styles.container}>
        <ArticleCardList
          headingLevel="h2"
          className={lists.grid}
          cards={guides.map((guide) => ({
            ...summaryCard(guideSummary(guide)),
            eyebrow: guide.categories.join(", "),
            meta: <span>{guide.readTime} min read</span>,
            linkLabel: "Read the guide",
          }))}
        />
        <section className={styles.suggest} aria-labelledby="suggest-topic">
          <div>
            <h2 id="suggest-topic">Need a guide we have not written?</h2>
            <p>Tell us what you would like explained and our specialists will consider it for a future guide.</p>
          </div>
          <ButtonLink to={canonicalPath(CONTACT_PATH)} variant="outline">
            Suggest a topic
          </ButtonLink>
        </section>
      </div>
    </>
  );
}
