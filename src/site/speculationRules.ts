/** The content editor's path (deploy/policy.ts `ADMIN_PATH`, which the application may not import; tests/delivery.test.ts checks they agree). */
const EDITOR_PATH = "/admin/";

/**
 * The site's speculation rules (https://developer.chrome.com/docs/web-platform/prerender-pages,
 * https://wicg.github.io/nav-speculation/speculation-rules.html; docs/decisions/041): every page is
 * a document of its own (no client-side router), so the next one is prerendered when the visitor
 * starts to follow a link to it. `conservative` eagerness: at the start of a press on the link
 * (pointer or touch down), as Chrome defines it. Not `moderate`: on Android, Chrome applies it to
 * links that stay in view, so the pages of links a visitor scrolled past (a guide about stalking)
 * would be requested, and logged by whatever records the addresses a device fetches, without the
 * visitor opening them (content review dv-sort-1). Only this
 * site's pages: links are matched against the page's own origin (`href_matches` patterns are
 * relative to the document), and the content editor (`/admin/`), the feeds and the other files
 * (`*.xml`, `*.json`, `*.txt`) and links marked `rel="nofollow"` are left out. Browsers without the
 * API ignore the script; its text is hashed into the content security policy like the other
 * inline scripts (`scripts/html/inline-scripts.ts`).
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: `${EDITOR_PATH}*` } },
          { not: { href_matches: "/*.xml" } },
          { not: { href_matches: "/*.json" } },
          { not: { href_matches: "/*.txt" } },
          { not: { selector_matches: "[rel~=nofollow]" } },
        ],
      },
      eagerness: "conservative",
    },
  ],
} as const;

/** `SPECULATION_RULES` as the text of the page's `<script type="speculationrules">`. */
export const SPECULATION_RULES_TEXT = JSON.stringify(SPECULATION_RULES);
