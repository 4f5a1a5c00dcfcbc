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
import { articleAtRequest } from "../content/articlePage.server";
import { caseStudySummary } from "../content/articleSummary";
import { caseStudies } from "../content/collections";
import { articlePageMeta } from "../seo/articlePageMeta";
import styles from "./learning.module.css";
import { canonicalPath, caseStudyPath } from "../site/paths";
import type { Route } from "./+types/case-study";
import { UrgentHelpJump } from "../components/UrgentHelp/UrgentHelpJump";
import { site } from "../content/site";

/**
 * The case study for this path, its body and the other stories.
 * @throws Response 404 when no case study has this path.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { article: study, ...page } = articleAtRequest(request, "case-studies", caseStudies, { pathOf: caseStudyPath, noun: "case study" });
  const others = caseStudies.filter((other) => other.slug !== study.slug).map((other) => ({ title: other.title, summary: other.summary, path: caseStudyPath(other.slug) }));
  return { ...page, study, others };
}

/** The head of a case study, with its Article record (docs/spec.md §1 "Page metadata"). */
export function meta({ loaderData }: Route.MetaArgs) {
  return articlePageMeta("Article", caseStudySummary(loaderData.study), { section: "Case studies" });
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
      {body.safetyTopic ? <UrgentHelpJump /> : null}
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
          body: `Every situation is different. Tell us about yours. A specialist replies within ${site.responseTime} to arrange a free consultation, confidential within the limits on our standards page.`,
        }}
      />
    </>
  );
}
