/**
 * Turns the content files that hold copy as data (YAML; docs/decisions/035) into TypeScript modules
 * in `src/content/generated/` (not committed), which the site imports as it imported its
 * hand-written copy before: the pages' HTML and scripts do not change, and no YAML parser or schema
 * reaches the browser.
 *
 * Reads every declaration of `scripts/content/data/index.ts`: each file's content tokens
 * (`{{site.responseTime}}`…; `src/content/siteFacts.ts`) are filled from the site facts, then it is
 * validated with its zod schema (the schemas the CMS's configuration is generated from), then the
 * declaration writes its modules. Fails (exit 1) with one line per problem, naming the file, the
 * line and the field (and the token), so nothing ships half-valid. Runs first in `npm run content`, before `scripts/content-index.ts`,
 * which reads the modules it writes.
 */
import { readFileSync } from "node:fs";
import { writeGenerated } from "./content/writeGenerated";
import type { z } from "zod";
import { loadDataFile } from "./content/dataFiles";
import type { DataCollection, DataEntry } from "./content/data/collection";
import { dataCollections } from "./content/data";
import { contentTokenValues } from "./content/data/siteTokens";
import { filesOfSource } from "./content/linkFields";

const problems: string[] = [];
const modules = new Map<string, string>();

/**
 * The plain-text values of the content tokens (`{{site.responseTime}}`…; src/content/siteFacts.ts),
 * from the site facts' file; `undefined` when that file does not validate (the site facts'
 * declaration reports why, and no other file is checked against facts that are wrong).
 */
const tokens = (() => {
  try {
    return contentTokenValues().text;
  } catch {
    return undefined;
  }
})();

/**
 * Loads and validates a declaration's files, every text with its content tokens filled (an unknown
 * token is a problem naming the file, the field and the token), then asks it for its modules.
 */
function generate(collection: DataCollection): void {
  const entries: DataEntry<z.infer<DataCollection["schema"]>>[] = [];
  let failed = false;
  for (const file of filesOfSource(collection.source)) {
    try {
      entries.push({ file, data: loadDataFile(file, collection.schema, readFileSync(file, "utf8"), tokens) });
    } catch (error) {
      failed = true;
      problems.push(...(error instanceof Error ? error.message : String(error)).split("\n"));
    }
  }
  // A folder editors fill in the CMS (`newEntries`: the team, the testimonials) may be empty.
  if (entries.length === 0 && !failed && collection.newEntries === undefined) problems.push(`${JSON.stringify(collection.source)}: no content file (collection "${collection.name}")`);
  if (failed) return;
  for (const [name, source] of Object.entries(collection.generate(entries, problems))) {
    if (modules.has(name)) problems.push(`collection "${collection.name}": the module ${name} is written twice`);
    modules.set(name, source);
  }
}

for (const collection of dataCollections) generate(collection);

if (problems.length > 0) {
  console.error(`content-data: ${String(problems.length)} problem(s) in the content files:\n${problems.map((problem) => `  ✗ ${problem}`).join("\n")}`);
  process.exit(1);
}

for (const [path, source] of modules) writeGenerated(path, source);
console.log(`content-data: ${String(dataCollections.length)} content collections, ${String(modules.size)} modules (${[...modules.keys()].join(", ")})`);
