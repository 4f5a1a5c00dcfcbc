import * as z from "zod/mini";
import { type CheckPosition, cleanAnswers } from "../../../machines/reputationCheck";
import { emptyContactValues } from "../../../machines/contactForm/fields";
import { BRIEF_TITLE, briefOf, inquiryTypeOf } from "../../content/reputationCheck/brief";
import { type CheckAnswers, QUESTION_IDS } from "../../content/reputationCheck/questions";
import { removeStored, STORED_ITEMS } from "../../config/storage";
import { storedValue } from "../../config/storedValue";
import { readContactDraft, writeContactDraft } from "../ContactForm/draft";

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
  z.object({
    answers: z.pipe(z.catch(z.record(z.string(), z.unknown()), {}), z.transform(cleanAnswers)),
    position: z.catch(z.enum([...QUESTION_IDS, "safety", "result"]), "who"),
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

/**
 * "Send this to a specialist": writes the contact form's own draft (src/components/ContactForm/draft.ts,
 * the shape and key the form restores) with the inquiry type the answers imply and the message
 * set to the brief of the answers. Name, e-mail and phone already in the draft stay. A message the
 * visitor wrote earlier is kept under the brief; an earlier brief is replaced. Nothing is sent:
 * the visitor reviews, edits and sends from the contact page.
 */
export function writeContactBrief(answers: CheckAnswers): void {
  const draft = { ...emptyContactValues(), ...readContactDraft() };
  const brief = briefOf(answers);
  const earlier = draft.message.trim();
  const message = earlier === "" || earlier.startsWith(BRIEF_TITLE) ? brief : `${brief}\n${earlier}`;
  writeContactDraft({ ...draft, inquiryType: inquiryTypeOf(answers) ?? draft.inquiryType, message });
}
