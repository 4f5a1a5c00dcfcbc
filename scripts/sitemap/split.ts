/**
 * Splits a sitemap that has grown past what one file may hold (sitemaps.org protocol 0.9: at most
 * 50,000 URLs and 50 MB a file) into parts and an index, after the build has written it
 * (`../postbuild.ts`). The project's limit, `SITEMAP_MAX_URLS` (45,000), leaves room under the
 * protocol's. Below it the sitemap stays one file, as the route writes it (src/routes/sitemap[.]xml.ts).
 *
 * Over it, `/sitemap.xml` becomes a `<sitemapindex>` that lists `/sitemap-1.xml`, `/sitemap-2.xml`…,
 * each a `<urlset>` of at most `max` of the original's `<url>` entries, in their order. The index's
 * addresses take the origin of the sitemap's own first `<loc>`, so the split needs no setting of its
 * own, and `robots.txt`, which names `/sitemap.xml`, stays right.
 */
import { SITEMAP_PATH } from "../../src/site/paths";

/** The most URLs one sitemap file holds here (the protocol allows 50,000). */
export const SITEMAP_MAX_URLS = 45_000;

const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** One file to write: its path under the site's root (`/sitemap-2.xml`) and its text. */
export interface SitemapFile {
  path: string;
  xml: string;
}

/**
 * The files of a sitemap, split when it holds more than `max` URLs.
 * @param xml - the `/sitemap.xml` the build wrote (a `<urlset>`).
 * @param max - the most URLs a file may hold.
 * @returns `[]` when it holds at most `max` (nothing to change); else the index (`/sitemap.xml`)
 *   first, then the parts.
 * @throws Error when the text is not a `<urlset>` of `<url>` entries with absolute `<loc>`s.
 */
export function splitSitemap(xml: string, max: number = SITEMAP_MAX_URLS): SitemapFile[] {
  if (!xml.includes(URLSET_OPEN)) throw new Error("sitemap split: the sitemap is not a sitemaps.org <urlset>");
  const entries = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
  if (entries.length <= max) return [];
  const firstLoc = /<loc>([^<]+)<\/loc>/.exec(entries[0] ?? "")?.[1];
  if (!firstLoc) throw new Error("sitemap split: the first <url> has no <loc>");
  const origin = new URL(firstLoc).origin;
  const parts: SitemapFile[] = [];
  for (let start = 0; start < entries.length; start += max) {
    const body = entries.slice(start, start + max).map((entry) => `  ${entry}`).join("\n");
    parts.push({ path: `/sitemap-${String(parts.length + 1)}.xml`, xml: `${XML_DECLARATION}\n${URLSET_OPEN}\n${body}\n</urlset>\n` });
  }
  const index = `${XML_DECLARATION}\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts
    .map((part) => `  <sitemap>\n    <loc>${origin}${part.path}</loc>\n  </sitemap>`)
    .join("\n")}\n</sitemapindex>\n`;
  return [{ path: SITEMAP_PATH, xml: index }, ...parts];
}
