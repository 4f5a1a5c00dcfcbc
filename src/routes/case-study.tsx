import { Link } from "react-router";
import { CallToAction } from "../components/CallToAction/CallToAction";
import { Illustration } from "../components/Illustration/Illustration";
import { Markdown } from "../components/Markdown/Markdown";
import { IllustrativeNote } from "../components/IllustrativeNote/IllustrativeNote";
import { PageHero } from "../components/PageHero/PageHero";
import { UrgentHelp } from "../components/UrgentHelp/UrgentHelp";
import { PrintSource } from "../components/PrintSource/PrintSource";
import { ReviewedDate } from "../components/ReviewedDate/ReviewedDate";
import { TagList } from "../components/TagList/TagList";
import { loadArticleBody } from "../content/articles.server";
import { caseStudies } from "../content/collections";
import { articleMeta } from "../seo/pageKindMeta";
import styles from "./learning.module.css";
import { canonicalPath, caseStudyPath, registeredPath } from "../site/paths";
import type { Route } from "./+types/case-study";

/**
 * The case study for this path, its body and the other stories.
 * @throws Response 404 when no case study has this path.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = registeredPath(new URL(request.url).pathname);
  const study = caseStudies.find((candidate) => caseStudyPath(candidate.slug) === path);
  if (!study) throw new Response(`No case study at ${path}`, { status: 404 });
  const others = caseStudies.filter((other) => other.slug !== study.slug).map((other) => ({ title: other.title, summary: other.summary, path: caseStudyPath(other.slug) }));
  const body = loadArticleBody("case-studies", study.slug);
  // A body about threats, intimate images or doxxing brings the urgent-help block and the quick exit
  // (SiteFrame, docs/product-decisions.md, decision 13).
  return { path, study, body, quickExit: body.safetyTopic !== null, others };
}

/** The head of a case study, with its Article record (docs/spec.md §1 "Page metadata"). */
export function meta({ loaderData }: Route.MetaArgs) {
  const { study, path } = loaderData;
  return articleMeta("Article", {
    path,
    title: study.title,
    seoTitle: study.seoTitle,
    description: study.summary,
    datePublished: study.date,
    keywords: study.tags,
    wordCount: study.words,
    section: "Case studies",
  });
}

/**
 * A case study (docs/spec.md §2 "Case studies" detail): background to conclusion, then the other
 * stories. In print, the canonical URL under the title (`PrintSource`; docs/decisions/019).
 */
export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const { study, body, others, path } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={`Case study · ${study.industry}`}
        title={study.title}
        lead={
          <>
            Published <time dateTime={study.date}>{study.displayDate}</time>
            <ReviewedDate date={study.reviewed} displayDate={study.reviewedDisplayDate} separator=" · " />. {study.summary}
          </>
        }
      />
      <PrintSource path={path} />
      <div className={styles.articleLayout}>
        <article className={styles.article} aria-label={study.title}>
          <div className={styles.articleHeader}>
            <Illustration name={study.image} className={styles.heroImage} />
            <TagList tags={study.tags} label="Tags" />
          </div>
          <IllustrativeNote variant="story" />
          <Markdown html={body.html} />
          {body.safetyTopic ? <UrgentHelp inline /> : null}
        </article>
        <section className={styles.related} aria-labelledby="more-stories">
          <h2 id="more-stories">More case studies</h2>
          <ul className={styles.resourceList}>
            {others.map((other) => (
              <li key={other.path} data-teaser="">
                <Link to={canonicalPath(other.path)}>{other.title}</Link>: {other.summary}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <CallToAction
        content={{
          heading: "Facing something similar?",
          body: "Every situation is different. Tell us about yours and a specialist will reply within 1-2 business hours with a free, confidential assessment.",
          actionLabel: "Request a Free Consultation",
        }}
      />
    </>
  );
}
