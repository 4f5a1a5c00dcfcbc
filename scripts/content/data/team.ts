/**
 * The team members (`src/content/team/<file>.yml`, one person a file; docs/decisions/047): empty
 * until the firm adds real people, who agreed to be listed. Editors add and delete them in the CMS
 * ("Team members"); `TeamList` shows them on /about/team/ and renders nothing, heading included,
 * while there is none. The build reads each photo's size from its file, so the editor never types it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type TeamMember, type TeamMemberFile, teamMemberSchema } from "../../../src/content/proofSchemas";
import { imageSize } from "../imageSize";
import { type DataEntry, defineDataCollection, generatedModule, literal } from "./collection";
import { inOrder } from "./entryOrder";

/** The folder of the team members' files. */
export const TEAM_FOLDER = "src/content/team";

/** Where the site's own files are served from: a photo's path `/images/…` is `public/images/…`. */
const PUBLIC_FOLDER = "public";

/**
 * The team members as the page shows them, in their `order`.
 * @param entries - the validated files.
 * @param problems - gets a problem for two files with one `order`, and for a photo whose file is
 *   not under `public/` or whose size cannot be read (not a JPEG, PNG or WebP), naming the file and
 *   the field.
 */
export function teamMembersOf(entries: readonly DataEntry<TeamMemberFile>[], problems: string[]): TeamMember[] {
  return inOrder(entries, "team member", problems).map(({ id, file, data }): TeamMember => {
    let photo: TeamMember["photo"];
    if (data.photo !== undefined && data.photoAlt !== undefined) {
      const path = join(PUBLIC_FOLDER, data.photo);
      const size = existsSync(path) ? imageSize(readFileSync(path)) : undefined;
      if (!existsSync(path)) problems.push(`${file}: field "photo": ${data.photo} is not a file of the site (${path}): upload the photo in the editor, or correct its name`);
      else if (size === undefined) problems.push(`${file}: field "photo": ${data.photo} is not a JPEG, PNG or WebP image whose size can be read`);
      else photo = { src: data.photo, alt: data.photoAlt, width: size.width, height: size.height };
    }
    return {
      id,
      name: data.name,
      role: data.role,
      credentials: data.credentials ?? [],
      ...(data.bio === undefined ? {} : { bio: data.bio }),
      ...(photo === undefined ? {} : { photo }),
    };
  });
}

export const teamCollection = defineDataCollection({
  name: "team",
  label: "Team members",
  labelSingular: "Team member",
  description:
    "The people of the firm shown on /about/team/ (the page shows nothing of this list until it has a first entry). Add only real members of staff who have agreed to be listed, with their name, role, photo and credentials.",
  source: { folder: TEAM_FOLDER },
  schema: teamMemberSchema,
  summary: "name",
  newEntries: { slug: "{{slug}}", identifierField: "name" },
  generate: (entries, problems) => ({
    "src/content/generated/team.ts": generatedModule(
      entries.length === 0 ? [`${TEAM_FOLDER}/ (no entry yet)`] : entries.map(({ file }) => file),
      [`import type { TeamMember } from "../proofSchemas";`],
      `/** The team members, in their \`order\`; empty until the firm adds real people. */\nexport const teamMembers: readonly TeamMember[] = ${literal(teamMembersOf(entries, problems))};`,
    ),
  }),
});
