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
 * The facts a legal Markdown file names by token instead of writing them out, each as the
 * Markdown it becomes: `{{site.email}}` and `{{site.phone}}` (links), `{{site.hours}}` (the
 * business hours with their time zone), and `{{storage.table}}` and `{{storage.list}}` (what the
 * site keeps in the browser, from the storage registry). The address, number, hours and storage
 * items then live only in `src/config/` (docs/product-decisions.md, decisions 3 and 13), where the
 * firm replaces the placeholders once (decision 12; README "Before going live").
 */
export const siteFactLinks: Readonly<Record<string, string>> = {
  "site.email": `[${site.email}](mailto:${site.email})`,
  "site.phone": `[${site.phone.display}](tel:${site.phone.e164})`,
  "site.hours": site.businessHours.text,
  "storage.table": storageTable(),
  "storage.list": storageList(),
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
