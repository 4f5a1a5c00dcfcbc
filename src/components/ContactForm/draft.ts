import * as v from "valibot";
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactValues,
  INQUIRY_TYPES,
  NEUTRAL_SENDER_ON,
  SAFE_CHANNELS,
  TIME_ZONES,
  VOICEMAIL_CHOICES,
  contactFieldValue,
  emptyContactValues,
} from "../../../machines/contactForm";
import { removeStored, STORED_ITEMS } from "../../config/storage";
import { IDLE_EXPIRY_TEXT } from "../../config/storageExpiry";
import { storedValue } from "../../config/storedValue";

/** The sessionStorage key of the contact draft (`STORED_ITEMS.contactDraft`, described on the cookie policy page). */
export const CONTACT_DRAFT_KEY = STORED_ITEMS.contactDraft.key;

type DraftValues = Omit<ContactValues, "captchaAnswer">;

/**
 * What the contact form says, next to its buttons, of what this browser keeps (docs/product-decisions.md,
 * decision 13), built from the registry's limit (`IDLE_EXPIRY_TEXT`, src/config/storageExpiry.ts).
 */
export const DRAFT_NOTICE = `While you type, this tab keeps your words and choices for up to ${IDLE_EXPIRY_TEXT} after your last change, so a reload does not lose them. After that they are deleted, from the form too, even if the tab is open. They are also deleted when you send the message or clear the form. Closing the tab usually deletes them. But some browsers can bring a closed tab back. On a shared device, tick the question at the top of the form, or clear the form before you leave.`;

/** A choice that is not in `list` (renamed since the draft was written) reads as absent. */
const storedChoice = <const T extends readonly [string, ...string[]]>(list: T) => v.fallback(v.optional(v.picklist(list)), undefined);

/**
 * What a stored draft may hold: the text fields, each optional, and the choices (the inquiry type
 * and the "How can we reach you safely?" answers); a choice outside its list is dropped, the rest
 * kept.
 */
const draftSchema = v.object({
    fullName: v.optional(v.string()),
    email: v.optional(v.string()),
    phone: v.optional(v.string()),
    inquiryType: storedChoice(INQUIRY_TYPES),
    safeChannel: storedChoice(SAFE_CHANNELS),
    voicemail: storedChoice(VOICEMAIL_CHOICES),
    safeTimes: v.optional(v.string()),
    timeZone: storedChoice(TIME_ZONES),
    neutralSender: storedChoice([NEUTRAL_SENDER_ON]),
    message: v.optional(v.string()),
});

const storedDraft = storedValue(STORED_ITEMS.contactDraft, draftSchema);

/** The draft's fields: every value but the captcha answer, whose question is made anew on each visit. */
const DRAFT_FIELDS = CONTACT_FIELDS.filter((field): field is Exclude<ContactField, "captchaAnswer"> => field !== "captchaAnswer");

/**
 * Reads the saved draft (docs/product-decisions.md, decision 4: a draft survives a reload until it
 * is sent; decision 13: not once it has gone `IDLE_EXPIRY_MS` without a change, when reading it
 * deletes it, `readFresh`).
 * @returns the stored values and when they were saved (ms since the epoch), or `null` when there
 *   is none, it has expired, storage is unavailable, or the stored text is not a draft (it is then
 *   deleted, never trusted; `storedValue`).
 */
export function readContactDraftStamped(): { values: Partial<ContactValues>; savedAt: number } | null {
  const stored = storedDraft.readStamped();
  if (stored === null) return null;
  // A dropped choice is left out, so that a spread of the draft over the form's values keeps the form's.
  const entries: [string, string | undefined][] = Object.entries(stored.value);
  const values = Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as Partial<ContactValues>;
  return { values, savedAt: stored.savedAt };
}

/** The saved draft's values alone (`readContactDraftStamped`), or `null`. */
export function readContactDraft(): Partial<ContactValues> | null {
  return readContactDraftStamped()?.values ?? null;
}

/**
 * Saves what the visitor typed (not the captcha answer), or removes the draft when the form is
 * empty. Storage errors (private mode, quota) are ignored: the form works without a draft.
 */
export function writeContactDraft(values: ContactValues): void {
  const empty = emptyContactValues();
  const isEmpty = DRAFT_FIELDS.every((key) => values[key] === empty[key]);
  if (isEmpty) {
    removeStored(STORED_ITEMS.contactDraft);
    return;
  }
  // Blank fields and unanswered choices are left out: reading the draft keeps the form's own.
  const draft: Partial<DraftValues> = {};
  for (const key of DRAFT_FIELDS) {
    if (values[key] !== "") Object.assign(draft, { [key]: values[key] });
  }
  storedDraft.write(draft as v.InferOutput<typeof draftSchema>);
}

/**
 * After a successful send (the machine's `feedback` outcome `sent`), removes what the message was
 * made from: the draft and the reputation check's answers, which "Send this to a specialist"
 * copied into it (docs/product-decisions.md, decision 13). Storage errors are ignored.
 */
export function forgetSentMessage(): void {
  removeStored(STORED_ITEMS.contactDraft);
  removeStored(STORED_ITEMS.reputationCheck);
}

/**
 * The contact values among the fields a visitor changed before hydration (`readTypedValues`):
 * the text fields, and the choices that are in their lists (`contactFieldValue`; an unticked
 * checkbox reads as `""`). The captcha answer is left out, because its question is only made
 * after hydration.
 */
export function typedContactValues(typed: ReadonlyMap<string, string>): Partial<ContactValues> {
  const empty = emptyContactValues();
  const values: Record<string, string> = {};
  for (const key of DRAFT_FIELDS) {
    const value = typed.get(key);
    if (value === undefined) continue;
    const kept = contactFieldValue(key, value, empty[key]);
    // A choice outside its list is left out (the inquiry type falls back to its default).
    if (kept !== empty[key] || value === kept) values[key] = kept;
  }
  return values;
}
