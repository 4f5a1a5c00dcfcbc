/**
 * The development server's part of `npm run cms` (docs/decisions/036), as a Vite plugin that only
 * `react-router dev` uses (`apply: "serve"`):
 *
 * - it serves the content editor written by `scripts/cms-admin.ts` at `/admin/`, on the site's own
 *   origin, so the editor's preview links and uploaded images resolve as on the live site;
 * - when a content file changes (the editor saved it, or someone edited it by hand), it runs the
 *   content step again (`npm run content`), so the site in the browser shows the change after a
 *   reload, and a file the schemas reject is reported in the terminal with its file, line and field.
 */
import { spawn } from "node:child_process";
import { resolve, sep } from "node:path";
import sirv from "sirv";
import type { Plugin } from "vite";

/** Where `npm run cms` writes the editor. */
export const DEV_ADMIN_DIR = ".cms/admin";

/** The content files whose change re-runs the content step: Markdown and YAML under `src/content`. */
const CONTENT_DIR = resolve("src", "content") + sep;
const isContentFile = (file: string): boolean => file.startsWith(CONTENT_DIR) && /\.(?:md|yml)$/.test(file) && !file.includes(`${sep}generated${sep}`);

/** @returns the plugin; `dir` is the editor's folder (`DEV_ADMIN_DIR`). */
export function cmsDevServer(dir: string = DEV_ADMIN_DIR): Plugin {
  return {
    name: "rrr-cms-dev-server",
    apply: "serve",
    enforce: "post",
    // Decap CMS depends on react-router-dom 5, which npm hoists to the top of node_modules; React
    // Router's plugin pre-bundles "react-router-dom" whenever it resolves, and that version cannot
    // be bundled against React Router 7 (missing exports). The site itself never imports it.
    config(config) {
      const include = config.optimizeDeps?.include;
      if (include) config.optimizeDeps = { ...config.optimizeDeps, include: include.filter((name) => name !== "react-router-dom") };
    },
    configureServer(server) {
      const admin = sirv(dir, { dev: true, etag: true });
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? "";
        if (url === "/admin" || url.startsWith("/admin?")) {
          response.writeHead(301, { Location: `/admin/${url.slice("/admin".length)}` }).end();
          return;
        }
        if (!url.startsWith("/admin/")) {
          next();
          return;
        }
        request.url = url.slice("/admin".length);
        admin(request, response, () => {
          request.url = url;
          next();
        });
      });

      let running = false;
      let again = false;
      const regenerate = (): void => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        const step = spawn("npm", ["run", "-s", "content"], { stdio: "inherit" });
        step.on("close", (code) => {
          running = false;
          if (code === 0) server.ws.send({ type: "full-reload" });
          else server.config.logger.error("cms: the content step failed: the site keeps the last valid content until the file is fixed (see the problems above).");
          if (again) {
            again = false;
            regenerate();
          }
        });
      };
      for (const event of ["add", "change", "unlink"] as const) {
        server.watcher.on(event, (file: string) => {
          if (isContentFile(file)) regenerate();
        });
      }
    },
  };
}
