import { ArrowRight, Building2, ShieldCheck, UserRound } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "../components/Button/Button";
import { CallToAction } from "../components/CallToAction/CallToAction";
import { CardGrid } from "../components/CardGrid/CardGrid";
import { PageHero } from "../components/PageHero/PageHero";
import { Section } from "../components/Section/Section";
import { Timeline } from "../components/Timeline/Timeline";
import { homeContent as content } from "../content/home";
import { CONTACT_ACTION_LABEL } from "../content/actions";
import { pageMeta } from "../seo/meta";
import styles from "./home.module.css";
import { aboutPath, canonicalPath, CONTACT_PATH, REPUTATION_CHECK_PATH, serviceHubPath } from "../site/paths";
import { UNDER_18_ID, UrgentHelpBrief, getHelpHref } from "../components/UrgentHelp/UrgentHelpBrief";

/** Home page metadata (docs/spec.md §1 "Page metadata"). */
export function meta() {
  return pageMeta({ ...content.meta, path: "/", title: "Home", fullTitle: content.meta.title });
}


/** The "Get help now" page: free help lines, for adults and for anyone under 18, by situation. */
const URGENT_HELP_HREF = getHelpHref();
/**
 * The under-18 section of the "Get help now" page (`UNDER_18_ID`): the teen's
 * own steps (not your fault, stop replying, do not pay, tell an adult), then Take It Down, the
 * CyberTipline and Report Remove (docs/decisions/054).
 */
const UNDER_18_HELP_HREF = getHelpHref(UNDER_18_ID);
/**
 * "Who do you need help for?": two links under the hero, to the services for individuals and for
 * businesses, so a visitor takes their own way from the first screen (docs/decisions/051), and a
 * line for anyone in danger with the way to free help. Plain links; each link's text is its
 * label, and its description follows it in the link, so the accessible name says where it leads
 * (WCAG 2.4.4).
 */
function AudienceChoice() {
  const { heading, individuals, businesses, help } = content.audiences;
  const choices = [
    { ...individuals, href: canonicalPath(serviceHubPath("individuals")), Icon: UserRound },
    { ...businesses, href: canonicalPath(serviceHubPath("businesses")), Icon: Building2 },
  ];
  return (
    <section className={styles.audiences} aria-labelledby="audience-choice">
      <div className={styles.audiencesInner}>
        <h2 id="audience-choice" className={styles.audiencesHeading}>
          {heading}
        </h2>
        <ul className={styles.audienceList}>
          {choices.map(({ label, description, href, Icon }) => (
            <li key={href}>
              <a href={href} className={styles.audienceLink}>
                <Icon aria-hidden="true" size={28} className={styles.audienceIcon} />
                <span className={styles.audienceText}>
                  <span className={styles.audienceLabel}>
                    {label}
                    <ArrowRight aria-hidden="true" size={18} />
                  </span>
                  <span className={styles.audienceDescription}>{description}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.audienceHelp}>
          {help.text} <Link to={URGENT_HELP_HREF}>{help.linkLabel}</Link>
        </p>
      </div>
    </section>
  );
}

/**
 * The home page (docs/spec.md §2 "Home /"): hero with the free consultation button
 * (`CONTACT_ACTION_LABEL`, the label of every call to action) and the button to the process, the
 * choice of services for a person or a business, why reputation matters, six service cards, four
 * advantage cards, "How it works", a closing call to action.
 */
export default function Home() {
  return (
    <>
      <PageHero
        size="large"
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        aside={
          <section className={styles.glance} aria-labelledby="at-a-glance">
            <h2 id="at-a-glance" className={styles.glanceHeading}>
              {content.hero.glance.heading}
            </h2>
            <dl className={styles.facts}>
              {content.hero.glance.facts.map((fact) => (
                <div key={fact.value} className={styles.fact}>
                  <dt className={styles.factValue}>{fact.value}</dt>
                  <dd className={styles.factLabel}>{fact.label}</dd>
                </div>
              ))}
            </dl>
          </section>
        }
        actions={
          <>
            <ButtonLink to={canonicalPath(CONTACT_PATH)} size="lg" onDark>
              {CONTACT_ACTION_LABEL}
            </ButtonLink>
            <ButtonLink to={canonicalPath(aboutPath("process"))} size="lg" variant="outline" onDark>
              {content.hero.secondaryAction}
            </ButtonLink>
            <p className={styles.checkPrompt}>
              {content.hero.checkPrompt.text} <Link to={canonicalPath(REPUTATION_CHECK_PATH)}>{content.hero.checkPrompt.linkLabel}</Link>
            </p>
            <p className={styles.checkPrompt}>
              {content.hero.minorPrompt.text}{" "}
              <Link to={UNDER_18_HELP_HREF}>{content.hero.minorPrompt.linkLabel}</Link>
            </p>
          </>
        }
      />
      <AudienceChoice />
      <Section eyebrow={content.whyItMatters.eyebrow} heading={content.whyItMatters.heading} intro={content.whyItMatters.intro}>
        <ul className={styles.points}>
          {content.whyItMatters.points.map((point) => (
            <li key={point.title} className={styles.point}>
              <h3>{point.title}</h3>
              <p>{point.body}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="subtle" eyebrow={content.services.eyebrow} heading={content.services.heading} intro={content.services.intro}>
        <CardGrid cards={content.services.cards} />
        <UrgentHelpBrief className={styles.urgent} />
      </Section>
      <Section eyebrow={content.advantages.eyebrow} heading={content.advantages.heading}>
        {/* Points to read, not places to go: ruled rows, so the page is not two box grids in a row (docs/decisions/061). */}
        <CardGrid cards={content.advantages.cards} variant="rows" />
        <p className={styles.reassurance}>
          <ShieldCheck aria-hidden="true" size={18} />
          {content.hero.reassurance}
        </p>
      </Section>
      {/* "How it works": the first stages of what happens after a first message, from the same
          content as the contact page and Our Process (docs/decisions/046). */}
      <Timeline heading="How it works" stages={4} more={{ href: canonicalPath(aboutPath("process")), label: "Every step, to your first progress report" }} variant="band" />
      <CallToAction content={content.closing} />
    </>
  );
}
