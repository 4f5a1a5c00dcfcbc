import { ReputationCheck } from "../components/ReputationCheck/ReputationCheck";
import { Island } from "../islands/Island";
import { PageHero } from "../components/PageHero/PageHero";
import { site } from "../content/site";
import { reputationCheckContent as content } from "../content/reputationCheck/copy";
import { webPageMeta } from "../seo/pageKindMeta";
import styles from "./reputation-check.module.css";
import { REPUTATION_CHECK_PATH } from "../site/paths";
import { UrgentHelpBrief } from "../components/UrgentHelp/UrgentHelpBrief";

/** Title, description, canonical URL, breadcrumbs and a WebPage record (docs/spec.md §1 "Page metadata"). */
export function meta() {
  return webPageMeta("WebPage", { path: REPUTATION_CHECK_PATH, ...content.meta });
}

/**
 * The reputation check page (docs/decisions/022): the guided questions and their result in the
 * main column; beside them, what happens to the answers (nothing leaves the browser until the
 * visitor sends the contact form) and how to reach a person directly.
 */
export default function ReputationCheckPage() {
  return (
    <>
      <PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead} visual="contact" />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Island name="reputation-check">
            <ReputationCheck />
          </Island>
        </div>
        <aside className={styles.aside} aria-label="About the check">
          <UrgentHelpBrief body={content.urgentBrief} />
          <section className={styles.panel} aria-labelledby="check-privacy">
            <h2 id="check-privacy">{content.privacy.heading}</h2>
            <p>{content.privacy.body}</p>
          </section>
          <section className={styles.panel} aria-labelledby="check-talk">
            <h2 id="check-talk">Prefer to talk to someone?</h2>
            <p>
              Write to <a href={`mailto:${site.email}`}>{site.email}</a> or call <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>. A
              specialist replies within {site.responseTime} ({site.businessHours.text}) to ask a few questions and arrange a free, confidential
              consultation, where you get a first assessment of your options.
            </p>
          </section>
        </aside>
      </div>
    </>
  );
}
