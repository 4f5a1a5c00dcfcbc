import { contactCopy } from "./generated/contact";

/**
 * Copy of the contact page (docs/spec.md §2 "Contact /contact"), from the content file
 * `src/content/data/contact.yml` (docs/decisions/035; schema `contactCopySchema` in
 * `src/content/pageCopySchemas.ts`). The email address, phone number, response time and business
 * hours the page shows are site facts (`src/content/site.ts`).
 */
export const contactContent = contactCopy;
