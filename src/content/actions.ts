/**
 * The labels of the links and buttons that lead to the contact page (/contact/). One voice for the
 * main action: the acceptance criterion "Distinct labels on links and buttons to /contact/: at
 * most three site-wide", with "one label for the main action everywhere (with at most a specific
 * second label where the action differs, such as 'Send this to a specialist'), sentence case
 * throughout".
 *
 * The labels are written here, never in a content file or a page: every component that renders a
 * link or a button to /contact/ (`CallToAction`, the urgent-help block, the home page's hero, the
 * route templates, the header and the footer) takes its text from these constants, and content
 * files have no field for it. The third label is the reputation check's own "Send this to a
 * specialist" (`src/content/reputationCheck/copy.ts`), which sends the check's brief with the
 * visitor. Links written in Markdown prose say "request a free consultation" in their sentence.
 * `npm run test:content` fails a build whose pages carry more than three distinct labels
 * (`contactActionLabels` in `scripts/content/rules.ts`).
 */

/**
 * The main action, wherever a page invites the visitor to get in touch about their situation:
 * every call-to-action band, the urgent-help block's red button, the service pages, hubs, About
 * pages, the FAQ, and the prose links of articles, guides and case studies. That the consultation
 * is free, confidential and without obligation (docs/spec.md §1) is said in the text around it.
 */
export const CONTACT_ACTION_LABEL = "Request a free consultation";

/**
 * Plain navigation to the contact page: the header's and the footer's menus, and the places that
 * mean "our contact details" or "write to us" (the FAQ's business hours, the glossary's "Missing a
 * term?", the guides list's "Need a guide we have not written?", the search's empty result, the
 * not-found page).
 */
export const CONTACT_LINK_LABEL = "Contact";
