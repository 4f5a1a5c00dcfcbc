/**
 * Results a page at a time (docs/decisions/048): the Learning Center search shows its first 10
 * results and "Showing 10 of N results"; "Show more results" adds the next ones, keeps the first
 * ones in place and moves focus to the first new result's link (WCAG 2.4.3 Focus Order). The blog
 * list does the same with its cards, 9 at a time. On the index the build writes from today's
 * content (`withSearchIndex`).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SEARCH_RESULT_TIMEOUT_MS, renderBlog, renderLearningCenter, resultCount, withSearchIndex } from "../helpers/filterPages";

/** A word most documents hold: more results than one page shows. */
const QUERY = "reputation";

describe("search results a page at a time", { timeout: 30_000 }, () => {
  withSearchIndex();

  it("the Learning Center shows 10 results, then 10 more on “Show more results”, focus on the 11th", async () => {
    const total = await resultCount(QUERY);
    expect(total).toBeGreaterThan(10);
    await renderLearningCenter();
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Search the Learning Center" }), QUERY);

    const more = await screen.findByRole("button", { name: "Show more results" }, { timeout: SEARCH_RESULT_TIMEOUT_MS });
    const region = screen.getByRole("region", { name: "Search results" });
    const list = within(region).getByRole("list");
    const firstPage = within(list).getAllByRole("listitem");
    expect(firstPage).toHaveLength(10);
    expect(region.textContent).toContain(`Showing 10 of ${String(total)} results`);
    const firstTitles = firstPage.map((item) => within(item).getByRole("heading").textContent);

    await user.click(more);

    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(Math.min(20, total)), { timeout: SEARCH_RESULT_TIMEOUT_MS });
    const items = within(list).getAllByRole("listitem");
    expect(items.slice(0, 10).map((item) => within(item).getByRole("heading").textContent)).toEqual(firstTitles);
    const eleventh = items[10];
    if (eleventh === undefined) throw new Error("no 11th result");
    const link = within(eleventh).getByRole("link");
    await waitFor(() => expect(document.activeElement).toBe(link));
    if (total <= 20) expect(screen.queryByRole("button", { name: "Show more results" })).toBeNull();
  });

  it("the blog list shows the first 9 articles a search finds, and “Show more articles” only when it found more", async () => {
    const total = await resultCount(QUERY, true);
    expect(total).toBeGreaterThan(0);
    await renderBlog();
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Search articles" }), QUERY);
    const expected = total > 9 ? `Showing 9 of the ${String(total)} articles found` : `Showing ${String(total)} of `;
    await waitFor(() => expect(screen.getAllByRole("status").map((status) => status.textContent).join(" ")).toContain(expected), { timeout: SEARCH_RESULT_TIMEOUT_MS });
    expect(screen.getAllByRole("heading", { level: 2 }).filter((heading) => heading.closest("li") !== null)).toHaveLength(Math.min(9, total));
    expect(screen.queryByRole("button", { name: "Show more articles" }) !== null).toBe(total > 9);
  });
});
