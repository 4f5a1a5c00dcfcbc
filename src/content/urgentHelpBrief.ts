import { site } from "../config/site";

/**
 * The short urgent-help copy, apart from the whole block's resources (`src/content/urgentHelp.ts`)
 * so the pages that show only the short panel (the home page, beside the reputation check) do not
 * ship the resources' copy in their first load (scripts/js-budget.ts).
 */

/** The slug of the individuals' service page that carries the whole block with its lists. */
export const HARASSMENT_SERVICE_SLUG = "online-harassment-solutions";

/**
 * Said beside every call to action of the urgent-help copy: RRR answers in business hours, not in
 * an emergency. Its own export, so the short panel carries it without the resources.
 */
export const NOT_AN_EMERGENCY_SERVICE = `RRR is not an emergency service. We reply to messages within ${site.responseTime} (${site.businessHours.text}), so never wait for us when you are in danger.`;

/**
 * The short panel (`UrgentHelpBrief`) on the home page, which points to the whole block on the
 * harassment page; beside the reputation check it says `reputationCheckContent.urgentBrief`
 * instead.
 * Kept apart from `urgentHelpContent` so those pages do not ship the resources' copy.
 */
export const urgentHelpBrief = {
  heading: "In danger right now?",
  site: "Call 911 in the US, or your local emergency number, before anything else. Free services for intimate images shared without consent, for anyone under 18 and for crisis support are listed on our online harassment page.",
  linkLabel: "Free help you can reach now",
} as const;
