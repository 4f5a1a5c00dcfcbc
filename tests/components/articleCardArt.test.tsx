/**
 * The cards' art from one sprite per list (docs/decisions/050): a list holds each drawing its
 * cards show once, every card's drawing refers to a drawing that is in the page, two lists on one
 * page never share an id (a duplicate id is invalid HTML and would show the wrong drawing), and
 * the blog search's found cards still show their drawings. Each topic has a scene of its own
 * (docs/decisions/051). The drawings stay decorative (hidden from assistive technology, WCAG 1.1.1).
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type ArticleCardItem, ArticleCardList } from "../../src/components/ArticleCardList/ArticleCardList";
import { IllustrationSprite } from "../../src/components/Illustration/Illustration";
import { ILLUSTRATION_KEYS, type IllustrationKey } from "../../src/content/taxonomy";
import { SEARCH_RESULT_TIMEOUT_MS, renderBlog, withSearchIndex } from "../helpers/filterPages";

/** A card of `image`, with an id and a title from `id`. */
function card(id: string, image: IllustrationKey): ArticleCardItem {
  return { id, href: `/learning/blog/${id}/`, title: `Article ${id}`, text: "A summary.", image };
}

/** The id each card's drawing refers to (`<use href="#…">`), in document order. */
function referencedIds(): string[] {
  return [...document.querySelectorAll("article svg use")].map((use) => {
    const href = use.getAttribute("href") ?? "";
    expect(href.startsWith("#")).toBe(true);
    return href.slice(1);
  });
}

/** Every `id` in the document, with repeats. */
function allIds(): string[] {
  return [...document.querySelectorAll("[id]")].map((element) => element.id);
}

describe("card art from a sprite per list", () => {
  it("holds each drawing once per list, refers only to drawings in the page and repeats no id across lists", () => {
    render(
      <>
        <ArticleCardList cards={[card("a", "shield"), card("b", "lock"), card("c", "shield"), card("d", "star")]} />
        <ArticleCardList cards={[card("e", "shield"), card("f", "chart")]} />
      </>,
    );
    const symbols = [...document.querySelectorAll("symbol")];
    expect(symbols).toHaveLength(3 + 2);
    const ids = allIds();
    expect(new Set(ids).size).toBe(ids.length);

    const references = referencedIds();
    expect(references).toHaveLength(6);
    for (const id of references) expect(document.getElementById(id)?.tagName.toLowerCase()).toBe("symbol");
    const [first, , third, , fifth] = references;
    expect(third).toBe(first);
    expect(fifth).not.toBe(first);

    for (const svg of document.querySelectorAll("svg")) expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
  });

  it("draws a scene of its own for each topic, with no id inside a drawing that `<use>` would repeat (docs/decisions/051)", () => {
    render(<IllustrationSprite names={ILLUSTRATION_KEYS} prefix="art-test" />);
    const symbols = [...document.querySelectorAll("symbol")];
    expect(symbols.map((symbol) => symbol.id)).toEqual(ILLUSTRATION_KEYS.map((key) => `art-test-${key}`));
    // The scene: the drawing without its hue's background and dots (every url(#…) paint).
    const scenes = symbols.map((symbol) => symbol.innerHTML.replace(/<rect[^>]*url\(#[^)]*\)[^>]*><\/rect>/g, ""));
    expect(new Set(scenes).size).toBe(ILLUSTRATION_KEYS.length);
    for (const symbol of symbols) expect(symbol.querySelectorAll("[id]")).toHaveLength(0);
  });

  it("draws no sprite for an empty list", () => {
    render(<ArticleCardList cards={[]} />);
    expect(document.querySelector("svg")).toBeNull();
  });

  describe("in the blog search", { timeout: 30_000 }, () => {
    withSearchIndex();

    it("every card a search finds shows a drawing that is in the page", async () => {
      await renderBlog();
      const user = userEvent.setup();
      await user.type(screen.getByRole("searchbox", { name: "Search articles" }), "removal");
      await waitFor(() => expect(screen.getAllByRole("status").map((status) => status.textContent).join(" ")).toMatch(/Showing \d+ of \d+ articles/), {
        timeout: SEARCH_RESULT_TIMEOUT_MS,
      });
      const references = referencedIds();
      expect(references.length).toBeGreaterThan(0);
      for (const id of references) expect(document.getElementById(id)?.tagName.toLowerCase()).toBe("symbol");
      const ids = allIds();
      expect(new Set(ids).size).toBe(ids.length);
    });
  });
});
