/**
 * Runs before `react-router build` (`npm run build`): a production build (the EmailJS settings
 * present, `resolveDemoMode` of `./build-env.ts`) stops here, in seconds rather than after the
 * build, while a placeholder fact remains, listing each with where to change it, unless
 * `ALLOW_PLACEHOLDERS=1` (`./placeholders.ts`; README "Before going live"). The demo build ships
 * nothing to visitors, so it is not checked; `scripts/postbuild.ts` says which build was made.
 * Exits 1 on refusal, and on EmailJS settings set only in part (the build would fail on them too).
 */
import { resolveDemoMode } from "./build-env";
import { buildVariables } from "./build-variables";
import { placeholderSourcesOf, placeholderVerdict, placeholdersOfSources } from "./placeholders";

const env = buildVariables();
try {
  if (!resolveDemoMode(env)) {
    const verdict = placeholderVerdict(placeholdersOfSources(placeholderSourcesOf(env)), env);
    if (verdict.fails) {
      console.error(verdict.lines.map((line) => `placeholders: ${line}`).join("\n"));
      process.exit(1);
    }
  }
} catch (error) {
  console.error(`placeholders: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
