/**
 * Loads a Learning Center article's body at build time (route loaders only). The frontmatter was
 * validated by `scripts/content-index.ts`; here the Markdown becomes a hast tree for `<Markdown>`.
 */
import { parseMarkdown, plainText } from "./markdown.server";
import type { TocHeading } from "./types";
import { mentionsSafetyTopic } from "./safetyTopics";
import { markdownWithTokens } from "./siteTokens.server";

const sources = import.meta.glob<string>(["./blog/*.md", "./guides/*.md", "./case-studies/*.md"], {
  query: "?raw",
  import: "default",
  eager: true,
});

export type Collection = "blog" | "guides" | "case-studies";

export interface ArticleBody {
  /** The body as HTML, rendered at build time from the Markdown. */
  html: string;
  headings: TocHeading[];
  /**
   * The first safety topic the body mentions (threats, intimate images, doxxing:
   * `mentionsSafetyTopic`), or `null`; the page then renders the urgent-help block.
   */
  safetyTopic: string | null;
}

/**
 * An article's Markdown body with its tokens filled (`{{site.responseTime}}`…; src/content/siteFacts.ts).
 * @throws Error when the file is missing, or naming the file and an unknown token.
 */
function sourceOf(collection: Collection, slug: string): string {
  const file = `src/content/${collection}/${slug}.md`;
  const source = sources[`./${collection}/${slug}.md`];
  if (source === undefined) throw new Error(`${file} is missing.`);
  return markdownWithTokens(source, file).content;
}

/** What one parse of an article gives: its body and its plain text. */
interface ParsedArticle extends ArticleBody {
  /** The body as plain text in reading order (`plainText`). */
  text: string;
}

/**
 * Each article parsed once per build, by collection, slug and table-of-contents depth. The
 * prerender asks for a page's data twice (its route data, then its HTML, each running the
 * loader) and the search index asks for every article's text once more: without this, a build
 * parsed each article three times (docs/decisions/043, "Each article parsed once"). Holds strings
 * only, not the trees (about 30 KB an article).
 */
const parsed = new Map<string, ParsedArticle>();

/** The article parsed, from the cache when this build has parsed it already. */
function parseArticle(collection: Collection, slug: string, tocDepth: 2 | 3): ParsedArticle {
  const key = `${collection}/${slug}/${String(tocDepth)}`;
  const cached = parsed.get(key);
  if (cached) return cached;
  const { html, headings, tree } = parseMarkdown(sourceOf(collection, slug), { tocDepth, file: `src/content/${collection}/${slug}.md` });
  const text = plainText(tree);
  const article = { html, headings, safetyTopic: mentionsSafetyTopic(text) ?? null, text };
  parsed.set(key, article);
  return article;
}

/**
 * The body of one article.
 * @param tocDepth - 3 for guides (sections and subsections in the table of contents), else 2.
 * @throws Error when the file is missing.
 */
export function loadArticleBody(collection: Collection, slug: string, tocDepth: 2 | 3 = 2): ArticleBody {
  const { html, headings, safetyTopic } = parseArticle(collection, slug, tocDepth);
  return { html, headings, safetyTopic };
}

/**
 * An article's body as plain text in reading order, for the site search index: the text does not
 * depend on the table of contents' depth, so a guide's parse for its page serves here too.
 */
export function loadSearchText(collection: Collection, slug: string): string {
  return (parsed.get(`${collection}/${slug}/3`) ?? parseArticle(collection, slug, 2)).text;
}
