import { timelineCopy } from "./generated/timeline";

/**
 * What happens after a first message (docs/decisions/046), from the content file
 * `src/content/data/timeline.yml` (schema `timelineCopySchema`): one source for the contact page,
 * /about/process/ and the home page's "How it works".
 */
export const timelineContent = timelineCopy;
