/**
 * `npm run new:page -- <slug> [Company|Legal]`: writes a new document page (a legal, policy or
 * trust page) as one Markdown file, `src/content/legal/<slug>.md`, from the scaffold of
 * `scripts/content/pageScaffold.ts` (docs/decisions/065; docs/how-to/add-a-page.md). The page
 * answers at `/<slug>/`, with its link in the footer column named (Legal when none is). Its texts
 * open with "[Write this]" and `npm run test:content` fails until they are written; `npm run dev`
 * shows the page meanwhile.
 *
 * Exits 1 with a message for a wrong slug or column, or when the file already exists (it is never
 * overwritten).
 */
import { existsSync, writeFileSync } from "node:fs";
import { DOCUMENT_FOOTER_COLUMNS } from "../src/content/frontmatter";
import { isDocumentFooterColumn, pageScaffold } from "./content/pageScaffold";

const USAGE = `usage: npm run new:page -- <slug> [${DOCUMENT_FOOTER_COLUMNS.join("|")}]   (slug: lower-case words joined by hyphens, e.g. accessibility; the footer column is Legal when not given)`;

const [slug, column = "Legal", ...rest] = process.argv.slice(2);
if (slug === undefined || rest.length > 0 || !isDocumentFooterColumn(column)) {
  console.error(`new:page: ${USAGE}`);
  process.exit(1);
}
try {
  const { file, source } = pageScaffold(slug, column, new Date().toISOString().slice(0, 10));
  if (existsSync(file)) {
    console.error(`new:page: ${file} already exists; it is left as it is`);
    process.exit(1);
  }
  writeFileSync(file, source);
  console.log(
    [
      `new:page: wrote ${file}: the page /${slug}/, linked from the footer's ${column} column.`,
      `  Next: write every "[Write this]" text (npm run dev shows the page as you go); npm run test:content fails until none is left.`,
    ].join("\n"),
  );
} catch (error) {
  console.error(`new:page: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
