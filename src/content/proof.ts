/**
 * The proof a prospect can check about the people and the work (docs/decisions/047): the team
 * members (`src/content/team/`), the clients' testimonials (`src/content/testimonials/`) and the
 * firm's profiles on independent review sites (the site facts' `reviewProfiles`). All three are
 * empty until the firm gives real ones; the sections that show them then render nothing.
 */
import type { ReviewProfile } from "./dataSchemas";
import { siteFacts } from "./generated/siteFacts";

export { teamMembers } from "./generated/team";
export { testimonials } from "./generated/testimonials";

/** The firm's review profiles, as the site facts list them. */
export const reviewProfiles: readonly ReviewProfile[] = siteFacts.reviewProfiles;
