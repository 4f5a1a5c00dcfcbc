/**
 * The file to open to change a page of the route manifest: its content file (a service's YAML, a
 * post's Markdown) or, for a page made by code alone, its route module. The build's messages about
 * a page name it (`scripts/postbuild.ts`, pages no link reaches), so the author goes straight to
 * the file that declared the page (docs/decisions/039).
 */
import type { PageRoute } from "../../src/site/manifest";

/** The last segment of a registered path: `/learning/blog/ai-reputation` gives `ai-reputation`. */
const lastSegment = (path: string): string => path.split("/").at(-1) ?? "";

/** The content folder of each Markdown collection's template, by route module. */
const MARKDOWN_FOLDERS: Readonly<Record<string, string>> = {
  "routes/blog-post.tsx": "src/content/blog",
  "routes/guide.tsx": "src/content/guides",
  "routes/case-study.tsx": "src/content/case-studies",
  "routes/legal.tsx": "src/content/legal",
};

/**
 * @param route - a page of `pageRoutes` (`src/site/manifest.ts`).
 * @returns a path from the repository's root: `src/content/services/businesses/<slug>.yml` for a
 *   service, `src/content/pages/<path with hyphens>.yml` for an About page or a services hub,
 *   `src/content/<collection>/<slug>.md` for a post, guide, case study or legal page,
 *   `src/content/taxonomy.ts` for a blog category, `src/content/case-studies/` for an industry's
 *   list (the stories' `industry` makes it), and `src/<route module>` for any other page.
 */
export function pageSourceFile(route: Pick<PageRoute, "path" | "file">): string {
  if (route.file === "routes/service.tsx") return `src/content${route.path}.yml`;
  if (route.file === "routes/content-page.tsx") return `src/content/pages/${route.path.slice(1).replaceAll("/", "-")}.yml`;
  const folder = MARKDOWN_FOLDERS[route.file];
  if (folder !== undefined) return `${folder}/${lastSegment(route.path)}.md`;
  if (route.file === "routes/blog-index.tsx" && route.path.includes("/category/")) return "src/content/taxonomy.ts";
  if (route.file === "routes/case-studies-index.tsx" && route.path.includes("/industry/")) return "src/content/case-studies/";
  return `src/${route.file}`;
}
