import { usePagePath } from "../../hooks/usePagePath";
import { type Ref, useId } from "react";
import { ButtonAnchor } from "../Button/Button";
import { CONTACT_ACTION_LABEL } from "../../content/actions";
import styles from "./UrgentHelp.module.css";
import { canonicalPath, CONTACT_PATH, registeredPath } from "../../site/paths";
import { helpResourceGroupsFor, type UrgentHelpFocus, urgentHelpContent as content } from "../../content/urgentHelp";
import { UNDER_18_ID, URGENT_HELP_ID } from "./UrgentHelpBrief";

interface UrgentHelpProps {
  /**
   * Which need comes first: `minor` lists Take It Down and the CyberTipline before the adults'
   * services (the reputation check's "under 18" answer); `doxxing` shows the doxxing steps before
   * the record-keeping list. Default `general`.
   */
  focus?: UrgentHelpFocus;
  /** Adds "When you are safe, keep a record" (the harassment page and the check's safety screen). */
  preserve?: boolean;
  /** Adds the steps after a home address or private details were posted. */
  doxxing?: boolean;
  /** `true` inside a page's own column (the reputation check, an article): no full-width band around it. */
  inline?: boolean;
  /** The heading, for a page that moves focus to it (it gets `tabIndex={-1}`). */
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * `false` on the contact page, where the action would lead to the page itself; the line that RRR
   * is not an emergency service stays.
   */
  action?: boolean;
}

/**
 * The urgent-help block (docs/product-decisions.md, decision 13; copy and resources in
 * `src/content/urgentHelp.ts`): the emergency number first (for a visitor under 18, the first steps
 * after it: not their fault, what to do now, who to tell; for everyone else the same steps open the
 * under-18 group, `UNDER_18_ID`, where the links meant for a child or teen land) and texting 911 where speaking is not
 * safe, the caution before changing passwords or settings (tech abuse), followed by a link to the
 * guide on staying safe online (`onlineSafety`; left out on that guide's own page), the free
 * services for intimate images, domestic violence, stalking and crisis support with their links
 * and phone numbers, under a heading per group (the minors' first when `focus` is `minor`), the warning never to copy images of a
 * minor, what to do about sextortion, optionally the doxxing steps and what to
 * preserve, the date the resources were checked, then "RRR is not an emergency service" and, after
 * it, the action to the contact page (docs/spec.md §2 "Services"), which says the site's one main
 * action (`CONTACT_ACTION_LABEL`, `src/content/actions.ts`). The action is the ordinary button, not
 * the red one docs/spec.md §2 and docs/product-decisions.md ("Look and feel") ask for: in a block
 * that opens with "call 911", a red "Request a free consultation" read as the emergency route and
 * drew the eye from 911 and the free services to a form answered in business hours
 * (docs/content/review.md, advocate-4, ftc-6, teen-fo-9; docs/content/claims.md). Outside links
 * carry `rel="noopener noreferrer"` and open in the same tab (decision 2).
 */
export function UrgentHelp({ focus = "general", preserve = false, doxxing = false, inline = false, headingRef, action = true }: UrgentHelpProps) {
  const headingId = useId();
  const pathname = usePagePath();
  const { onlineSafety } = content;
  const doxxingSteps = doxxing || focus === "doxxing" ? <StepList heading={content.doxxing.heading} steps={content.doxxing.steps} /> : null;
  // The tech-abuse caution comes before any step that changes a password or a setting.
  const safetySteps = (
    <>
      <h3>{content.techSafety.heading}</h3>
      <p>{content.techSafety.text}</p>
      {registeredPath(pathname) === registeredPath(onlineSafety.href) ? null : (
        <p>
          {onlineSafety.text} <a href={canonicalPath(onlineSafety.href)}>{onlineSafety.linkLabel}</a>
        </p>
      )}
      {doxxingSteps}
    </>
  );
  // The teen's own steps: first in the block for a visitor under 18, first in the under-18 group
  // for everyone else, so a link to that group (`UNDER_18_ID`) lands on them.
  const minorSteps = (
    <ul className={styles.steps}>
      {content.minorSteps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ul>
  );
  const block = (
    <section id={URGENT_HELP_ID} className={styles.block} aria-labelledby={headingId} data-urgent-help="">
      <h2 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {content.heading}
      </h2>
      <p className={styles.body}>{content.body}</p>
      {focus === "minor" ? minorSteps : null}
      <p>{content.silentHelp.text}</p>
      {focus === "doxxing" ? safetySteps : null}
      <h3>{content.resourcesHeading}</h3>
      {helpResourceGroupsFor(focus).map((group) => (
        <div key={group.id} className={styles.group} id={group.id === "young" ? UNDER_18_ID : undefined}>
          <h4>{group.heading}</h4>
          {group.id === "young" && focus !== "minor" ? minorSteps : null}
          <ul className={styles.resources}>
            {group.resources.map((resource) => (
              <li key={resource.id}>
                <p className={styles.resourceName}>{resource.name}</p>
                <p className={styles.audience}>For: {resource.audience}</p>
                <p>{resource.what}</p>
                <p className={styles.contacts}>
                  {resource.contacts.map((contact, index) => (
                    <span key={contact.href}>
                      {index > 0 ? " · " : null}
                      <a href={contact.href} rel={contact.href.startsWith("https:") ? "noopener noreferrer" : undefined}>
                        {contact.label}
                      </a>
                    </span>
                  ))}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className={styles.warning}>
        <strong>{content.minorsWarning}</strong>
      </p>
      <p>{content.sextortion.text}</p>
      {focus === "doxxing" ? null : safetySteps}
      {preserve ? <StepList heading={content.preserve.heading} intro={content.preserve.intro} steps={content.preserve.steps} /> : null}
      <p className={styles.reviewed}>
        Emergency numbers and services last checked against their own sites on <time dateTime={content.reviewed}>{content.reviewedDisplayDate}</time>.
      </p>
      <div className={styles.action}>
        {/* Not an emergency service first, then the firm's action in the ordinary style. */}
        <p className={styles.notEmergency}>
          <strong>{content.notEmergency}</strong>
        </p>
        {action ? (
          <>
            <p>{content.actionNote}</p>
            <ButtonAnchor href={canonicalPath(CONTACT_PATH)} size="lg">
              {CONTACT_ACTION_LABEL}
            </ButtonAnchor>
          </>
        ) : null}
      </div>
    </section>
  );
  if (inline) return block;
  return (
    <div className={styles.wrap}>
      <div className={styles.inner}>{block}</div>
    </div>
  );
}

/** A heading, an optional introduction and a list of steps: what to preserve, the doxxing steps. */
function StepList({ heading, intro, steps }: { heading: string; intro?: string; steps: readonly string[] }) {
  return (
    <>
      <h3>{heading}</h3>
      {intro ? <p>{intro}</p> : null}
      <ul className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
    </>
  );
}
