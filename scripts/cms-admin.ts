/**
 * Writes the content editor's page into a folder (`scripts/cms/admin.ts`).
 * Usage: `tsx scripts/cms-admin.ts <folder>`; `npm run cms` writes `.cms/admin`, and every build
 * writes `<build>/client/admin` (scripts/postbuild.ts).
 */
import { backendFromEnv, writeAdmin } from "./cms/admin";

const [outDir] = process.argv.slice(2);
if (!outDir) {
  console.error("usage: tsx scripts/cms-admin.ts <folder>");
  process.exit(2);
}
await writeAdmin(outDir, backendFromEnv());
console.log(`cms-admin: wrote the content editor into ${outDir}`);
