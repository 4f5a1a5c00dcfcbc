import { urgentHelpCopy, urgentHelpReviewed } from "./generated/urgentHelp";
import type { ShownHelpResource } from "./pageCopySchemas";
import { NOT_AN_EMERGENCY_SERVICE } from "./urgentHelpBrief";

export type { HelpContact, ShownHelpResource } from "./pageCopySchemas";

/**
 * Urgent help, written once (docs/product-decisions.md, decision 13): the emergency number first
 * (and texting 911 where speaking is not safe), the free services for intimate images shared
 * without consent (StopNCII.org for adults; NCMEC's Take It Down and CyberTipline for anyone under
 * 18), for domestic violence and stalking (the National Domestic Violence Hotline, Refuge's line in the UK),
 * a crisis helpline, what to do about sextortion, the tech-abuse caution before any change of
 * password, what to preserve and what never to copy, safety steps after doxxing, and the line that RRR is not an emergency
 * service beside its call to action. `src/components/UrgentHelp` renders it on the harassment
 * page, the contact page, the reputation check and every page whose text mentions threats,
 * intimate images or doxxing (`mentionsSafetyTopic`, src/content/safetyTopics.ts); `scripts/check-content.ts` checks the built
 * pages.
 *
 * The copy and the resources come from the content file `src/content/data/urgent-help.yml`
 * (docs/decisions/035; schema `urgentHelpCopySchema` in `src/content/pageCopySchemas.ts`).
 * Every resource is a fact a frightened visitor acts on: each names its source (the service's own
 * page) and the block shows the date they were last checked (`reviewed`). Change a resource only
 * after checking its source, and then change `reviewed`; the schema's hints tell the CMS's
 * editors the same, and the build warns when the date is over a year old (`src/content/reviewed.ts`).
 */
export const urgentHelpContent = {
  /** The date the resources and the emergency numbers were last checked against their sources, `YYYY-MM-DD`. */
  reviewed: urgentHelpReviewed.date,
  /** The same date as the block shows it ("November 25, 2026"), written at build time. */
  reviewedDisplayDate: urgentHelpReviewed.displayDate,
  heading: urgentHelpCopy.heading,
  body: urgentHelpCopy.body,
  /** Texting 911 where it is available, for a visitor who cannot speak safely, with its source. */
  silentHelp: urgentHelpCopy.silentHelp,
  /** Beside every call to action in the block: RRR answers in business hours, not in an emergency. */
  notEmergency: NOT_AN_EMERGENCY_SERVICE,
  /** What the red action leads to, said beside it (the action says `CONTACT_ACTION_LABEL`, `src/content/actions.ts`). */
  actionNote: urgentHelpCopy.actionNote,
  resourcesHeading: urgentHelpCopy.resourcesHeading,
  /** The headings the services are listed under (`helpResourceGroupsFor`). */
  resourceGroups: urgentHelpCopy.resourceGroups,
  /** Shown first to a visitor under 18 (the check's answer): not their fault, what to do now, who to tell. */
  minorSteps: urgentHelpCopy.minorSteps,
  /** The minors' resources: first for anyone under 18 and whenever images of a minor are involved. */
  minorResources: urgentHelpCopy.minorResources,
  /** The adults' image and crisis resources. */
  adultResources: urgentHelpCopy.adultResources,
  /** Said wherever images are discussed: copying images of a minor is itself a crime. */
  minorsWarning: urgentHelpCopy.minorsWarning,
  /** Threats to share images unless the visitor pays or sends more: do not pay, and where to report it. */
  sextortion: urgentHelpCopy.sextortion,
  /**
   * The tech-abuse caution, shown before any step that changes a password or a setting: a device
   * or account the abuser can reach may be watched, and a change can alert them.
   */
  techSafety: urgentHelpCopy.techSafety,
  /**
   * After the tech-abuse caution: a line that links to the guide on browsing safely on a device
   * someone else may check (what the quick exit, private windows and deleting history can and cannot do).
   */
  onlineSafety: urgentHelpCopy.onlineSafety,
  preserve: urgentHelpCopy.preserve,
  doxxing: urgentHelpCopy.doxxing,
};

/** Which urgent need comes first in the block. */
export type UrgentHelpFocus = "minor" | "images" | "doxxing" | "general";

/** A group of services as the block lists it: its heading and its services. */
export interface HelpResourceGroup {
  readonly id: "images" | "abuse" | "young" | "crisis";
  readonly heading: string;
  readonly resources: readonly ShownHelpResource[];
}

/** The order of the groups for each need: the visitor's own first, crisis support last. */
const GROUP_ORDER: Record<UrgentHelpFocus, readonly HelpResourceGroup["id"][]> = {
  minor: ["young", "images", "abuse", "crisis"],
  images: ["images", "young", "abuse", "crisis"],
  doxxing: ["abuse", "images", "young", "crisis"],
  general: ["images", "abuse", "young", "crisis"],
};

/**
 * The services in the groups the block lists them under, in the order `focus` puts first: the
 * minors' services first for `minor`; the image services first for `images` and `general`, with
 * the minors' after them (an adult may be reporting images of someone under 18); the
 * domestic-violence and stalking services first after doxxing. Empty groups are left out.
 */
export function helpResourceGroupsFor(focus: UrgentHelpFocus): readonly HelpResourceGroup[] {
  const { minorResources, adultResources, resourceGroups } = urgentHelpContent;
  return GROUP_ORDER[focus]
    .map((id) => ({
      id,
      heading: resourceGroups[id],
      resources: id === "young" ? minorResources : adultResources.filter((resource) => resource.group === id),
    }))
    .filter((group) => group.resources.length > 0);
}

/** The services in the order the block lists them (`helpResourceGroupsFor`, flattened). */
export function helpResourcesFor(focus: UrgentHelpFocus): readonly ShownHelpResource[] {
  return helpResourceGroupsFor(focus).flatMap((group) => group.resources);
}

/** Every service of the content file, minors' and adults', by id, in the order of `ids`; ids the file lacks are skipped. */
export function resourcesById(ids: readonly string[]): readonly ShownHelpResource[] {
  const all = [...urgentHelpContent.minorResources, ...urgentHelpContent.adultResources];
  return ids.flatMap((id) => all.filter((resource) => resource.id === id));
}
