import { BlogSearch, blogCardData } from "../components/BlogSearch/BlogSearch";
import { NewsletterForm } from "../components/NewsletterForm/NewsletterForm";
import { PageHero } from "../components/PageHero/PageHero";
import { blogListContent, blogListCopy, blogListPath } from "../content/blogList";
import { type BlogCategoryChoice, blogCategoryAtPath, postsInCategory } from "../content/blogSearch";
import { canonicalPath } from "../site/paths";
import { blogPosts } from "../content/collections";
import { BLOG_CATEGORIES } from "../content/taxonomy";
import { listPageSnippet } from "../content/filterPages";
import { listPageAtPath, listPagePath, pageItems, pageNeighbours } from "../site/pagination";
import { Island } from "../islands/Island";
import { BLOG_FEED_ALTERNATE, webPageMeta } from "../seo/pageKindMeta";

import styles from "./learning.module.css";
import type { Route } from "./+types/blog-index";


const { eyebrow, categories: categoriesCopy } = blogListContent;

/**
 * Runs at prerender for the blog list and for each category's page: the category of the page at
 * this URL (`all` on `/learning/blog/`). The posts' text is searched through the site search
 * index, loaded when the visitor searches (docs/decisions/015).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { listPath, page } = listPageAtPath(new URL(request.url).pathname);
  const category = blogCategoryAtPath(listPath);
  return { category, at: pageNeighbours(blogListPath(category), page, postsInCategory(blogPosts, category).length) };
}

/** What a title calls the posts of a category choice: "Blog articles", "Legal Insights articles". */
function listName(category: BlogCategoryChoice): string {
  return `${category === "all" ? "Blog" : category} articles`;
}

/**
 * The head of the list page at this URL: the blog list or a category's page, or one of their later
 * pages, with its own title and description and links to the pages around it (docs/decisions/045).
 */
export function meta({ loaderData }: Route.MetaArgs) {
  const { category, at } = loaderData;
  const { title, description } = listPageSnippet(blogListCopy(category), listName(category), at.page, at.pages);
  return webPageMeta("CollectionPage", {
    path: listPagePath(blogListPath(category), at.page),
    title,
    description,
    keywords: blogListCopy(category).keywords,
    alternates: [BLOG_FEED_ALTERNATE],
    pagination: at,
  });
}

/**
 * The blog list (docs/spec.md §2 "Blog list") and, with the same template, each category's page
 * and the later pages of each (`/page/<n>/`, `LIST_PAGE_SIZE` posts a page; docs/decisions/045);
 * its copy is in `src/content/blogList.ts`. Static HTML (docs/decisions/041) but for two islands,
 * each hydrated when the visitor first uses it: the toolbar and the cards, which the search
 * filters (`BlogSearch`, which says how the page works as HTML first), and the newsletter block.
 */
export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { category, at } = loaderData;
  const listed = postsInCategory(blogPosts, category);
  const posts = pageItems(listed, at.page).map(blogCardData);
  const copy = blogListCopy(category);
  const countOf = (choice: BlogCategoryChoice) => postsInCategory(blogPosts, choice).length;
  // Each category's page (the "All Posts" link first).
  const links = (["all", ...BLOG_CATEGORIES] as const).map((choice) => ({
    key: choice,
    label: choice === "all" ? categoriesCopy.all : choice,
    href: canonicalPath(blogListPath(choice)),
    count: countOf(choice),
    current: choice === category,
  }));
  const search = { category, posts, total: blogPosts.length, listed: listed.length, at, links };
  return (
    <>
      <PageHero eyebrow={category === "all" ? eyebrow.all : eyebrow.category} title={copy.heading} lead={copy.intro} visual="learning" />
      <div className={styles.container}>
        <Island name="blog-search" props={search}>
          <BlogSearch {...search} />
        </Island>
        <div className={styles.newsletter}>
          <Island name="newsletter">
            <NewsletterForm />
          </Island>
        </div>
      </div>
    </>
  );
}
