import { absoluteUrl } from "../config/siteUrl";
import { site } from "../content/site";
import { blogPosts } from "../content/collections";
import { BLOG_PATH, BLOG_RSS_PATH, blogPostPath, canonicalPath } from "../site/paths";

/** Escapes text for XML element content and attributes. */
function xml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

/** An RFC 822 date (RSS 2.0 `pubDate`) for an ISO date, at midnight UTC. */
function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/**
 * The blog's RSS 2.0 feed (https://www.rssboard.org/rss-specification),
 * prerendered from the collection: absolute links, dates, excerpts, categories.
 */
export function loader() {
  const items = blogPosts
    .map((post) => {
      const link = absoluteUrl(canonicalPath(blogPostPath(post.slug)));
      return [
        "    <item>",
        `      <title>${xml(post.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <pubDate>${rfc822(post.date)}</pubDate>`,
        `      <category>${xml(post.category)}</category>`,
        `      <description>${xml(post.excerpt)}</description>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const newest = blogPosts[0]?.date;
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(`${site.shortName} blog: online reputation insights`)}</title>
    <link>${absoluteUrl(canonicalPath(BLOG_PATH))}</link>
    <atom:link href="${absoluteUrl(BLOG_RSS_PATH)}" rel="self" type="application/rss+xml" />
    <description>${xml("Practical articles on search results, reviews, privacy and reputation from RRR's specialists.")}</description>
    <language>en-us</language>${newest ? `\n    <lastBuildDate>${rfc822(newest)}</lastBuildDate>` : ""}
${items}
  </channel>
</rss>
`;
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
