import * as z from "zod/mini";
import { type ContactValues, INQUIRY_TYPES, emptyContactValues, parseInquiryType } from "../../../machines/contactForm";
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
export const DRAFT_NOTICE = `While you type, this browser keeps your words in this tab for up to ${IDLE_EXPIRY_TEXT} after your last change, so a reload does not lose them; they are deleted when the message is sent or when you clear the form. Closing the tab usually deletes them too, but some browsers bring a closed tab back, so on a shared device clear the form before you leave.`;

/**
 * What a stored draft may hold: the text fields, each optional, and an inquiry type; one that is
 * not an inquiry type of the form (renamed since the draft was written) is dropped, the rest kept.
 */
const storedDraft = storedValue(
  STORED_ITEMS.contactDraft,
  z.object({
    fullName: z.optional(z.string()),
    email: z.optional(z.string()),
    phone: z.optional(z.string()),
    inquiryType: z.catch(z.optional(z.enum(INQUIRY_TYPES)), undefined),
    message: z.optional(z.string()),
  }),
);

/**
 * Reads the saved draft (docs/product-decisions.md, decision 4: a draft survives a reload until it
 * is sent; decision 13: not once it has gone `IDLE_EXPIRY_MS` without a change, when reading it
 * deletes it, `readFresh`).
 * @returns the stored values, or `null` when there is none, it has expired, storage is unavailable, or the
 *   stored text is not a draft (it is then deleted, never trusted; `storedValue`).
 */
export function readContactDraft(): Partial<ContactValues> | null {
  const stored = storedDraft.read();
  if (stored === null) return null;
  // A dropped inquiry type is left out, so that a spread of the draft over the form's values keeps the form's.
  const { inquiryType, ...text } = stored;
  return inquiryType === undefined ? text : { ...text, inquiryType };
}

/**
 * Saves what the visitor typed (not the captcha answer), or removes the draft when the form is
 * empty. Storage errors (private mode, quota) are ignored: the form works without a draft.
 */
export function writeContactDraft(values: ContactValues): void {
  const empty = emptyContactValues();
  const draft: DraftValues = {
    fullName: values.fullName,
    email: values.email,
    phone: values.phone,
    inquiryType: values.inquiryType,
    message: values.message,
  };
  const isEmpty = (Object.keys(draft) as (keyof DraftValues)[]).every((key) => draft[key] === empty[key]);
  if (isEmpty) removeStored(STORED_ITEMS.contactDraft);
  else storedDraft.write(draft);
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
 * the text fields and a valid inquiry type. The captcha answer is left out, because its question
 * is only made after hydration.
 */
export function typedContactValues(typed: ReadonlyMap<string, string>): Partial<ContactValues> {
  const values: Partial<ContactValues> = {};
  for (const key of ["fullName", "email", "phone", "message"] as const) {
    const value = typed.get(key);
    if (value !== undefined) values[key] = value;
  }
  const inquiryType = parseInquiryType(typed.get("inquiryType"));
  if (inquiryType !== undefined) values.inquiryType = inquiryType;
  return values;
}
