/**
 * The site search (docs/decisions/015 and 048) on the index the build writes from the prerendered
 * documents: phrases anywhere in a body, words in another order, prefixes, a typo, an empty result,
 * title matches first, the excerpt around the match with the matched words marked, results a page
 * at a time, and the same results, in the same order, as MiniSearch over the whole documents
 * (every word but the last as typed, or else the close matches: docs/decisions/066).
 */
import MiniSearch from "minisearch";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { excerptAround } from "../src/search/engine/excerpt";
import { type SearchEngine, type SearchResult, type SearchScope, createSearchEngine, fetchIndexSource } from "../src/search/engine/searchEngine";
import { buildSearchIndex, cutIntoParts } from "../src/search/engine/buildIndex.server";
import type { SearchDocument } from "../src/content/types";
import { loader } from "../src/routes/search-documents[.]json";
import { memoryIndexSource } from "./helpers/memoryIndexSource";
import { CHARGING_PATH, STANDARDS_PATH, canonicalPath } from "../src/site/paths";

let documents: SearchDocument[];
let files: Map<string, string | Uint8Array>;
let engine: SearchEngine;
/** The paths of the index's files the engine read. */
const read = new Set<string>();


beforeAll(async () => {
  documents = (await loader().json()) as SearchDocument[];
  files = buildSearchIndex(documents);
  engine = createSearchEngine(memoryIndexSource(files, (path) => read.add(path)));
  await engine.ready();
});

/** Every result of `query` (a page as long as the index). */
const search = async (query: string, scope?: SearchScope): Promise<readonly SearchResult[]> =>
  (await engine.search(query, scope, { pageSize: documents.length, pages: 1 })).results;
const DATA_BROKERS = "post:data-broker-dangers";
const ids = async (query: string, scope?: SearchScope) => (await search(query, scope)).map((result) => result.id);
/** The words marked in a result's excerpt, lowercase. */
const marked = async (query: string, id: string) =>
  (await search(query))
    .find((result) => result.id === id)
    ?.excerpt.filter((segment) => segment.mark)
    .map((segment) => segment.text.toLowerCase());

describe("site search", () => {
  it("indexes each article's body in full, in reading order, cut into parts that join back into it", () => {
    const post = documents.find((document) => document.id === DATA_BROKERS);
    expect(post?.text).toContain("your home address");
    const parts = cutIntoParts(post?.text ?? "");
    expect(parts.join("")).toBe(post?.text);
    expect(parts.length).toBeGreaterThan(1);
  });

  it.each([
    ["a phrase from the body", "your home address", ["your", "home", "address"]],
    ["a hyphenated phrase", "opt-out requests", ["opt", "out", "requests"]],
    ["words in another order", "theft identity", ["identity", "theft"]],
    ["a typo", "data brokr", ["data", "broker"]],
    ["a prefix", "brok", ["brokers"]],
  ])("finds the data broker post by %s (%s) and marks the matched words", async (_, query, words) => {
    expect(await ids(query)).toContain(DATA_BROKERS);
    const marks = (await marked(query, DATA_BROKERS)) ?? [];
    for (const word of words) expect(marks.some((mark) => mark.startsWith(word.slice(0, 4)))).toBe(true);
  });

  it("finds nothing for words no page holds, and nothing for an empty query", async () => {
    expect(await ids("quokka zeppelin")).toEqual([]);
    expect(await ids("   ")).toEqual([]);
  });

  it("needs every word of the query (a page with only some of them is not a result)", async () => {
    const both = await ids("data brokers");
    const brokersOnly = await ids("brokers");
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((id) => brokersOnly.includes(id))).toBe(true);
    expect(await ids("brokers quokka")).toEqual([]);
  });

  it("ranks results with every word in their title first", async () => {
    const results = await search("data brokers");
    expect(results[0]?.id).toBe(DATA_BROKERS);
    const titled = results.map((result) => /\bdata\b/i.test(result.title) && /\bbrokers?\b/i.test(result.title));
    expect(titled[0]).toBe(true);
    // Once a result without the words in its title appears, no titled one follows.
    const firstUntitled = titled.indexOf(false);
    if (firstUntitled !== -1) expect(titled.slice(firstUntitled)).not.toContain(true);
  });

  it("ranks a body that holds the query as a phrase above bodies that only hold its words", async () => {
    const results = await search("your home address", { types: ["Article"] });
    expect(results[0]?.id).toBe(DATA_BROKERS);
    expect(results.length).toBeGreaterThan(1);
  });

  it("starts the excerpt at the phrase as typed", async () => {
    const excerpt = (await search("your home address")).find((result) => result.id === DATA_BROKERS)?.excerpt ?? [];
    expect(excerpt.map((segment) => segment.text).join("").toLowerCase()).toContain("your home address");
  });

  it("finds FAQ answers and glossary terms as well as articles", async () => {
    const types = new Set((await search("doxxing")).map((result) => result.type));
    expect(types.has("Glossary term") || types.has("FAQ")).toBe(true);
    expect(types.has("Article") || types.has("Guide")).toBe(true);
  });

  it("finds the policy pages: how the firm charges, its standards and the legal pages", async () => {
    const results = await search("refunds");
    const policy = results.find((result) => result.type === "Policy");
    expect(policy?.url).toBe(canonicalPath(CHARGING_PATH));
    expect(policy?.excerpt.some((segment) => segment.mark && /^refund/i.test(segment.text))).toBe(true);
    expect((await search("fake accounts")).map((result) => result.url)).toContain(canonicalPath(STANDARDS_PATH));
  });

  it("keeps only the documents of the scope: the blog's articles, a category's articles", async () => {
    const articles = await search("reputation", { types: ["Article"] });
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.every((result) => result.id.startsWith("post:"))).toBe(true);
    const category = articles[0]?.card?.category;
    expect(category).toBeDefined();
    const inCategory = await search("reputation", { types: ["Article"], ...(category === undefined ? {} : { category }) });
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.every((result) => result.card?.category === category)).toBe(true);
    expect(inCategory.length).toBeLessThan(articles.length);
  });

  it("gives a page of results at a time, the first page's order kept when the next is added, and the total", async () => {
    const all = await search("reputation");
    expect(all.length).toBeGreaterThan(6);
    const first = await engine.search("reputation", undefined, { pageSize: 3, pages: 1 });
    const two = await engine.search("reputation", undefined, { pageSize: 3, pages: 2 });
    expect(first.total).toBe(all.length);
    expect(first.results.map((result) => result.id)).toHaveLength(3);
    expect(two.results.slice(0, 3).map((result) => result.id)).toEqual(first.results.map((result) => result.id));
    expect(two.results).toHaveLength(6);
    expect(new Set(two.results.map((result) => result.id)).size).toBe(6);
  });

  it("downloads the files of the words typed and of the results shown only", async () => {
    read.clear();
    await engine.search("stalkerware", undefined, { pageSize: 2, pages: 1 });
    const downloaded = [...read];
    expect(downloaded.every((path) => /\/(terms|postings)\/st|\/docs\//.test(path))).toBe(true);
    expect(downloaded.filter((path) => path.endsWith(".json") && path.includes("/docs/")).length).toBeLessThanOrEqual(2);
  });

  it("fetches the index's files without storing them in the browser's cache: their names tell what was searched for", async () => {
    const requests: [string, RequestCache | undefined][] = [];
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      requests.push([typeof input === "string" ? input : input instanceof URL ? input.href : input.url, init?.cache]);
      return Promise.resolve(new Response("{}"));
    });
    try {
      await fetchIndexSource("/learning/search").json("index.json");
    } finally {
      fetchSpy.mockRestore();
    }
    expect(requests).toEqual([["/learning/search/index.json", "no-store"]]);
  });

  it("finds what MiniSearch finds over the whole documents, with MiniSearch's relevance", async () => {
    const reference = new MiniSearch<SearchDocument>({
      fields: ["title", "summary", "keywords", "text"],
      searchOptions: {
        combineWith: "AND",
        prefix: (term) => term.length >= 3,
        fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
        boost: { title: 4, summary: 2, keywords: 2 },
      },
    });
    reference.addAll(documents);
    // Every word but the last as typed, the last as a one-word query finds it (decision 066).
    const last = (index: number, terms: readonly string[]) => index === terms.length - 1;
    const typed = {
      prefix: (term: string, index: number, terms: string[]) => last(index, terms) && term.length >= 3,
      fuzzy: (term: string, index: number, terms: string[]) => (last(index, terms) && term.length >= 5 ? 0.2 : false),
    };
    // Typo queries keep their first two letters: the index tolerates typos after them (decision 048).
    const queries = ["reputation", "data brokers", "remove negative reviews", "doxxing", "brokr", "google results", "privacy law", "opt-out requests", "brokr data"];
    for (const query of queries) {
      const holdEvery = reference.search(query, typed).map((hit) => String(hit.id));
      // Close matches when no document holds every word.
      const expected = holdEvery.length > 0 ? holdEvery : reference.search(query).map((hit) => String(hit.id));
      const found = await ids(query);
      expect(new Set(found), query).toEqual(new Set(expected));
    }
    // Without a title or phrase tier (one word, in no title), the order is MiniSearch's, near ties aside.
    const expected = reference.search("stalkerware").map((hit) => String(hit.id));
    expect((await ids("stalkerware")).slice(0, 3)).toEqual(expected.slice(0, 3));
  });
});

describe("search excerpt", () => {
  const body =
    "Data brokers collect public records. They sell profiles to anyone who asks. Removing your home address from these sites takes opt-out requests to each broker, repeated every few months.";

  it("shows the passage around the matched words, cut at word boundaries, with an ellipsis where cut", () => {
    const segments = excerptAround([body], ["home", "address"], 80);
    const text = segments.map((segment) => segment.text).join("");
    expect(text.startsWith("…")).toBe(true);
    expect(text).toContain("your home address");
    expect(text.length).toBeLessThanOrEqual(82);
    expect(segments.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual(["home", "address"]);
  });

  it("marks whole words and their plurals only, whatever their case", () => {
    const segments = excerptAround(["Broker, brokers, brokerage and BROKER."], ["broker"]);
    expect(segments.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual(["Broker", "brokers", "BROKER"]);
  });

  it("prefers the source whose passage holds more of the matched words, the first one on a tie", () => {
    const summary = "A guide to data brokers.";
    expect(excerptAround([summary, body], ["brokers"]).map((segment) => segment.text).join("")).toBe(summary);
    expect(excerptAround([summary, body], ["home", "address"]).some((segment) => segment.text === "home")).toBe(true);
  });

  it("falls back to the start of the first source, unmarked, when no source holds a matched word", () => {
    expect(excerptAround(["Short summary.", body], ["quokka"])).toEqual([{ text: "Short summary.", mark: false }]);
  });
});
