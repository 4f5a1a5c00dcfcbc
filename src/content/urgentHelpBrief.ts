import { notAnEmergencyService, urgentHelpBriefCopy } from "./generated/urgentHelpBrief";

/**
 * The short urgent-help copy, apart from the whole block's resources (`src/content/urgentHelp.ts`)
 * so the pages that show only the short panel (the home page, beside the reputation check) do not
 * ship the resources' copy in their first load (scripts/js-budget.ts). The copy comes from the
 * content file `src/content/data/urgent-help.yml` (docs/decisions/035; schema
 * `urgentHelpCopySchema` in `src/content/pageCopySchemas.ts`), which the build writes into two
 * modules for that reason (`scripts/content/data/urgentHelp.ts`).
 */

/**
 * Said beside every call to action of the urgent-help copy: RRR answers in business hours, not in
 * an emergency. Its own export, so the short panel carries it without the resources. The content
 * file writes the response time and the business hours as tokens (`{{site.responseTime}}`,
 * `{{site.hours}}`), filled at build time from the site facts, so they keep one source.
 */
export const NOT_AN_EMERGENCY_SERVICE: string = notAnEmergencyService;

/**
 * The short panel (`UrgentHelpBrief`) on the home page, which points to the whole block on the
 * harassment page; beside the reputation check it says `reputationCheckContent.urgentBrief`
 * instead.
 * Kept apart from `urgentHelpContent` so those pages do not ship the resources' copy.
 */
export const urgentHelpBrief = {
  heading: urgentHelpBriefCopy.heading,
  site: urgentHelpBriefCopy.body,
  linkLabel: urgentHelpBriefCopy.linkLabel,
  /** The link at the top of a page that carries the whole block further down (`UrgentHelpJump`). */
  jumpLabel: urgentHelpBriefCopy.jumpLabel,
};
