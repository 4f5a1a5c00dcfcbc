import { RSS_ITEMS } from "../config/defaults";
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

/** What the feed shows of a post. */
type FeedPost = Pick<(typeof blogPosts)[number], "slug" | "title" | "date" | "category" | "excerpt">;

/**
 * The blog's RSS 2.0 feed (https://www.rssboard.org/rss-specification) as XML text: the newest
 * `RSS_ITEMS` of `posts` (given newest first), with absolute links, dates, excerpts, categories.
 */
export function rssFeed(posts: readonly FeedPost[]): string {
  const items = posts
    .slice(0, RSS_ITEMS)
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
  const newest = posts[0]?.date;
  return `<?xml version="1.0" encoding="UTF-8"?>
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
}

/** The feed, prerendered from the collection (src/site/manifest.ts, `blog-rss`). */
export function loader() {
  return new Response(rssFeed(blogPosts), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
