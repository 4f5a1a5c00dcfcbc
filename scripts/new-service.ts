/**
 * `npm run new:service -- <audience> <slug>`: writes a new service page's content file,
 * `src/content/services/<audience>/<slug>.yml`, from the scaffold of
 * `scripts/content/serviceScaffold.ts` (docs/decisions/039). That one file is the whole
 * declaration: the route, the prerender list, the sitemap, the breadcrumbs and the card on the
 * hub follow from it. Its texts open with "[Write this]" and `npm run test:content` fails until
 * they are written; `npm run dev` shows the page meanwhile.
 *
 * Exits 1 with a message for a wrong audience or slug, or when the file already exists (it is
 * never overwritten).
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { SERVICE_AUDIENCES } from "../src/content/pageSchemas";
import { isServiceAudience, serviceScaffold } from "./content/serviceScaffold";

const USAGE = `usage: npm run new:service -- <audience> <slug>   (audience: ${SERVICE_AUDIENCES.join(" or ")}; slug: lower-case words joined by hyphens, e.g. online-review-help)`;

/** The `order` of every service file of a folder (a file without a number is skipped). */
function ordersIn(folder: string): number[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".yml"))
    .flatMap((name) => {
      const data: unknown = parse(readFileSync(join(folder, name), "utf8"));
      const order = data !== null && typeof data === "object" && "order" in data ? data.order : undefined;
      return typeof order === "number" ? [order] : [];
    });
}

const [audience, slug, ...rest] = process.argv.slice(2);
if (audience === undefined || slug === undefined || rest.length > 0 || !isServiceAudience(audience)) {
  console.error(`new:service: ${USAGE}`);
  process.exit(1);
}
const folder = join("src", "content", "services", audience);
try {
  const { file, source } = serviceScaffold(audience, slug, ordersIn(folder), new Date().toISOString().slice(0, 10));
  if (existsSync(file)) {
    console.error(`new:service: ${file} already exists; it is left as it is`);
    process.exit(1);
  }
  writeFileSync(file, source);
  console.log(
    [
      `new:service: wrote ${file}: the page /services/${audience}/${slug}/, with its card last on /services/${audience}/ ("hub" and "order" in the file).`,
      `  Next: write every "[Write this]" text (npm run dev shows the page as you go); npm run test:content fails until none is left.`,
    ].join("\n"),
  );
} catch (error) {
  console.error(`new:service: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
