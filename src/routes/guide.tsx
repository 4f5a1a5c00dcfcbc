import { Link } from "react-router";
import { CallToAction } from "../components/CallToAction/CallToAction";
import { Illustration } from "../components/Illustration/Illustration";
import { Markdown } from "../components/Markdown/Markdown";
import { PageHero } from "../components/PageHero/PageHero";
import { UrgentHelp } from "../components/UrgentHelp/UrgentHelp";
import { PrintSource } from "../components/PrintSource/PrintSource";
import { ReviewedDate } from "../components/ReviewedDate/ReviewedDate";
import { Island } from "../islands/Island";
import { shareMenuIsland } from "../islands/shareMenu";
import { TableOfContents } from "../components/TableOfContents/TableOfContents";
import { TagList } from "../components/TagList/TagList";
import { EDITORIAL_AUTHOR } from "../components/AuthorBox/AuthorBox";
import { absoluteUrl } from "../config/siteUrl";
import { articleAtRequest } from "../content/articlePage.server";
import { guideSummary } from "../content/articleSummary";
import { blogPosts, guides } from "../content/collections";
import { articlePageMeta } from "../seo/articlePageMeta";
import styles from "./learning.module.css";
import { blogPostPath, canonicalPath, guidePath } from "../site/paths";
import type { Route } from "./+types/guide";
import { UrgentHelpJump } from "../components/UrgentHelp/UrgentHelpJump";
import { site } from "../content/site";

/** A guide is a page of islands: its share menu (docs/decisions/041). */

/**
 * The guide for this path and its body (sections and subsections in the table of contents).
 * @throws Response 404 when no guide has this path.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { article: guide, ...page } = articleAtRequest(request, "guides", guides, { pathOf: guidePath, noun: "guide", tocDepth: 3 });
  const otherGuides = guides.filter((other) => other.slug !== guide.slug).map((other) => ({ title: other.title, path: guidePath(other.slug) }));
  const posts = blogPosts.slice(0, 2).map((post) => ({ title: post.title, path: blogPostPath(post.slug) }));
  return { ...page, guide, resources: [...otherGuides, ...posts] };
}

/** The head of a guide, with its Article record (docs/spec.md §1 "Page metadata"). */
export function meta({ loaderData }: Route.MetaArgs) {
  return articlePageMeta("Article", guideSummary(loaderData.guide));
}

/**
 * A guide (docs/spec.md §2 "Guide: online content removal"), a page of islands (its share menu;
 * docs/decisions/041): the table of contents marks the section in view (the in-page index module,
 * `src/behaviours/inPageIndex.ts`; the first section in the HTML); categories, share menu and related resources follow the text. In print, the
 * canonical URL under the title (`PrintSource`; docs/decisions/019).
 */
export default function Guide({ loaderData }: Route.ComponentProps) {
  const { guide, body, path, resources } = loaderData;
  const share = { url: absoluteUrl(canonicalPath(path)), title: guide.title };
  return (
    <>
      <PageHero
        eyebrow="Guide"
        title={guide.title}
        lead={
          <>
            By {EDITORIAL_AUTHOR} · Last updated <time dateTime={guide.lastUpdated}>{guide.displayDate}</time> · About{" "}
            {guide.readTime} min read
            <ReviewedDate date={guide.reviewed} displayDate={guide.reviewedDisplayDate} separator=" · " />
          </>
        }
      />
      {body.safetyTopic ? <UrgentHelpJump /> : null}
      <PrintSource path={path} />
      <div className={[styles.articleLayout, styles.withToc].join(" ")}>
        <aside className={styles.aside} aria-label="Contents">
          <TableOfContents headings={body.headings} activeId={body.headings[0]?.id} followsScroll />
        </aside>
        <article className={styles.article} aria-label={guide.title}>
          <div className={styles.articleHeader}>
            <Illustration name={guide.image} className={styles.heroImage} />
            <TagList tags={guide.categories} label="Categories" />
          </div>
          <Markdown html={body.html} />
          {body.safetyTopic ? <UrgentHelp inline /> : null}
          <footer className={styles.articleFooter}>
            <div className={styles.shareRow}>
              <TagList tags={guide.categories} label="Categories" />
              <Island name="share-menu" props={share}>
                {shareMenuIsland(share)}
              </Island>
            </div>
            <section className={styles.resources} aria-labelledby="resources-heading">
              <h2 id="resources-heading">Related resources</h2>
              <ul className={styles.resourceList}>
                {resources.map((resource) => (
                  <li key={resource.path}>
                    <Link to={canonicalPath(resource.path)}>{resource.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          </footer>
        </article>
      </div>
      <CallToAction
        content={{
          heading: "Want experts to handle it for you?",
          body: `Tell us what you are dealing with. A specialist replies within ${site.responseTime} to arrange a free consultation, confidential within the limits on our standards page.`,
        }}
      />
    </>
  );
}
