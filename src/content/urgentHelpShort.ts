import { urgentHelpShortCopy } from "./generated/urgentHelpShort";
import type { BriefHelpResource } from "./pageCopySchemas";
import type { UrgentHelpFocus } from "./urgentHelp";

/*
 * The short urgent-help block's copy and services (docs/decisions/059), apart from the whole
 * directory (`./urgentHelp.ts`), so the islands that show the block (the reputation check's safety
 * screens) carry only what it shows (`npm run test:budget`).
 */

/** What the short block shows: its heading, the teen's steps, the doxxing steps' heading. */
export const urgentHelpShort = urgentHelpShortCopy;

/**
 * The two to four services the short block of a page about a harm lists (decision 17), by the
 * block's `focus`: for anyone under 18 the teen's own services (the UK's are on Get help now); for
 * intimate images the adults' image services (the block's link to the under-18 group leads to Take
 * It Down and the CyberTipline); after doxxing the domestic-violence
 * lines of the US and the UK; otherwise (threats, harassment) the US domestic-violence line, 988
 * and the world directory of helplines.
 */
const BRIEF_IDS: Record<UrgentHelpFocus, readonly string[]> = {
  minor: ["take-it-down", "cybertipline", "childhelp"],
  images: ["stopncii", "ccri", "revenge-porn-helpline"],
  doxxing: ["thehotline", "refuge"],
  general: ["thehotline", "988", "find-a-helpline"],
};

/** The services of the short block for `focus` (`BRIEF_IDS`), in that order; ids the file lacks are skipped. */
export function briefResourcesFor(focus: UrgentHelpFocus): readonly BriefHelpResource[] {
  return BRIEF_IDS[focus].flatMap((id) => urgentHelpShortCopy.resources.filter((resource) => resource.id === id));
}

/** The section of the "Get help now" page the short block's link opens, by its `focus` (its anchor). */
export function situationForFocus(focus: UrgentHelpFocus): "under-18" | "intimate-images" | "doxxing" | "in-danger" {
  return focus === "minor" ? "under-18" : focus === "images" ? "intimate-images" : focus === "doxxing" ? "doxxing" : "in-danger";
}
