/**
 * What a screen-reader user hears of the blog list's search and category links and of the
 * case-study list's industry links and sort (docs/spec.md §2 "Blog list", "Case studies"; WCAG
 * 1.3.1 Info and Relationships, 2.4.3 Focus Order, 4.1.2 Name, Role, Value, 4.1.3 Status
 * Messages), phrase by phrase, with Guidepup's virtual screen reader (docs/decisions/018).
 *
 * The requirement: after a change of the search or the filter, the number of items shown is
 * announced ("polite: Showing 1 of 7 articles"), once, when the visitor stops typing, not at
 * every keystroke. A filter or sort link loads its own prerendered page (docs/decisions/041), which
 * the tests read as it arrives. The case-study list has no search box and no script: its count is
 * plain text.
 *
 * The visitor types as a screen-reader user does, one key at a time while the reader echoes the
 * field (tests/helpers/typing.ts); the count is held back until the box has been unchanged for
 * `SETTLE_DELAY_MS`, so the tests wait for it with `expect.poll`, with real timers.
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { caseStudyIndustries } from "../../src/content/caseStudyFilter";
import { blogPosts, caseStudies } from "../../src/content/collections";
import { BLOG_CATEGORIES } from "../../src/content/taxonomy";
import { filterListPhrases, renderBlog, renderCaseStudies, resultCount, withSearchIndex } from "../helpers/filterPages";
import { type ScreenReader, paragraph, startScreenReader } from "../helpers/screenReader";
import { type SearchBox, deleteLetterByLetter, expectAnnouncements, fieldPhrase, focusSearchBox, typeLetterByLetter } from "../helpers/typing";

const BLOG_BOX: SearchBox = { label: "Search articles", placeholder: "Search by title or content..." };
const ALL_ARTICLES = `Showing all ${blogPosts.length} articles`;
/** The blog's count for `shown` articles, as the status says it. */
const articlesShown = (shown: number) => (shown === blogPosts.length ? ALL_ARTICLES : `Showing ${shown} of ${blogPosts.length} articles`);
/** The case-study list's count for `shown` stories. */
const storiesShown = (shown: number) =>
  shown === caseStudies.length ? `Showing all ${caseStudies.length} case studies` : `Showing ${shown} of ${caseStudies.length} case studies`;

/** A query that narrows the blog list to some of its articles. */
const QUERY = "data broker";

/** The blog's category links: "All Posts" and each category, with their numbers of posts. */
const BLOG_LINKS = [
  { label: "All Posts", count: blogPosts.length },
  ...BLOG_CATEGORIES.map((category) => ({ label: category, count: blogPosts.filter((post) => post.category === category).length })),
].map((link) => ({ ...link, noun: link.count === 1 ? "article" : "articles" }));

/** The case-study list's industry links: "All industries" and each industry with stories. */
const INDUSTRY_LINKS = [{ name: "All industries", count: caseStudies.length }, ...caseStudyIndustries(caseStudies)].map(({ name, count }) => ({
  label: name,
  count,
  noun: count === 1 ? "story" : "stories",
}));

/**
 * Renders the blog list, types `query` into its search box letter by letter through the screen
 * reader, waits for the one count announced once the typing stops, and forgets the log.
 */
async function searchBlogFor(query: string): Promise<ScreenReader> {
  await renderBlog();
  const reader = await startScreenReader();
  await focusSearchBox(reader, BLOG_BOX);
  await typeLetterByLetter(reader, BLOG_BOX, query);
  await expectAnnouncements(reader, [`polite: ${articlesShown(await resultCount(query, true))}`]);
  await reader.clear();
  return reader;
}

describe("the blog list's search and category links, read by a screen reader", { timeout: 30_000 }, () => {
  withSearchIndex();

  it("reads the search form by its name, the box by its label, the category links with their counts and the current one, then the count as a status", async () => {
    await renderBlog();
    const reader = await startScreenReader();
    expect(await reader.readAfter("search, Search the blog", ALL_ARTICLES)).toEqual([
      BLOG_BOX.label,
      fieldPhrase(BLOG_BOX.label, BLOG_BOX.placeholder, ""),
      "button, Search",
      "end of search, Search the blog",
      "navigation, Blog categories",
      ...filterListPhrases(BLOG_LINKS, "All Posts"),
      "end of navigation, Blog categories",
      "status",
      ALL_ARTICLES,
    ]);
  });

  // Before: "polite: Searching the articles…", "polite: Showing 0 of 7 articles", "polite: Showing 6 of 7 articles",
  // "polite: Showing 0 of 7 articles", "polite: Showing 5 of 7 articles", "polite: Showing 4 of 7 articles"
  // (a status at each keystroke that changed the count, the first one while the first search ran).
  it(`typing “${QUERY}” letter by letter: the echo of each letter, then the count once, after the typing stops (was one count per keystroke)`, async () => {
    const shown = await resultCount(QUERY, true);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(blogPosts.length);
    await renderBlog();
    const reader = await startScreenReader();
    await focusSearchBox(reader, BLOG_BOX);

    const echoes = await typeLetterByLetter(reader, BLOG_BOX, QUERY);

    await expectAnnouncements(reader, [`polite: ${articlesShown(shown)}`]);
    expect(await reader.heard()).toEqual([...echoes, `polite: ${articlesShown(shown)}`]);
    expect(await reader.announcements()).toHaveLength(1);
    expect(screen.getByText(articlesShown(shown)).getAttribute("role")).toBe("status");
    expect(screen.getAllByRole("article")).toHaveLength(shown);
  });

  it("pressing Enter in the box after the count was announced says nothing more: the count has not changed", async () => {
    const reader = await searchBlogFor(QUERY);

    await reader.virtual.press("Enter");

    // The box keeps focus and its text; the submit writes the same query to the address.
    const box = screen.getByRole("searchbox", { name: BLOG_BOX.label });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box).toHaveProperty("value", QUERY);
    expect(await reader.announcements()).toEqual([]);
  });

  // Before: "polite: Showing 5 of 7 articles", "polite: Showing 0 of 7 articles", "polite: Showing 6 of 7 articles",
  // "polite: Showing 0 of 7 articles", "polite: Showing all 7 articles" (a count at each Backspace that changed it).
  it("deleting the query letter by letter: the echo of each deletion, then the full count once (was one count per Backspace)", async () => {
    const reader = await searchBlogFor(QUERY);

    const echoes = await deleteLetterByLetter(reader, BLOG_BOX);

    expect(echoes.at(-1)).toBe(fieldPhrase(BLOG_BOX.label, BLOG_BOX.placeholder, ""));
    await expectAnnouncements(reader, [`polite: ${ALL_ARTICLES}`]);
    expect(await reader.heard()).toEqual([...echoes, `polite: ${ALL_ARTICLES}`]);
  });

  it("a query that finds nothing: “Showing 0 of …” once, then the empty state is read after the count", async () => {
    await renderBlog();
    const reader = await startScreenReader();
    await focusSearchBox(reader, BLOG_BOX);
    const echoes = await typeLetterByLetter(reader, BLOG_BOX, "zzzz");

    await expectAnnouncements(reader, [`polite: ${articlesShown(0)}`]);
    expect(await reader.heard()).toEqual([...echoes, `polite: ${articlesShown(0)}`]);
    expect(await reader.readAfter(articlesShown(0), "button, Clear search and filters")).toEqual([
      "end of status",
      "heading, No articles found, level 2",
      ...paragraph("Try adjusting your search terms or filter criteria."),
      "button, Clear search and filters",
    ]);
  });

  // Before: "end of document", "polite: Showing all 7 articles" (the button left the page with focus on it; focus fell to the body).
  it("“Clear search and filters” moves focus to the emptied search box, which is said, then announces the full count once (focus was lost to the document)", async () => {
    const reader = await searchBlogFor("zzzz");
    screen.getByRole("button", { name: "Clear search and filters" }).focus();
    await expect.poll(() => reader.lastPhrase()).toBe("button, Clear search and filters");
    await reader.clear();

    await reader.virtual.press("Enter");

    await expectAnnouncements(reader, [`polite: ${ALL_ARTICLES}`]);
    expect(await reader.heard()).toEqual([fieldPhrase(BLOG_BOX.label, BLOG_BOX.placeholder, ""), `polite: ${ALL_ARTICLES}`]);
    expect(document.activeElement).toBe(screen.getByRole("searchbox", { name: BLOG_BOX.label }));
    expect(screen.getAllByRole("article")).toHaveLength(blogPosts.length);
  });

  it("a category's page reads its link as the current page and counts its articles (a link loads the category's own page, docs/decisions/041)", async () => {
    const legal = BLOG_LINKS.find((link) => link.label === "Legal Insights");
    if (!legal) throw new Error("No Legal Insights category.");
    await renderBlog("/learning/blog/category/legal-insights/");
    const reader = await startScreenReader();
    expect(await reader.readAfter("navigation, Blog categories", "end of navigation, Blog categories")).toEqual([
      ...filterListPhrases(BLOG_LINKS, "Legal Insights"),
      "end of navigation, Blog categories",
    ]);
    expect((await reader.readUntil(articlesShown(legal.count))).slice(-2)).toEqual(["status", articlesShown(legal.count)]);
  });
});

/**
 * The phrases of the case-study list's sort links read item by item: "Newest" and "Relevance",
 * the one shown marked current; a link whose name is its one text node is read in one phrase.
 */
function sortListPhrases(current: "Newest" | "Relevance"): string[] {
  return [
    "list",
    ...(["Newest", "Relevance"] as const).flatMap((label, index) => {
      const item = `listitem, level 1, position ${index + 1}, set size 2`;
      const link = `link, ${label}${label === current ? ", current page" : ""}`;
      return [item, link, `end of ${item}`];
    }),
    "end of list",
  ];
}

describe("the case-study list's industry links and sort, read by a screen reader", { timeout: 30_000 }, () => {
  it("reads the industry links with their counts and the current one, the sort links by their name with the current one, then the count", async () => {
    await renderCaseStudies();
    const reader = await startScreenReader();
    expect(await reader.readAfter("navigation, Industries", "end of navigation, Industries")).toEqual([...filterListPhrases(INDUSTRY_LINKS, "All industries"), "end of navigation, Industries"]);
    expect(await reader.readAfter("navigation, Sort by", "end of navigation, Sort by")).toEqual([...sortListPhrases("Newest"), "end of navigation, Sort by"]);
    expect((await reader.readUntil(storiesShown(caseStudies.length))).slice(-1)).toEqual([storiesShown(caseStudies.length)]);
  });

  it("an industry's page sorted by relevance reads that industry and that sort as current, and counts its stories", async () => {
    const personal = INDUSTRY_LINKS.find((link) => link.label === "Personal");
    if (!personal) throw new Error("No Personal industry.");
    expect(personal.count).toBeLessThan(caseStudies.length);
    await renderCaseStudies("/learning/case-studies/industry/personal/by-relevance/");
    const reader = await startScreenReader();
    expect(await reader.readAfter("navigation, Industries", "end of navigation, Industries")).toEqual([...filterListPhrases(INDUSTRY_LINKS, "Personal"), "end of navigation, Industries"]);
    expect(await reader.readAfter("navigation, Sort by", "end of navigation, Sort by")).toEqual([...sortListPhrases("Relevance"), "end of navigation, Sort by"]);
    expect((await reader.readUntil(storiesShown(personal.count))).slice(-1)).toEqual([storiesShown(personal.count)]);
  });
});
