import { type Ref, useId } from "react";
import styles from "./UrgentHelp.module.css";
import type { UrgentHelpFocus } from "../../content/urgentHelp";
import { briefResourcesFor, situationForFocus, urgentHelpShort as content } from "../../content/urgentHelpShort";
import { NOT_AN_EMERGENCY_SERVICE } from "../../content/urgentHelpBrief";
import { UNDER_18_ID, URGENT_HELP_ID, getHelpHref } from "./UrgentHelpBrief";
import { HelpResources, StepList } from "./HelpResources";

interface UrgentHelpProps {
  /**
   * Which need the block serves: `minor` opens with the teen's own steps and lists the services
   * for anyone under 18 (the reputation check's "under 18" answer); `images` the services for
   * intimate images; `doxxing` the domestic-violence lines and the way to the doxxing steps.
   * Default `general` (threats and harassment).
   */
  focus?: UrgentHelpFocus;
  /** Adds the way to the steps after a home address or private details were posted. */
  doxxing?: boolean;
  /** `true` inside a page's own column (the reputation check, an article): no full-width band around it. */
  inline?: boolean;
  /** The heading, for a page that moves focus to it (it gets `tabIndex={-1}`). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The short urgent-help block of a page about a harm (docs/product-decisions.md, decisions 13 and
 * 17; copy and services in `src/content/urgentHelpShort.ts`): the emergency number first, for a
 * visitor under 18 the teen's three steps (not their fault; stop replying, do not pay, do not
 * delete; tell an adult), the two to four free services that fit the harm (`briefResourcesFor`),
 * the way to the doxxing steps where the page sells doxxing response, the way to the group for
 * anyone under 18 (for a parent as much as a teen; not in that group's own block), then the link to the whole
 * directory on the "Get help now" page (`GET_HELP_PATH`), at the section of this harm, and "RRR is
 * not an emergency service" (the first sentence of the content file's line; the page it links to
 * says when the firm replies). At most about 600 px tall at 375 px wide, so it never drowns the
 * page's offer (docs/decisions/059: the whole directory was 6,412 px and sat on 20 pages).
 * Marked `data-urgent-help=""` for the content check (`scripts/check-content.ts`).
 */
export function UrgentHelp({
  focus = "general",
  doxxing = false,
  inline = false,
  headingRef,
}: UrgentHelpProps) {
  const headingId = useId();
  const block = (
    <section
      id={URGENT_HELP_ID}
      className={`${styles.block} ${styles.short}`}
      aria-labelledby={headingId}
      data-urgent-help=""
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
      >
        {content.heading}
      </h2>
      {focus === "minor" ? <StepList steps={content.minorSteps} /> : null}
      {focus === "minor" ? null : <h3>{content.resourcesHeading}</h3>}
      <HelpResources resources={briefResourcesFor(focus)} brief />
      {doxxing || focus === "doxxing" ? (
        <p>
          <a href={getHelpHref("doxxing")}>
            {content.doxxingHeading}: what to do first
          </a>
        </p>
      ) : null}
      {/* For a parent as much as a teen: the services for anyone under 18 are a group of their own
          (Take It Down and the CyberTipline for images); not repeated in that group's own block. */}
      {focus === "minor" ? null : (
        <p>
          <a href={getHelpHref(UNDER_18_ID)}>Help for children and teens</a>
        </p>
      )}
      <p className={styles.more}>
        <a href={getHelpHref(situationForFocus(focus))}>
          Every free service, by situation: Get help now
        </a>
      </p>
      <p className={styles.notEmergency}>
        <strong>{firstSentence(NOT_AN_EMERGENCY_SERVICE)}</strong>
      </p>
    </section>
  );
  if (inline) return block;
  return (
    <div className={styles.wrap}>
      <div className={styles.inner}>{block}</div>
    </div>
  );
}

/** A text's first sentence: "RRR is not an emergency service." of the content file's longer line. */
function firstSentence(text: string): string {
  const end = text.indexOf(". ");
  return end === -1 ? text : text.slice(0, end + 1);
}
