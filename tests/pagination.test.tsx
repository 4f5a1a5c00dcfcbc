/**
 * Lists that do not grow (docs/decisions/045): the blog list, its categories, the guides and the
 * case studies show `LIST_PAGE_SIZE` cards a page, page 1 at the list's own address and page n at
 * `<list>/page/<n>/`, with plain links between the pages and, in the head, the page's own title,
 * description, canonical URL and `rel="prev"`/`rel="next"` links.
 *
 * The site has fewer posts than a page holds, so the blog here has 25: its 7 posts and 18 copies
 * with their own slugs, titles and dates, every other one in the same category (`vi.mock` of the
 * collections), as the blog will be once the firm has written them.
 */
import { render, screen, within } from "@testing-library/react";
import type { MetaDescriptor } from "react-router";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { pageLinks } from "../src/components/Pagination/Pagination";
import { ToastProvider } from "../src/components/Toast/ToastProvider";
import type { BlogPostMeta } from "../src/content/collectionTypes";
import { LIST_PAGE_SIZE, laterPages, listPageAtPath, listPagePath, pageCount, pageItems, pageNeighbours } from "../src/site/pagination";
import { BLOG_PATH, blogCategoryPath, canonicalPath } from "../src/site/paths";

/** The blog of this file: 25 posts, newest first. */
const { posts } = await vi.hoisted(async () => {
  const { blogPostIndex } = await import("../src/content/generated/collections");
  const copies = Array.from({ length: 25 }, (_, index): BlogPostMeta => {
    const source = blogPostIndex[index % blogPostIndex.length];
    if (source === undefined) throw new Error("the blog has no posts");
    const day = String(28 - index).padStart(2, "0");
    // Every other post in the first post's category, so that a category has more than one page.
    const category = index % 2 === 0 ? (blogPostIndex[0]?.category ?? source.category) : source.category;
    return { ...source, category, id: 100 + index, slug: `post-${String(index + 1)}`, title: `Post number ${String(index + 1)}`, date: `2026-10-${day}`, displayDate: `October ${String(28 - index)}, 2026` };
  });
  return { posts: copies };
});

vi.mock("../src/content/collections", async (importOriginal) => ({ ...(await importOriginal<object>()), blogPosts: posts }));

const { default: BlogIndex, loader, meta } = await import("../src/routes/blog-index");

/** Renders the blog list page at `path` as the site prerenders it, with its loader's data. */
async function renderBlogPage(path: string): Promise<void> {
  const Stub = createRoutesStub([{ path: `${BLOG_PATH}/*`, Component: BlogIndex, HydrateFallback: () => null, loader }]);
  render(
    <ToastProvider>
      <Stub initialEntries={[path]} />
    </ToastProvider>,
  );
  await screen.findByRole("heading", { level: 1 });
}

/** The list's count, the polite status of the blog's toolbar (the newsletter has its own). */
function listCount(): HTMLElement {
  const count = screen.getAllByRole("status").find((status) => status.textContent.startsWith("Showing"));
  if (count === undefined) throw new Error("the list shows no count");
  return count;
}

/** The head of the blog list page at `path`: its `meta` export, given its loader's data. */
function headAt(path: string): MetaDescriptor[] {
  const request = new Request(`https://example.test${path}`);
  const loaderData = loader({ request, params: {}, context: {} } as Parameters<typeof loader>[0]);
  return meta({ loaderData } as Parameters<typeof meta>[0]);
}

/** The `href` of the head's `<link rel=…>`, or `undefined`. */
function linkHref(head: readonly MetaDescriptor[], rel: string): string | undefined {
  const link = head.find((tag) => "tagName" in tag && tag.tagName === "link" && "rel" in tag && tag.rel === rel);
  return link && "href" in link ? String(link.href) : undefined;
}

/** The `<title>` of a head. */
function titleOf(head: readonly MetaDescriptor[]): string | undefined {
  const entry = head.find((tag) => "title" in tag);
  return entry && "title" in entry ? String(entry.title) : undefined;
}

describe("the pages of a list", () => {
  it("fills a page with nine cards, keeps page 1 at the list's address and numbers the rest", () => {
    expect(LIST_PAGE_SIZE).toBe(9);
    expect([0, 1, 9, 10, 25].map(pageCount)).toEqual([1, 1, 1, 2, 3]);
    expect(laterPages(9)).toEqual([]);
    expect(laterPages(25)).toEqual([2, 3]);
    expect(listPagePath(BLOG_PATH, 1)).toBe(BLOG_PATH);
    expect(listPagePath(BLOG_PATH, 3)).toBe(`${BLOG_PATH}/page/3`);
    expect(listPageAtPath(`${BLOG_PATH}/page/3/`)).toEqual({ listPath: BLOG_PATH, page: 3 });
    expect(listPageAtPath(canonicalPath(BLOG_PATH))).toEqual({ listPath: BLOG_PATH, page: 1 });
    // A page number is a whole number from 1: "page/0" and "page/02" are not pages.
    expect(listPageAtPath(`${BLOG_PATH}/page/0`).page).toBe(1);
    expect(listPageAtPath(`${BLOG_PATH}/page/02`).page).toBe(1);
    expect(pageItems(posts, 3).map((post) => post.slug)).toEqual(posts.slice(18).map((post) => post.slug));
    expect(pageNeighbours(BLOG_PATH, 1, 25)).toEqual({ page: 1, pages: 3, next: `${BLOG_PATH}/page/2` });
    expect(pageNeighbours(BLOG_PATH, 3, 25)).toEqual({ page: 3, pages: 3, previous: `${BLOG_PATH}/page/2` });
  });

  it("links every page while there are seven or fewer, then the ends and the current page's neighbours", () => {
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageLinks(1, 40)).toEqual([1, 2, "gap", 40]);
    expect(pageLinks(20, 40)).toEqual([1, "gap", 19, 20, 21, "gap", 40]);
    // A gap never hides a single page.
    expect(pageLinks(4, 40)).toEqual([1, 2, 3, 4, 5, "gap", 40]);
    expect(pageLinks(40, 40)).toEqual([1, "gap", 39, 40]);
  });
});

describe("the blog list's second page, with 25 posts", () => {
  it("shows posts 10 to 18, says so, and links to the pages around it, the current one marked", async () => {
    await renderBlogPage(canonicalPath(listPagePath(BLOG_PATH, 2)));
    const cards = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    for (const post of posts.slice(9, 18)) expect(cards).toContain(post.title);
    for (const post of [...posts.slice(0, 9), ...posts.slice(18)]) expect(cards).not.toContain(post.title);
    expect(listCount().textContent).toBe("Showing articles 10 to 18 of 25");

    const pages = screen.getByRole("navigation", { name: "Pages of articles" });
    const links = within(pages).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Previous page", canonicalPath(BLOG_PATH)],
      ["Page 1", canonicalPath(BLOG_PATH)],
      ["Page 2", canonicalPath(listPagePath(BLOG_PATH, 2))],
      ["Page 3", canonicalPath(listPagePath(BLOG_PATH, 3))],
      ["Next page", canonicalPath(listPagePath(BLOG_PATH, 3))],
    ]);
    expect(within(pages).getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
  });

  it("has a title and a description of its own, its own canonical URL, and prev and next links", () => {
    const first = headAt(canonicalPath(BLOG_PATH));
    const second = headAt(canonicalPath(listPagePath(BLOG_PATH, 2)));
    expect(titleOf(second)).toBe("Blog articles, page 2 of 3 | RRR");
    expect(titleOf(second)).not.toBe(titleOf(first));
    expect(linkHref(second, "canonical")).toMatch(new RegExp(`${canonicalPath(listPagePath(BLOG_PATH, 2))}$`));
    expect(linkHref(second, "prev")).toMatch(new RegExp(`${canonicalPath(BLOG_PATH)}$`));
    expect(linkHref(second, "next")).toMatch(new RegExp(`${canonicalPath(listPagePath(BLOG_PATH, 3))}$`));
    expect(linkHref(first, "prev")).toBeUndefined();
    expect(linkHref(first, "next")).toMatch(new RegExp(`${canonicalPath(listPagePath(BLOG_PATH, 2))}$`));
  });

  it("pages a category by its own posts: its last page holds the rest, with no Next", async () => {
    const category = posts[0]?.category;
    if (category === undefined) throw new Error("no category");
    const inCategory = posts.filter((post) => post.category === category);
    const pages = pageCount(inCategory.length);
    const path = listPagePath(blogCategoryPath(category), pages);
    if (pages === 1) throw new Error(`"${category}" needs more than ${String(LIST_PAGE_SIZE)} posts for this test`);
    await renderBlogPage(canonicalPath(path));
    const shown = inCategory.slice((pages - 1) * LIST_PAGE_SIZE);
    expect(listCount().textContent).toBe(`Showing articles ${String((pages - 1) * LIST_PAGE_SIZE + 1)} to ${String(inCategory.length)} of ${String(inCategory.length)}`);
    const nav = screen.getByRole("navigation", { name: "Pages of articles" });
    expect(within(nav).queryByRole("link", { name: "Next page" })).toBeNull();
    expect(screen.getAllByRole("heading", { level: 2 }).filter((heading) => shown.some((post) => post.title === heading.textContent))).toHaveLength(shown.length);
  });
});
