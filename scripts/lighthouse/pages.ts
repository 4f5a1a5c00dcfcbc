/**
 * The pages the gate (`../lighthouse.ts`) and the benchmark (`../bench-lighthouse.ts`) audit, from
 * the route manifest (`src/site/manifest.ts`), in their canonical (trailing-slash) form.
 */
import { pageRoutes } from "../../src/site/manifest";
import { BLOG_PATH, CONTACT_PATH, HOME_PATH, LEARNING_PATH, canonicalPath } from "../../src/site/paths";

/** Every page of the manifest, canonical paths in manifest order. */
export const MANIFEST_PATHS: readonly string[] = pageRoutes.map((route) => canonicalPath(route.path));

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
