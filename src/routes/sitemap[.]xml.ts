import { absoluteUrl } from "../config/siteUrl";
import { pageRoutes } from "../site/manifest";
import { canonicalPath } from "../site/paths";

/**
 * sitemap.xml, prerendered at build time from the route manifest (sitemaps.org protocol 0.9):
 * every indexed page's canonical URL; the not-found page and the noindex pages (`indexed: false`) are left out.
 * Past `SITEMAP_MAX_URLS` (45,000) the build splits it into an index and parts
 * (scripts/sitemap/split.ts, run by scripts/postbuild.ts).
 */
export function loader() {
  const urls = pageRoutes
    .filter((page) => page.indexed !== false)
    .map((page) => `  <url>\n    <loc>${absoluteUrl(canonicalPath(page.path))}</loc>\n  </url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
