/**
 * The sitemap split (scripts/sitemap/split.ts): one file while it fits, an index and parts once it
 * holds more URLs than one file may, every URL kept once and in order.
 */
import { describe, expect, it } from "vitest";
import { SITEMAP_MAX_URLS, splitSitemap } from "../scripts/sitemap/split";
import { loader as sitemapLoader } from "../src/routes/sitemap[.]xml";

/** A sitemap of `count` article URLs, as the route writes one. */
function sitemapOf(count: number): string {
  const urls = Array.from({ length: count }, (_, index) => `  <url>\n    <loc>https://www.example.org/learning/blog/article-${String(index)}/</loc>\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe("splitSitemap", () => {
  it("leaves today's sitemap as one file, and the limit under the protocol's 50,000", async () => {
    expect(splitSitemap(await sitemapLoader().text())).toEqual([]);
    expect(splitSitemap(sitemapOf(10), 10)).toEqual([]);
    expect(SITEMAP_MAX_URLS).toBeLessThanOrEqual(50_000);
  });

  it("past the limit, makes /sitemap.xml an index of parts that hold every URL once, in order", () => {
    const xml = sitemapOf(25);
    const files = splitSitemap(xml, 10);
    expect(files.map((file) => file.path)).toEqual(["/sitemap.xml", "/sitemap-1.xml", "/sitemap-2.xml", "/sitemap-3.xml"]);
    const [index, ...parts] = files;
    expect(index?.xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index?.xml ?? "")).toEqual(["https://www.example.org/sitemap-1.xml", "https://www.example.org/sitemap-2.xml", "https://www.example.org/sitemap-3.xml"]);
    expect(parts.map((part) => locs(part.xml).length)).toEqual([10, 10, 5]);
    expect(parts.flatMap((part) => locs(part.xml))).toEqual(locs(xml));
    for (const part of parts) expect(part.xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  });

  it("refuses a file that is not a urlset", () => {
    expect(() => splitSitemap("<html></html>")).toThrow(/not a sitemaps.org <urlset>/);
  });
});
