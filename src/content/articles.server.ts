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

/**
 * The body of one article.
 * @param tocDepth - 3 for guides (sections and subsections in the table of contents), else 2.
 * @throws Error when the file is missing.
 */
export function loadArticleBody(collection: Collection, slug: string, tocDepth: 2 | 3 = 2): ArticleBody {
  const { html, headings, tree } = parseMarkdown(sourceOf(collection, slug), { tocDepth });
  return { html, headings, safetyTopic: mentionsSafetyTopic(plainText(tree)) ?? null };
}

/** An article's body as plain text in reading order, for the site search index. */
export function loadSearchText(collection: Collection, slug: string): string {
  return plainText(parseMarkdown(sourceOf(collection, slug), { tocDepth: 2 }).tree);
}
