/**
 * Finishes the static output after `react-router build` (TOOLCHAIN.md "React Router 7 framework
 * mode"): the not-found page prerendered at /404 becomes `404.html`, which hosts answer with
 * HTTP 404 for unknown paths; the SPA fallback is removed because every route is prerendered and
 * an unknown path must not answer 200.
 */
import { existsSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { notFoundRoute } from "../src/routes/manifest";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
const prerendered = join(clientDir, notFoundRoute.prerenderAt.slice(1), "index.html");

if (!existsSync(prerendered)) {
  console.error(`postbuild: ${prerendered} is missing; was the not-found route prerendered?`);
  process.exit(1);
}
renameSync(prerendered, join(clientDir, "404.html"));
rmSync(join(clientDir, notFoundRoute.prerenderAt.slice(1)), { recursive: true, force: true });
rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
console.log(`postbuild: wrote ${join(clientDir, "404.html")}`);
