import type { ReactNode } from "react";
import { reviewProfiles, teamMembers, testimonials } from "../../content/proof";
import type { ResolvedSection } from "../../content/resolveSections";
import { site } from "../../content/site";
import { ButtonLink } from "../Button/Button";
import { AdvantageBlocks } from "../AdvantageBlocks/AdvantageBlocks";
import { CardGrid } from "../CardGrid/CardGrid";
import { CheckList } from "../CheckList/CheckList";
import { Commitment } from "../Commitment/Commitment";
import { LegalNote } from "../LegalNote/LegalNote";
import { NumberedPillars } from "../NumberedPillars/NumberedPillars";
import { Section } from "../Section/Section";
import { StepList } from "../StepList/StepList";
import { TeamList } from "../TeamList/TeamList";
import { Testimonials } from "../Testimonials/Testimonials";
import { Timeline } from "../Timeline/Timeline";
import { UrgentHelp } from "../UrgentHelp/UrgentHelp";
import styles from "./ContentSections.module.css";

type BandSection = Exclude<ResolvedSection, { kind: "legalNote" | "commitment" | "urgentHelp" | "timeline" | "team" | "testimonials" }>;

/** The kinds drawn as a `Section` band under their own `h2` heading (`bandBody`). */
const BAND_KINDS: ReadonlySet<ResolvedSection["kind"]> = new Set<BandSection["kind"]>(["text", "cards", "list", "pillars", "advantages", "steps", "signpost"]);

/** Whether `section` is drawn as a band with its own `h2` (the headings an in-page index lists). */
export function isBandSection(section: ResolvedSection): section is BandSection {
  return BAND_KINDS.has(section.kind);
}

/** What a banded section shows under its heading and intro. */
function bandBody(section: BandSection): ReactNode {
  switch (section.kind) {
    case "text":
      return section.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>);
    case "cards":
      // Boxes for cards that lead somewhere; points to read, with no link among them, as rows.
      return <CardGrid cards={section.cards} columns={section.columns ?? 3} variant={section.cards.some((card) => card.href !== undefined) ? "cards" : "rows"} />;
    case "list":
      return <CheckList items={section.items} />;
    case "pillars":
      return <NumberedPillars pillars={section.pillars} />;
    case "advantages":
      return <AdvantageBlocks blocks={section.blocks} />;
    case "steps":
      return <StepList steps={section.steps} />;
    case "signpost":
      return (
        <div className={styles.signpost}>
          <p>{section.body}</p>
          <ButtonLink to={section.href} variant="outline" size="lg">
            {section.actionLabel}
          </ButtonLink>
        </div>
      );
  }
}

/**
 * Renders a page's content sections with the shared section components (docs/decisions/006).
 * Bands alternate between plain and tinted backgrounds so neighbouring sections stay distinct;
 * the legal note, the commitment, the urgent-help block and the timeline bring their own background.
 * The team and the testimonials (docs/decisions/047) are bands too, but render nothing at all while
 * their collections are empty, and then take no turn in the alternation: the page looks as if the
 * section were not there. `anchors` (heading → id) gives the banded sections the ids an in-page
 * index links to.
 */
export function ContentSections({ sections, anchors }: { sections: readonly ResolvedSection[]; anchors?: Readonly<Record<string, string>> }) {
  let band = 0;
  const tone = () => (band++ % 2 === 0 ? "default" : "subtle");
  return (
    <>
      {sections.map((section) => {
        const key = section.kind === "urgentHelp" || section.kind === "timeline" ? section.kind : `${section.kind}:${section.heading}`;
        switch (section.kind) {
          case "legalNote":
            return <LegalNote key={key} heading={section.heading} body={section.body} />;
          case "commitment":
            return <Commitment key={key} heading={section.heading} body={section.body} points={section.points} />;
          case "urgentHelp":
            return <UrgentHelp key={key} focus={section.images === true ? "images" : "general"} doxxing={section.doxxing} />;
          case "timeline":
            return <Timeline key={key} variant="band" {...(section.heading === undefined ? {} : { heading: section.heading })} />;
          case "team":
            return teamMembers.length === 0 ? null : <TeamList key={key} heading={section.heading} intro={section.intro} tone={tone()} members={teamMembers} />;
          case "testimonials":
            return testimonials.length === 0 ? null : (
              <Testimonials
                key={key}
                heading={section.heading}
                intro={section.intro}
                tone={tone()}
                testimonials={testimonials}
                reviewProfiles={reviewProfiles}
                firmName={site.shortName}
              />
            );
          default:
            return (
              <Section
                key={key}
                heading={section.heading}
                intro={section.kind === "text" || section.kind === "signpost" ? undefined : section.intro}
                tone={tone()}
                prose={section.kind === "text"}
                anchor={anchors?.[section.heading]}
              >
                {bandBody(section)}
              </Section>
            );
        }
      })}
    </>
  );
}
