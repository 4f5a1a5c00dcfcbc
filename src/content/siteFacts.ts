import { site } from "../config/site";
import { describedStoredItems, storageAreaName } from "./storageDescriptions";

/** A table cell's text: a pipe would end the cell, a line break the row. */
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");

/**
 * The storage registry (src/config/storage.ts) as the cookie policy's table: name and key, area,
 * purpose and contents, lifetime; one row an item.
 */
function storageTable(): string {
  const rows = describedStoredItems.map(
    (item) => `| ${cell(item.name)} (\`${item.key}\`) | ${storageAreaName(item.area)} | ${cell(`${item.purpose} ${item.holds}`)} | ${cell(item.lifetime)} |`,
  );
  return ["| Item | Where | Why, and what it holds | How long |", "|---|---|---|---|", ...rows].join("\n");
}

/** The storage registry as a Markdown list: one item a line, its key, area, purpose and lifetime. */
function storageList(): string {
  return describedStoredItems
    .map((item) => `- **${item.name}** (\`${item.key}\`, ${item.area === "localStorage" ? "local storage" : "session storage"}): ${item.purpose} ${item.lifetime}`)
    .join("\n");
}

/**
 * The privacy policy's paragraph on the optional "I'm not a robot" check (`{{challenge.privacy}}`;
 * docs/toolchain.md "reCAPTCHA v2"): Google reCAPTCHA is named only in a build that loads it.
 * Placeholder: written for the site; counsel confirms it before a build with the check goes live
 * (README "Before going live").
 * @param enabled - the build has `VITE_EMAILJS_RECAPTCHA_SITE_KEY`.
 * @returns the paragraph's Markdown when `enabled`, `""` (nothing on the page) otherwise.
 */
export function challengePrivacyFact(enabled: boolean): string {
  if (!enabled) return "";
  return [
    "**Google reCAPTCHA on the contact form.** Before a message is sent, the contact form asks you to complete Google reCAPTCHA's \"I'm not a robot\" check, which helps us keep automated spam out.",
    "The check is loaded from Google only on the contact page, once you start filling in the form. Google provides it as one of our service providers: to run it, Google receives information from your browser, such as your IP address and how you interact with the check, and may set a cookie of its own for that purpose.",
    "The check gives your browser a one-time token, which is sent with your message to our email delivery service (EmailJS) so that it can confirm the check with Google.",
  ].join(" ");
}

/**
 * The facts a legal Markdown file names by token instead of writing them out, each as the
 * Markdown it becomes: `{{site.email}}` and `{{site.phone}}` (links), `{{site.hours}}` (the
 * business hours with their time zone), `{{storage.table}}` and `{{storage.list}}` (what the
 * site keeps in the browser, from the storage registry), and `{{challenge.privacy}}` (the
 * paragraph on the optional "I'm not a robot" check, empty in builds without it). The address, number, hours and storage
 * items then live only in `src/config/` (docs/product-decisions.md, decisions 3 and 13), where the
 * firm replaces the placeholders once (decision 12; README "Before going live").
 */
export const siteFactLinks: Readonly<Record<string, string>> = {
  "site.email": `[${site.email}](mailto:${site.email})`,
  "site.phone": `[${site.phone.display}](tel:${site.phone.e164})`,
  "site.hours": site.businessHours.text,
  "storage.table": storageTable(),
  "storage.list": storageList(),
  "challenge.privacy": challengePrivacyFact(__RECAPTCHA_SITE_KEY__ !== ""),
};

/** A token: a fact's name between double braces, e.g. `{{site.phone}}`. */
const TOKEN = /\{\{\s*([\w.-]+)\s*\}\}/g;

/**
 * Replaces every `{{name}}` token of a Markdown source with the Markdown of that fact.
 * @param markdown - the source, frontmatter included.
 * @param facts - the Markdown of each fact by name (`siteFactLinks` in the site).
 * @param file - the source's path, named in the error.
 * @returns the source with every token replaced.
 * @throws Error naming the file and the token when `facts` has no such name, so a misspelled token
 *   fails the build instead of showing braces on the page.
 */
export function fillSiteFacts(markdown: string, facts: Readonly<Record<string, string>>, file: string): string {
  return markdown.replace(TOKEN, (token, name: string) => {
    const fact = facts[name];
    if (fact === undefined) {
      throw new Error(`${file}: unknown token ${token} (known: ${Object.keys(facts).map((known) => `{{${known}}}`).join(", ")})`);
    }
    return fact;
  });
}
