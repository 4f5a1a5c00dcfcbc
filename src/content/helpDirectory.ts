import { urgentHelpCopy } from "./generated/urgentHelp";
import type { ShownHelpResource } from "./pageCopySchemas";
import { resourcesById, urgentHelpContent } from "./urgentHelp";

/*
 * The "Get help now" page's directory (src/routes/get-help.tsx; docs/decisions/059), apart from
 * `./urgentHelp.ts` so the islands that show the short block (the reputation check) do not carry it.
 */

/** A situation of the "Get help now" page (`GET_HELP_PATH`), with the anchor its section carries. */
export type HelpSituationId =
  | "in-danger"
  | "abuse"
  | "intimate-images"
  | "under-18"
  | "sextortion"
  | "doxxing"
  | "suicide"
  | "outside-us"
  | "keep-a-record";

/**
 * The sections of the "Get help now" page, in its order (docs/product-decisions.md, decision 17:
 * in danger now, domestic violence and stalking, intimate images, under 18, sextortion, thoughts
 * of suicide, outside the US; then the doxxing steps and what to keep): each with the short label
 * of the page's index and its heading. Placeholder wording written for the site, read with the
 * lenses of docs/content/reviewing.md.
 */
export const HELP_SITUATIONS: readonly {
  readonly id: HelpSituationId;
  readonly label: string;
  readonly heading: string;
}[] = [
  { id: "in-danger", label: "In danger now", heading: urgentHelpCopy.heading },
  {
    id: "abuse",
    label: "Domestic violence and stalking",
    heading: urgentHelpCopy.resourceGroups.abuse,
  },
  {
    id: "intimate-images",
    label: "Intimate images",
    heading: urgentHelpCopy.resourceGroups.images,
  },
  {
    id: "under-18",
    label: "Under 18",
    heading: urgentHelpCopy.resourceGroups.young,
  },
  {
    id: "sextortion",
    label: "Sextortion",
    heading: "If someone threatens to share images unless you pay or send more",
  },
  {
    id: "suicide",
    label: "Thoughts of suicide",
    heading:
      "If you are thinking about suicide, or need someone to talk to now",
  },
  {
    id: "outside-us",
    label: "Outside the US",
    heading: "If you are outside the US",
  },
  {
    id: "doxxing",
    label: "Address or details posted",
    heading: urgentHelpCopy.doxxing.heading,
  },
  {
    id: "keep-a-record",
    label: "Keeping a record",
    heading: urgentHelpCopy.preserve.heading,
  },
];

/** The services listed for people outside the US, by id: the UK's own lines, then the world directory. */
const OUTSIDE_US_IDS: readonly string[] = [
  "refuge",
  "revenge-porn-helpline",
  "childline",
  "ceop",
  "report-remove",
  "find-a-helpline",
];

/**
 * The services of one section of the "Get help now" page: the content file's group for the
 * abuse, images and under-18 sections, the crisis lines but the world directory for the suicide
 * section, the UK's lines and the world directory outside the US; none elsewhere.
 */
export function resourcesForSituation(
  id: HelpSituationId,
): readonly ShownHelpResource[] {
  const { minorResources, adultResources } = urgentHelpContent;
  switch (id) {
    case "abuse":
      return adultResources.filter((resource) => resource.group === "abuse");
    case "intimate-images":
      return adultResources.filter((resource) => resource.group === "images");
    case "under-18":
      return minorResources;
    case "suicide":
      return adultResources.filter(
        (resource) =>
          resource.group === "crisis" && !OUTSIDE_US_IDS.includes(resource.id),
      );
    case "outside-us":
      return resourcesById(OUTSIDE_US_IDS);
    default:
      return [];
  }
}
