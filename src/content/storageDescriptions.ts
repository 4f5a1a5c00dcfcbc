import { STORED_ITEMS, type StorageArea, type StoredItem, type StoredItemName } from "../config/storage";
import { IDLE_EXPIRY_TEXT } from "../config/storageExpiry";

/** What the policy pages say of one stored item. */
export interface StoredItemDescription {
  /** A short name for the policy pages ("Theme choice"). */
  readonly name: string;
  /** Why it is kept, one sentence. */
  readonly purpose: string;
  /** What it holds, one sentence. */
  readonly holds: string;
  /** When it goes away, one sentence. */
  readonly lifetime: string;
}

/**
 * The description of every item of the storage registry (src/config/storage.ts), for the cookie
 * and privacy pages (`{{storage.table}}`, `{{storage.list}}` in src/content/siteFacts.ts). The type
 * requires one entry per registry item, so a new key cannot reach the code without its description
 * (docs/content/browser-storage.md). Kept out of the registry module so that pages' scripts carry
 * only the keys.
 */
export const STORED_ITEM_DESCRIPTIONS: Readonly<Record<StoredItemName, StoredItemDescription>> = {
  theme: {
    name: "Theme choice",
    purpose: "Remembers whether you chose the light or dark theme, so every page opens in it.",
    holds: "The word “light” or “dark”; nothing is kept while you use the System setting.",
    lifetime: "Until you choose System again or clear this site's data in your browser.",
  },
  reputationCheck: {
    name: "Reputation check answers",
    purpose: "Keeps your answers to the reputation check and the question you were on, so a reload does not lose them.",
    holds: "The options you chose (for example the kind of content and where it appears) and the step you were on.",
    lifetime: `Until ${IDLE_EXPIRY_TEXT} pass without a change to your answers (after that they are not restored, and opening any page of this site deletes them), you choose Start again or "Exit this page", you tell the check on your result that someone else could use this device, your message is sent from the contact form, or you close the browser tab (some browsers restore it if you reopen a closed tab).`,
  },
  contactDraft: {
    name: "Contact form draft",
    purpose: "Keeps what you typed in the contact form, so a reload or a failed send loses nothing.",
    holds:
      "Your name, e-mail address, phone number, inquiry type, your answers to “How can we reach you safely?” (safe ways to contact you, voicemail, safe times and time zone, leaving our name out) and your message, including a summary of your reputation check answers if you chose to send them; never the answer to the security question.",
    lifetime: `Until ${IDLE_EXPIRY_TEXT} pass without a change to what you typed (after that it is deleted, from an open contact page too, and opening any page of this site again deletes it), you choose "Exit this page", you tick the question at the top of the form that someone else could use this device (none is kept while it stays ticked), your message is sent successfully, you choose Clear this form or empty every field, or you close the browser tab (some browsers restore it if you reopen a closed tab).`,
  },
};

/** A stored item with its description, in the registry's order. */
export type DescribedItem = StoredItem & StoredItemDescription;

/** Every item of the registry with its description, in the registry's order. */
export const describedStoredItems: readonly DescribedItem[] = (Object.keys(STORED_ITEMS) as StoredItemName[]).map((name) => ({
  ...STORED_ITEMS[name],
  ...STORED_ITEM_DESCRIPTIONS[name],
}));

/** How the policy pages name an area. */
export function storageAreaName(area: StorageArea): string {
  return area === "localStorage" ? "Local storage (on your device)" : "Session storage (this tab, on your device)";
}
