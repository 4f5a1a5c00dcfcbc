import { type ArticleCardItem, ArticleCardList, summaryCard } from "../components/ArticleCardList/ArticleCardList";
import { ButtonLink } from "../components/Button/Button";
import { CardGrid } from "../components/CardGrid/CardGrid";
import { NewsletterForm } from "../components/NewsletterForm/NewsletterForm";
import { PageHero } from "../components/PageHero/PageHero";
import { LearningCenterSearch } from "../components/SiteSearch/SiteSearch";
import { blogPostSummary, caseStudySummary, guideSummary } from "../content/articleSummary";
import { blogPosts, caseStudies, guides } from "../content/collections";
import type { Card } from "../content/types";
import { Island } from "../islands/Island";
import { webPageMeta } from "../seo/pageKindMeta";
import styles from "./learning-center.module.css";
import learning from "./learning.module.css";
import { BLOG_PATH, canonicalPath, CASE_STUDIES_PATH, FAQS_PATH, GLOSSARY_PATH, GUIDES_PATH, LEARNING_PATH, guidePath } from "../site/paths";

const META = {
  title: "Learning Center: Guides, Articles and Answers",
  description:
    "Search RRR's Learning Center: in-depth guides, articles, case studies, FAQs and a glossary on content removal, reviews, privacy and online reputation.",
  keywords: ["reputation management resources", "learning center", "content removal guide", "ORM glossary", "reputation FAQ"],
};


export function meta() {
  return webPageMeta("CollectionPage", { path: LEARNING_PATH, ...META });
}

/** The five sections of the Learning Center (docs/spec.md §2 "Learning Center": five tiles). */
const TILES: Card[] = [
  { icon: "newspaper", title: "Blog", description: "Practical articles on search results, reviews, privacy and the law.", href: canonicalPath(BLOG_PATH), linkLabel: "Read the blog" },
  { icon: "book-open", title: "Guides", description: "In-depth, step-by-step guides from the RRR editorial team.", href: canonicalPath(GUIDES_PATH), linkLabel: "Browse the guides" },
  { icon: "message-warning", title: "FAQs", description: "Straight answers to the questions people ask us most.", href: canonicalPath(FAQS_PATH), linkLabel: "Read the FAQs" },
  { icon: "trending-up", title: "Case Studies", description: "Illustrative examples of how we approach each kind of problem, step by step.", href: canonicalPath(CASE_STUDIES_PATH), linkLabel: "See the case studies" },
  { icon: "search", title: "Glossary", description: "Reputation management terms explained in plain words.", href: canonicalPath(GLOSSARY_PATH), linkLabel: "Open the glossary" },
];

/**
 * Editor's picks (docs/spec.md §2 "Learning Center"): the content removal guide, the AI article and
 * the restaurant case study.
 */
function editorsPicks(): ArticleCardItem[] {
  const guide = guides.find((candidate) => candidate.slug === "online-content-removal-guide");
  const post = blogPosts.find((candidate) => candidate.slug === "ai-reputation");
  const study = caseStudies.find((candidate) => candidate.slug === "restaurant-review-turnaround");
  return [
    guide && { ...summaryCard(guideSummary(guide)), eyebrow: "Guide" },
    post && { ...summaryCard(blogPostSummary(post)), eyebrow: "Article" },
    study && { ...summaryCard(caseStudySummary(study)), eyebrow: "Case study" },
  ].filter((pick) => pick !== undefined);
}

/**
 * The Learning Center landing (docs/spec.md §2 "Learning Center"; docs/decisions/007): breadcrumb,
 * search, the way to the free routes (docs/decisions/046), three editor's picks, five tiles and the newsletter block. Static HTML but for two
 * islands (docs/decisions/041), each hydrated when the visitor first uses it: the search
 * (`learning-search`, also at load when the address carries `?q=`) and the newsletter.
 */
export default function LearningCenter() {
  return (
    <>
      <PageHero
        eyebrow="Learning Center"
        title="Understand your options before you act"
        lead="Guides, articles, case studies, answers and a glossary from the RRR editorial team, in plain words, for anyone dealing with what is said about them online."
        visual="learning"
      />
      <Island name="learning-search">
        <LearningCenterSearch />
      </Island>
      <div className={styles.container}>
        {/* Free options first (docs/decisions/046): the routes that cost nothing, before the firm's articles. */}
        <section aria-labelledby="free-first" className={`${learning.suggest} ${styles.free}`}>
          <div>
            <h2 id="free-first">Try the free routes first</h2>
            <p>Google&apos;s removal forms, platform reports and data broker opt-outs cost nothing. Our guide says when each fits and what it cannot do.</p>
          </div>
          <ButtonLink to={canonicalPath(guidePath("free-options"))} variant="outline">
            Free ways to remove or report content
          </ButtonLink>
        </section>
        <section aria-labelledby="editors-picks">
          <h2 id="editors-picks">Editor's picks</h2>
          <ArticleCardList cards={editorsPicks()} className={styles.picks} />
        </section>
        <section aria-labelledby="explore" className={styles.tiles}>
          <h2 id="explore">Explore the Learning Center</h2>
          <CardGrid cards={TILES} columns={3} />
        </section>
        <Island name="newsletter">
          <NewsletterForm />
        </Island>
      </div>
    </>
  );
}
