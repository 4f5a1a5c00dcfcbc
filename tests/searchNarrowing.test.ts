/**
 * A query of several words narrows again (docs/decisions/066): it finds the documents that hold
 * every word as typed, the last one as a one-word query finds it (itself, a prefix from 3
 * letters, a typo from 5: the visitor may still be typing it), in the order the search gave them
 * before; when no document holds them all, it gives the close matches it gave before (every word as
 * itself, a prefix or with a typo), and the blog list and the Learning Center say so in the status
 * they already announce (WCAG 4.1.3 Status Messages). On the index the build writes from today's
 * content.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { blogCloseMatchesStatus } from "../src/content/blogSearch";
import type { SearchDocument } from "../src/content/types";
import { buildSearchIndex } from "../src/search/engine/buildIndex.server";
import { termsOf } from "../src/search/engine/indexFormat";
import { type SearchEngine, type SearchPage, createSearchEngine } from "../src/search/engine/searchEngine";
import { loader } from "../src/routes/search-documents[.]json";
import { memoryIndexSource } from "./helpers/memoryIndexSource";
import { SEARCH_RESULT_TIMEOUT_MS, renderBlog, renderLearningCenter, withSearchIndex } from "./helpers/filterPages";

let documents: SearchDocument[];
let engine: SearchEngine;

beforeAll(async () => {
  documents = (await loader().json()) as SearchDocument[];
  const files = buildSearchIndex(documents);
  engine = createSearchEngine(memoryIndexSource(files));
  await engine.ready();
});

const ARTICLES = { types: ["Article"] } as const;
/** Every article a query finds, on one page. */
const searchArticles = (query: string): Promise<SearchPage> => engine.search(query, ARTICLES, { pageSize: documents.length, pages: 1 });
const idsOf = (page: SearchPage) => page.results.map((result) => result.id);
/** The words a document holds, in every field the index reads. */
const wordsOf = (document: SearchDocument) => new Set(termsOf([document.title, document.summary, document.keywords, document.text].join(" ")));
const articles = () => documents.filter((document) => document.type === "Article");

const DATA_BROKERS = "post:data-broker-dangers";
/**
 * The order the blog search gave every article for "opt-out requests" before decision 066, when
 * it listed all of them ("Showing all 7 articles"): the narrowed list keeps this order.
 */
const OPT_OUT_REQUESTS_BEFORE = [
  DATA_BROKERS,
  "post:ceo-reputation-guide",
  "post:legal-review-options",
  "post:guide-to-online-harassment",
  "post:ai-reputation",
  "post:positive-content-strategy",
  "post:diy-reputation-mistakes",
];

/** A query with a typo in its first word: no document holds "brokr", the close matches hold "broker". */
const CLOSE_QUERY = "brokr data";

describe("a query of several words (docs/decisions/066)", () => {
  it("“opt-out requests” finds only the articles that hold “opt”, “out” and “requests”, in the order it ranked them before, the data broker post first", async () => {
    const page = await searchArticles("opt-out requests");
    const requests = new Set(idsOf(await searchArticles("requests")));
    const holdEvery = articles()
      .filter((document) => wordsOf(document).has("opt") && wordsOf(document).has("out") && requests.has(document.id))
      .map((document) => document.id);
    expect(holdEvery.length).toBeGreaterThan(0);
    expect(holdEvery.length).toBeLessThan(articles().length);

    expect(new Set(idsOf(page))).toEqual(new Set(holdEvery));
    expect(idsOf(page)).toEqual(OPT_OUT_REQUESTS_BEFORE.filter((id) => holdEvery.includes(id)));
    expect(idsOf(page)[0]).toBe(DATA_BROKERS);
    expect(page.total).toBe(holdEvery.length);
    expect(page.closeMatches).toBe(false);
  });

  it("the last word still matches as a prefix while it is being typed (“opt-out requ”), the other words as typed", async () => {
    expect(idsOf(await searchArticles("opt-out requ"))).toEqual(idsOf(await searchArticles("opt-out requests")));
    // "opt" as typed: an article that only has "options" or "optimization" is not found.
    for (const result of (await searchArticles("opt requests")).results) {
      const document = documents.find((candidate) => candidate.id === result.id);
      expect(document && wordsOf(document).has("opt"), result.id).toBe(true);
    }
  });

  it("a one-word query finds what it found before: prefixes and a typo, never flagged as close matches", async () => {
    const brok = await searchArticles("brok");
    expect(idsOf(brok)).toContain(DATA_BROKERS);
    expect(brok.closeMatches).toBe(false);
    const typo = await searchArticles("brokr");
    expect(idsOf(typo)).toContain(DATA_BROKERS);
    expect(typo.closeMatches).toBe(false);
  });

  it("when no article holds every word, gives the close matches, flagged as such, the best first", async () => {
    expect(articles().some((document) => wordsOf(document).has("brokr"))).toBe(false);
    const page = await searchArticles(CLOSE_QUERY);
    expect(page.closeMatches).toBe(true);
    expect(page.total).toBeGreaterThan(0);
    expect(idsOf(page)[0]).toBe(DATA_BROKERS);
    expect(page.results.every((result) => result.excerpt.some((segment) => segment.mark))).toBe(true);
  });

  it("finds nothing, and flags nothing, when not even a close match holds every word", async () => {
    const page = await searchArticles("brokers quokka");
    expect(page).toEqual({ total: 0, results: [], closeMatches: false });
  });
});

describe("the status says when it shows close matches (docs/decisions/066)", { timeout: 30_000 }, () => {
  withSearchIndex();

  /** The texts of the page's status elements, joined. */
  const statuses = () =>
    screen
      .getAllByRole("status")
      .map((status) => status.textContent)
      .join(" | ");

  it("the blog's count words it plainly, singular and plural, and with more to show", () => {
    expect(blogCloseMatchesStatus(3, 3)).toBe("No article has all of these words. Showing 3 close matches.");
    expect(blogCloseMatchesStatus(1, 1)).toBe("No article has all of these words. Showing 1 close match.");
    expect(blogCloseMatchesStatus(9, 12)).toBe("No article has all of these words. Showing 9 of the 12 close matches.");
  });

  it("the blog list narrows “opt-out requests” to the articles with every word, and its count says how many", async () => {
    const expected = (await searchArticles("opt-out requests")).total;
    await renderBlog();
    await userEvent.setup().type(screen.getByRole("searchbox", { name: "Search articles" }), "opt-out requests");
    await waitFor(() => expect(statuses()).toContain(`Showing ${String(expected)} of ${String(articles().length)} articles`), { timeout: SEARCH_RESULT_TIMEOUT_MS });
    expect(statuses()).not.toContain("close match");
    expect(screen.getAllByRole("heading", { level: 2 }).filter((heading) => heading.closest("li") !== null)).toHaveLength(expected);
  });

  it("the blog list shows the close matches of a query no article holds whole, and its status says so", async () => {
    const shown = (await searchArticles(CLOSE_QUERY)).total;
    await renderBlog();
    await userEvent.setup().type(screen.getByRole("searchbox", { name: "Search articles" }), CLOSE_QUERY);
    await waitFor(() => expect(statuses()).toContain(blogCloseMatchesStatus(shown, shown)), { timeout: SEARCH_RESULT_TIMEOUT_MS });
    expect(statuses()).toContain(`No article has all of these words. Showing ${String(shown)} close `);
    expect(screen.getAllByRole("heading", { level: 2 }).filter((heading) => heading.closest("li") !== null)).toHaveLength(shown);
  });

  it("the Learning Center search, on the same engine, says so too", async () => {
    const found = (await engine.search(CLOSE_QUERY, undefined, { pageSize: 1, pages: 1 })).total;
    expect(found).toBeGreaterThan(0);
    await renderLearningCenter();
    await userEvent.setup().type(screen.getByRole("searchbox", { name: "Search the Learning Center" }), CLOSE_QUERY);
    const matches = `${String(found)} close ${found === 1 ? "match" : "matches"}`;
    await waitFor(() => expect(statuses()).toContain(`Nothing in the Learning Center has all of these words. ${matches} for “${CLOSE_QUERY}”.`), {
      timeout: SEARCH_RESULT_TIMEOUT_MS,
    });
  });
});
