import {
  HelpResources,
  StepList,
} from "../components/UrgentHelp/HelpResources";
import { PageHero } from "../components/PageHero/PageHero";
import { TableOfContents } from "../components/TableOfContents/TableOfContents";
import {
  HELP_SITUATIONS,
  type HelpSituationId,
  resourcesForSituation,
} from "../content/helpDirectory";
import { urgentHelpContent as content } from "../content/urgentHelp";
import { webPageMeta } from "../seo/pageKindMeta";
import { canonicalPath, GET_HELP_PATH } from "../site/paths";
import helpStyles from "../components/UrgentHelp/UrgentHelp.module.css";
import styles from "./legal.module.css";

/** The page's head: a plain WebPage (docs/spec.md §1 "Page metadata"). */
export function meta() {
  return webPageMeta("WebPage", {
    path: GET_HELP_PATH,
    title: "Get help now: free, confidential help lines",
    description:
      "In danger, stalked, sextorted, or someone shared your intimate images? Free, confidential services in the US, the UK and beyond, grouped by situation.",
    keywords: [
      "get help now",
      "domestic violence hotline",
      "sextortion help",
      "intimate image abuse help",
      "help for teens",
    ],
  });
}

/** What a section of the page shows under its heading, beside its services. */
function SituationBody({ id }: { id: HelpSituationId }) {
  switch (id) {
    case "in-danger":
      return (
        <>
          <p className={helpStyles.body}>{content.body}</p>
          <p>{content.silentHelp.text}</p>
          <p className={helpStyles.notEmergency}>
            <strong>{content.notEmergency}</strong>
          </p>
        </>
      );
    case "abuse":
      return (
        <>
          <h3>{content.techSafety.heading}</h3>
          <p>{content.techSafety.text}</p>
          <p>
            {content.onlineSafety.text}{" "}
            <a href={canonicalPath(content.onlineSafety.href)}>
              {content.onlineSafety.linkLabel}
            </a>
          </p>
        </>
      );
    case "intimate-images":
      return (
        <p className={helpStyles.warning}>
          <strong>{content.minorsWarning}</strong>
        </p>
      );
    case "under-18":
      return <StepList steps={content.minorSteps} />;
    case "sextortion":
      return <p>{content.sextortion.text}</p>;
    case "outside-us":
      return (
        <p>
          Call 112 anywhere in the European Union, or 999 in the UK, if you are
          in danger. The UK has its own free lines; for other countries, Find A
          Helpline lists them.
        </p>
      );
    case "doxxing":
      return <StepList steps={content.doxxing.steps} />;
    case "keep-a-record":
      return (
        <StepList
          intro={content.preserve.intro}
          steps={content.preserve.steps}
        />
      );
    default:
      return null;
  }
}

/**
 * "Get help now" (docs/product-decisions.md, decision 17): the whole directory of free help,
 * complete on one page and grouped by situation (in danger now, domestic violence and stalking,
 * intimate images, under 18 with the teen's own steps first, sextortion, thoughts of suicide,
 * outside the US, then the doxxing steps and what to keep), each section short enough to read on a
 * phone, with an index at the top (beside the text from 64rem). The copy and the services come
 * from `src/content/data/urgent-help.yml`; the page shows the date they were last checked. The
 * help strip of every page (`HelpStrip`), each page's short block (`UrgentHelp`) and the quick
 * exit's hint lead here. No script: links, `tel:` and `sms:` numbers only.
 */
export default function GetHelpPage() {
  const headings = HELP_SITUATIONS.map((situation) => ({
    id: situation.id,
    text: situation.label,
    level: 2 as const,
  }));
  return (
    <>
      <PageHero
        eyebrow="Free help"
        title="Get help now"
        lead={
          <>
            Free, confidential services, grouped by what is happening; most
            answer at any hour. {content.notEmergency} Checked against each
            service's own site on{" "}
            <time dateTime={content.reviewed}>
              {content.reviewedDisplayDate}
            </time>
            .
          </>
        }
      />
      <div className={styles.layout}>
        <aside className={styles.aside} aria-label="Situations">
          <TableOfContents headings={headings} />
        </aside>
        <div className={helpStyles.directory} data-urgent-help="directory">
          {HELP_SITUATIONS.map((situation) => {
            const resources = resourcesForSituation(situation.id);
            return (
              <section
                key={situation.id}
                id={situation.id}
                aria-labelledby={`${situation.id}-heading`}
                className={helpStyles.situation}
              >
                <h2 id={`${situation.id}-heading`}>{situation.heading}</h2>
                {/* The services first where the caution after them speaks of them (domestic violence and stalking). */}
                {situation.id === "abuse" ? null : (
                  <SituationBody id={situation.id} />
                )}
                {resources.length > 0 ? (
                  <HelpResources resources={resources} />
                ) : null}
                {situation.id === "abuse" ? (
                  <SituationBody id={situation.id} />
                ) : null}
              </section>
            );
          })}
        </div>
      </div>
    </>
  );
}
