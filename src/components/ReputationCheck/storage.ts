import * as v from "valibot";
import { type CheckPosition, cleanAnswers } from "../../../machines/reputationCheck";
import { type CheckAnswers, QUESTION_IDS } from "../../content/reputationCheck/questions";
import { removeStored, STORED_ITEMS } from "../../config/storage";
import { storedValue } from "../../config/storedValue";

/**
 * The sessionStorage key of the reputation check's answers (`STORED_ITEMS.reputationCheck`;
 * docs/decisions/022): kept for the tab, so a reload keeps them (some browsers restore a closed tab with them);
 * nothing is sent anywhere. Like the contact draft they expire `IDLE_EXPIRY_MS` (30 minutes) after
 * the last change (src/config/storageExpiry.ts; docs/product-decisions.md, decision 13), and a
 * successful send of the contact form removes them (`forgetSentMessage`).
 */
export const CHECK_PROGRESS_KEY = STORED_ITEMS.reputationCheck.key;

/** What is kept: the answers and where the visitor was. */
export interface CheckProgress {
  readonly answers: CheckAnswers;
  readonly position: CheckPosition;
}

/**
 * What kept progress may hold: answers (cleaned of unknown questions and values by
 * `cleanAnswers`, or none when they are not a record) and a position (the first question when it
 * is not one the check has).
 */
const storedProgress = storedValue(
  STORED_ITEMS.reputationCheck,
  v.object({
    answers: v.pipe(v.fallback(v.record(v.string(), v.unknown()), {}), v.transform(cleanAnswers)),
    position: v.fallback(v.picklist([...QUESTION_IDS, "safety", "result"]), "who"),
  }),
);

/**
 * Reads the kept answers.
 * @returns them, cleaned of unknown questions and values, or `null` when there are none, they
 *   have expired (reading them then deletes them, `readFresh`), storage is unavailable or the
 *   stored text is not progress (it is then deleted, never trusted; `storedValue`).
 */
export function readCheckProgress(): CheckProgress | null {
  return storedProgress.read();
}

/** Keeps the answers for the tab; with no answer and at the first question, removes them. Storage errors are ignored. */
export function writeCheckProgress(progress: CheckProgress): void {
  if (Object.keys(progress.answers).length === 0 && progress.position === "who") removeStored(STORED_ITEMS.reputationCheck);
  else storedProgress.write(progress);
}
