import type { ResolvedSection } from "../../content/resolveSections";
import { AdvantageBlocks } from "../AdvantageBlocks/AdvantageBlocks";
import { CardGrid } from "../CardGrid/CardGrid";
import { CheckList } from "../CheckList/CheckList";
import { Commitment } from "../Commitment/Commitment";
import { LegalNote } from "../LegalNote/LegalNote";
import { NumberedPillars } from "../NumberedPillars/NumberedPillars";
import { Section } from "../Section/Section";
import { StepList } from "../StepList/StepList";
import { UrgentHelp } from "../UrgentHelp/UrgentHelp";

/**
 * Renders a page's content sections with the shared section components (docs/decisions/006).
 * Bands alternate between plain and tinted backgrounds so neighbouring sections stay distinct.
 */
export function ContentSections({ sections }: { sections: readonly ResolvedSection[] }) {
  let band = 0;
  const tone = () => (band++ % 2 === 0 ? "default" : "subtle");
  return (
    <>
      {sections.map((section) => {
        const key = `${section.kind}:${section.heading}`;
        switch (section.kind) {
          case "text":
            return (
              <Section key={key} heading={section.heading} tone={tone()} prose>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </Section>
            );
          case "cards":
            return (
              <Section key={key} heading={section.heading} intro={section.intro} tone={tone()}>
                <CardGrid cards={section.cards} columns={section.columns ?? 3} />
              </Section>
            );
          case "list":
            return (
              <Section key={key} heading={section.heading} intro={section.intro} tone={tone()}>
                <CheckList items={section.items} />
              </Section>
            );
          case "pillars":
            return (
              <Section key={key} heading={section.heading} intro={section.intro} tone={tone()}>
                <NumberedPillars pillars={section.pillars} />
              </Section>
            );
          case "advantages":
            return (
              <Section key={key} heading={section.heading} intro={section.intro} tone={tone()}>
                <AdvantageBlocks blocks={section.blocks} />
              </Section>
            );
          case "steps":
            return (
              <Section key={key} heading={section.heading} intro={section.intro} tone={tone()}>
                <StepList steps={section.steps} />
              </Section>
            );
          case "legalNote":
            return <LegalNote key={key} heading={section.heading} body={section.body} />;
          case "commitment":
            return <Commitment key={key} heading={section.heading} body={section.body} points={section.points} />;
          case "urgentHelp":
            return <UrgentHelp key={key} heading={section.heading} body={section.body} actionLabel={section.actionLabel} />;
        }
      })}
    </>
  );
}
