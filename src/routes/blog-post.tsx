import { ArticleCardList } from "../components/ArticleCardList/ArticleCardList";
import { AuthorBox, EDITORIAL_AUTHOR } from "../components/AuthorBox/AuthorBox";
import { CallToAction } from "../components/CallToAction/CallToAction";
import { Illustration } from "../components/Illustration/Illustration";
import { Markdown } from "../components/Markdown/Markdown";
import { PageHero } from "../components/PageHero/PageHero";
import { UrgentHelp } from "../components/UrgentHelp/UrgentHelp";
import { PrintSource } from "../components/PrintSource/PrintSource";
import { ReviewedDate } from "../components/ReviewedDate/ReviewedDate";
import { Island } from "../islands/Island";
import { shareMenuIsland } from "../islands/shareMenu";
import { TagList } from "../components/TagList/TagList";
import { absoluteUrl } from "../config/siteUrl";
import { articleAtRequest } from "../content/articlePage.server";
import { blogPostSummary } from "../content/articleSummary";
import { blogPosts, relatedPosts } from "../content/collections";
import { articlePageMeta } from "../seo/articlePageMeta";
import { BLOG_FEED_ALTERNATE } from "../seo/pageKindMeta";

import styles from "./learning.module.css";
import { blogPostPath, canonicalPath } from "../site/paths";
import type { Route } from "./+types/blog-post";
import { UrgentHelpJump } from "../components/UrgentHelp/UrgentHelpJump";
import { site } from "../content/site";

/** A blog post is a page of islands: its share menu (docs/decisions/041). */

/**
 * The post for this path, its body and two related posts, at build time.
 * @throws Response 404 when no post has this path.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { article: post, ...page } = articleAtRequest(request, "blog", blogPosts, { pathOf: blogPostPath, noun: "post" });
  return { ...page, post, related: relatedPosts(post) };
}

/** The head of a post, with its BlogPosting record and the feed (docs/spec.md §1 "Page metadata"). */
export function meta({ loaderData }: Route.MetaArgs) {
  const { post } = loaderData;
  return articlePageMeta("BlogPosting", blogPostSummary(post), { section: post.category, alternates: [BLOG_FEED_ALTERNATE] });
}

/**
 * A blog article (docs/spec.md §2 "Blog articles"): breadcrumb, hero image, tags, author
 * line, the optional legal disclaimer, the body, tag footer, share menu, author box, two 'You
 * Might Also Like' links and the closing consultation call to action. In print, the canonical URL
 * under the title (`PrintSource`; docs/decisions/019).
 */
export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, body, related, path } = loaderData;
  const share = { url: absoluteUrl(canonicalPath(path)), title: post.title };
  return (
    <>
      <PageHero
        eyebrow={post.category}
        title={post.title}
        lead={
          <>
            By {EDITORIAL_AUTHOR} · <time dateTime={post.date}>{post.displayDate}</time> · {post.readTime} min read
            <ReviewedDate date={post.reviewed} displayDate={post.reviewedDisplayDate} separator=" · " />
          </>
        }
      />
      {body.safetyTopic ? <UrgentHelpJump /> : null}
      <PrintSource path={path} />
      <div className={styles.articleLayout}>
        <article className={styles.article} aria-labelledby="article-title">
          <span id="article-title" className="visually-hidden">
            {post.title}
          </span>
          <div className={styles.articleHeader}>
            <Illustration name={post.image} className={styles.heroImage} />
            <TagList tags={post.tags} label="Tags" />
          </div>
          {post.disclaimer ? (
            <div className={styles.disclaimer} role="note" aria-label="Legal disclaimer">
              <p>
                <strong>Legal disclaimer: </strong>
                {post.disclaimer}
              </p>
            </div>
          ) : null}
          <Markdown html={body.html} />
          {body.safetyTopic ? <UrgentHelp inline /> : null}
          <footer className={styles.articleFooter}>
            <div className={styles.shareRow}>
              <TagList tags={post.tags} label="Filed under" />
              <Island name="share-menu" props={share}>
                {shareMenuIsland(share)}
              </Island>
            </div>
            <AuthorBox />
          </footer>
        </article>
        <section className={styles.related} aria-labelledby="related-heading">
          <h2 id="related-heading">You might also like</h2>
          <ArticleCardList
            className={styles.relatedGrid}
            cards={related.map((other) => ({
              id: other.slug,
              href: canonicalPath(blogPostPath(other.slug)),
              title: other.title,
              text: other.excerpt,
              image: other.image,
              eyebrow: other.category,
              meta: <span>{other.readTime} min read</span>,
            }))}
          />
        </section>
      </div>
      <CallToAction
        content={{
          heading: "Facing something like this yourself?",
          body: `Contact RRR for a free, confidential consultation. A specialist will review your situation and reply within ${site.responseTime}.`,
        }}
      />
    </>
  );
}
