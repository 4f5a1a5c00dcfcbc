import { absoluteUrl } from "../config/siteUrl";
import { SITEMAP_PATH } from "../site/paths";

/** robots.txt, prerendered: everything may be crawled; points to the sitemap (RFC 9309). */
export function loader() {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(SITEMAP_PATH)}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
