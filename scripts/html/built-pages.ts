/**
 * The prerendered pages of a build, for the checks that read them (scripts/check-links.ts,
 * scripts/check-content.ts).
 */
import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * Every `.html` file under `dir` (a build's `client/` folder): the public pages. Hashed assets and
 * the content editor (`admin/`, not a public page; docs/decisions/036) are left out.
 */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "assets" || name === "admin" ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/**
 * The URL path a built file is served at: `…/about/index.html` is `/about/`; the not-found page
 * (`404.html`) is named `/404-page/` in reports.
 */
export function pagePath(clientDir: string, file: string): string {
  const rel = relative(clientDir, file).split(sep).join("/");
  if (rel === "404.html") return "/404-page/";
  return `/${rel.replace(/index\.html$/, "")}`;
}
