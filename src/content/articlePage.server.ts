/**
 * What the loader of an article's page (a post, a guide, a case study) reads at build time: the
 * article registered at the request's path and its body. Route loaders only (it reads Markdown).
 */
import { type ArticleBody, type Collection, loadArticleBody } from "./articles.server";
import { registeredPath } from "../site/paths";

/** The article at a page's path, its body and whether the page offers the quick exit. */
export interface ArticlePage<Article> {
  /** Registered path of the page (`src/site/paths.ts`), without the trailing slash. */
  readonly path: string;
  readonly article: Article;
  readonly body: ArticleBody;
}

/**
 * The article of `collection` whose page is at the request's URL, with its body.
 * @param articles - the collection's index (`src/content/collections.ts`).
 * @param pathOf - the registered path of an article's page, from its slug (`blogPostPath`…).
 * @param noun - how the 404's text names an article ("post", "guide", "case study").
 * @param tocDepth - 3 for guides (sections and subsections in the table of contents), else 2.
 * @throws Response 404 when no article of the collection has this path.
 */
export function articleAtRequest<Article extends { readonly slug: string }>(
  request: Request,
  collection: Collection,
  articles: readonly Article[],
  { pathOf, noun, tocDepth = 2 }: { pathOf: (slug: string) => string; noun: string; tocDepth?: 2 | 3 },
): ArticlePage<Article> {
  const path = registeredPath(new URL(request.url).pathname);
  const article = articles.find((candidate) => pathOf(candidate.slug) === path);
  if (!article) throw new Response(`No ${noun} at ${path}`, { status: 404 });
  const body = loadArticleBody(collection, article.slug, tocDepth);
  return { path, article, body };
}
