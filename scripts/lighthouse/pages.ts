/**
 * The pages the gate (`../lighthouse.ts`) and the benchmark (`../bench-lighthouse.ts`) audit, from
 * the route manifest (`src/site/manifest.ts`), in their canonical (trailing-slash) form.
 */
import { pageRoutes } from "../../src/site/manifest";
import { BLOG_PATH, CONTACT_PATH, HOME_PATH, LEARNING_PATH, canonicalPath } from "../../src/site/paths";

/**
 * Every page of the manifest that search engines may index, canonical paths in manifest order. A
 * `noindex` page (`indexed: false`: a case-study list sorted by relevance, the same template and
 * stories as its list, which is run) is left out: Lighthouse's SEO category marks it down for
 * being kept out of search engines ("Page is blocked from indexing"), which is its purpose; axe,
 * HTML_CodeSniffer and the other route checks still cover it (e2e/routes.spec.ts).
 */
export const MANIFEST_PATHS: readonly string[] = pageRoutes.filter((route) => route.indexed !== false).map((route) => canonicalPath(route.path));

const firstOf = (file: string) => pageRoutes.find((route) => route.file === file)?.path;

/**
 * The key pages, measured on 3 runs (docs/decisions/027): home, contact, the Learning Center, the
 * blog, one post, one service page. Canonical paths.
 * @throws Error (on import) when one of them is missing from the manifest
 */
export const KEY_PATHS: readonly string[] = [
  HOME_PATH,
  CONTACT_PATH,
  LEARNING_PATH,
  BLOG_PATH,
  firstOf("routes/blog-post.tsx"),
  firstOf("routes/service.tsx"),
].map((path) => {
  if (path === undefined) throw new Error("lighthouse: a key page is missing from the manifest");
  return canonicalPath(path);
});

/** The page template (the route module, `routes/service.tsx`…) of every page, by canonical path. */
export const TEMPLATE_OF: ReadonlyMap<string, string> = new Map(pageRoutes.map((route) => [canonicalPath(route.path), route.file]));

/**
 * The pages the gate runs 3 times (docs/decisions/027): the key pages, and every page that is the
 * only page of its template, so that each template's CPU-time blocking is judged on 3 runs or more
 * (`cpuBlockingByTemplate` in `./results.ts`). Canonical paths.
 */
export const THREE_RUN_PATHS: readonly string[] = [
  ...KEY_PATHS,
  ...MANIFEST_PATHS.filter((path) => !KEY_PATHS.includes(path) && [...TEMPLATE_OF.values()].filter((file) => file === TEMPLATE_OF.get(path)).length === 1),
];
