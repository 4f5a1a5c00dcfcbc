/**
 * The site search (docs/decisions/015) on the real index the build prerenders: phrases anywhere in
 * a body, words in any order, prefixes, a typo, an empty result, title matches first, and the
 * excerpt around the match with the matched words marked.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { excerptAround } from "../src/search/engine/excerpt";
import { type SearchEngine, createSearchEngine, runSearch } from "../src/search/engine/searchEngine";
import type { SearchDocument } from "../src/content/types";
import { loader } from "../src/routes/search-index[.]json";

let engine: SearchEngine;
beforeAll(async () => {
  const documents = (await loader().json()) as SearchDocument[];
  engine = await createSearchEngine(documents);
});

const DATA_BROKERS = "post:data-broker-dangers";
const ids = (query: string) => runSearch(engine, query).map((result) => result.id);
/** The words marked in a result's excerpt, lowercase. */
const marked = (query: string, id: string) =>
  runSearch(engine, query)
    .find((result) => result.id === id)
    ?.excerpt.filter((segment) => segment.mark)
    .map((segment) => segment.text.toLowerCase());

describe("site search", () => {
  it("indexes each article's body in full, in reading order", () => {
    const post = engine.documents.get(DATA_BROKERS);
    expect(post?.text).toContain("your home address");
  });

  it.each([
    ["a phrase from the body", "your home address", ["your", "home", "address"]],
    ["a hyphenated phrase", "opt-out requests", ["opt", "out", "requests"]],
    ["words in another order", "theft identity", ["identity", "theft"]],
    ["a typo", "data brokr", ["data", "broker"]],
    ["a prefix", "brok", ["brokers"]],
  ])("finds the data broker post by %s (%s) and marks the matched words", (_, query, words) => {
    expect(ids(query)).toContain(DATA_BROKERS);
    const marks = marked(query, DATA_BROKERS) ?? [];
    for (const word of words) expect(marks.some((mark) => mark.startsWith(word.slice(0, 4)))).toBe(true);
  });

  it("finds nothing for words no page holds, and nothing for an empty query", () => {
    expect(ids("quokka zeppelin")).toEqual([]);
    expect(ids("   ")).toEqual([]);
  });

  it("needs every word of the query (a page with only some of them is not a result)", () => {
    const both = ids("data brokers");
    const brokersOnly = ids("brokers");
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((id) => brokersOnly.includes(id))).toBe(true);
    expect(ids("brokers quokka")).toEqual([]);
  });

  it("ranks results with every word in their title first", () => {
    const results = runSearch(engine, "data brokers");
    expect(results[0]?.id).toBe(DATA_BROKERS);
    const titled = results.map((result) => /\bdata\b/i.test(result.title) && /\bbrokers?\b/i.test(result.title));
    expect(titled[0]).toBe(true);
    // Once a result without the words in its title appears, no titled one follows.
    const firstUntitled = titled.indexOf(false);
    if (firstUntitled !== -1) expect(titled.slice(firstUntitled)).not.toContain(true);
  });

  it("ranks a body that holds the query as a phrase above bodies that only hold its words", () => {
    const results = runSearch(engine, "your home address", (document) => document.type === "Article");
    expect(results[0]?.id).toBe(DATA_BROKERS);
    expect(results.length).toBeGreaterThan(1);
  });

  it("starts the excerpt at the phrase as typed", () => {
    const excerpt = runSearch(engine, "your home address").find((result) => result.id === DATA_BROKERS)?.excerpt ?? [];
    expect(excerpt.map((segment) => segment.text).join("").toLowerCase()).toContain("your home address");
  });

  it("finds FAQ answers and glossary terms as well as articles", () => {
    const types = new Set(runSearch(engine, "doxxing").map((result) => result.type));
    expect(types.has("Glossary term") || types.has("FAQ")).toBe(true);
    expect(types.has("Article") || types.has("Guide")).toBe(true);
  });

  it("keeps only the documents a filter accepts (the blog list keeps its articles)", () => {
    const results = runSearch(engine, "reputation", (document) => document.type === "Article");
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((result) => result.id.startsWith("post:"))).toBe(true);
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
