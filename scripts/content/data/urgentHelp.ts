/**
 * The urgent-help copy and resources (`src/content/data/urgent-help.yml`;
 * docs/product-decisions.md, decision 13). Writes three modules, so the pages that show only the
 * short panel (the home page) do not ship the resources' copy in their first load
 * (scripts/js-budget.ts):
 *
 * - `src/content/generated/urgentHelpBrief.ts`: the panel and "RRR is not an emergency service",
 *   read by `src/content/urgentHelpBrief.ts`;
 * - `src/content/generated/urgentHelpShort.ts`: what the short block of a page about a harm shows
 *   (its heading, the teen's steps, each service's name and contacts), read by
 *   `src/content/urgentHelpShort.ts`;
 * - `src/content/generated/urgentHelp.ts`: the whole block, its resources (without their
 *   sources and the day each was checked, which the page never shows) and the date they were all
 *   checked with its label, read by `src/content/urgentHelp.ts`.
 *
 * Its content tokens (`{{site.responseTime}}`…) are filled as it loads (`scripts/content-data.ts`); a
 * service listed twice fails the build.
 */
import { formatDate } from "../../../src/content/dates";
import { type UrgentHelpShownCopy, urgentHelpCopySchema } from "../../../src/content/pageCopySchemas";
import { defineDataCollection, generatedModule, literal, onlyEntry } from "./collection";

export const urgentHelpCollection = defineDataCollection({
  name: "urgent-help",
  label: "Urgent help (emergency numbers and free services)",
  description:
    "The urgent-help block (harassment page, contact page, reputation check, pages about threats, intimate images or doxxing) and the home page's short panel. Frightened people act on it: change a service only after checking its source, then update \"Last checked\".",
  source: { file: "src/content/data/urgent-help.yml" },
  schema: urgentHelpCopySchema,
  generate: (entries, problems) => {
    const { file, data } = onlyEntry(entries);
    const { reviewed, notEmergency, brief, ...block } = data;
    const ids = [...block.minorResources, ...block.adultResources].map((resource) => resource.id);
    // The sources and each service's `reviewed` date stay in the content file (the checks and the
    // editor read them there): the page never shows them, so the browser does not download them.
    const withoutSource = <Item extends { source: string }>(item: Item): Omit<Item, "source" | "reviewed"> => {
      const rest: Partial<Item> & { reviewed?: unknown } = { ...item };
      delete rest.source;
      delete rest.reviewed;
      return rest as Omit<Item, "source" | "reviewed">;
    };
    const shown: UrgentHelpShownCopy = {
      ...block,
      minorResources: block.minorResources.map(withoutSource),
      adultResources: block.adultResources.map(withoutSource),
      silentHelp: withoutSource(block.silentHelp),
      sextortion: withoutSource(block.sextortion),
      techSafety: withoutSource(block.techSafety),
    };
    for (const id of ids.filter((id, index) => ids.indexOf(id) !== index)) problems.push(`${file}: field "adultResources": the service "${id}" is listed twice`);
    return {
      "src/content/generated/urgentHelpBrief.ts": generatedModule(
        [file],
        [`import type { UrgentHelpCopy } from "../pageCopySchemas";`],
        `export const notAnEmergencyService: string = ${JSON.stringify(notEmergency)};\n\nexport const urgentHelpBriefCopy: UrgentHelpCopy["brief"] = ${literal(brief)};`,
      ),
      // The short block of a page about a harm (and of the check's safety screens): what it shows
      // and no more, so the reputation check's island does not carry the whole directory.
      "src/content/generated/urgentHelpShort.ts": generatedModule(
        [file],
        [`import type { UrgentHelpShortCopy } from "../pageCopySchemas";`],
        `export const urgentHelpShortCopy: UrgentHelpShortCopy = ${literal({
          heading: block.heading,
          resourcesHeading: block.resourcesHeading,
          minorSteps: block.minorSteps,
          doxxingHeading: block.doxxing.heading,
          resources: [...block.minorResources, ...block.adultResources].map(({ id, name, contacts }) => ({ id, name, contacts })),
        })};`,
      ),
      "src/content/generated/urgentHelp.ts": generatedModule(
        [file],
        [`import type { UrgentHelpShownCopy } from "../pageCopySchemas";`, `import type { ReviewDate } from "../reviewed";`],
        `export const urgentHelpReviewed: ReviewDate = ${JSON.stringify({ date: reviewed, displayDate: formatDate(reviewed) })};\n\nexport const urgentHelpCopy: UrgentHelpShownCopy = ${literal(shown)};`,
      ),
    };
  },
});
