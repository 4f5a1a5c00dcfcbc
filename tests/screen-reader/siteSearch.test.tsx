/**
 * What a screen-reader user hears of the Learning Center search (`src/components/SiteSearch`;
 * docs/decisions/007 and 015; WCAG 1.3.1 Info and Relationships, 4.1.2 Name, Role, Value, 4.1.3
 * Status Messages), phrase by phrase, with Guidepup's virtual screen reader (docs/decisions/018):
 * the search landmark and its labelled box, the number of results announced once when the
 * visitor stops typing, the empty result, and the results region read after the box.
 *
 * The visitor types one key at a time while the reader echoes the field (tests/helpers/typing.ts); the status
 * is held back until the box has been unchanged for `SETTLE_DELAY_MS`, so the tests wait for it
 * with `expect.poll`, with real timers.
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderLearningCenter, resultCount, withSearchIndex } from "../helpers/filterPages";
import { type ScreenReader, paragraph, startScreenReader } from "../helpers/screenReader";
import { type SearchBox, deleteLetterByLetter, expectAnnouncements, fieldPhrase, focusSearchBox, typeLetterByLetter } from "../helpers/typing";

const BOX: SearchBox = { label: "Search the Learning Center", placeholder: "Search articles, guides, FAQs..." };

/** The status for `count` results of `query`, as the page says it. */
const resultsFor = (count: number, query: string) => (count === 0 ? `No results for “${query}”.` : `${count} ${count === 1 ? "result" : "results"} for “${query}”`);

/** Renders the Learning Center, starts the reader and focuses the search box, with a clear log. */
async function openSearch(): Promise<ScreenReader> {
  await renderLearningCenter();
  const reader = await startScreenReader();
  await focusSearchBox(reader, BOX);
  return reader;
}

describe("the Learning Center search, read by a screen reader", { timeout: 30_000 }, () => {
  withSearchIndex();

  it("reads the search landmark by its name, the box by its label and placeholder, then the Search button; no results region before a search", async () => {
    await renderLearningCenter();
    const reader = await startScreenReader();
    expect(await reader.readAfter("search, Learning Center", "end of search, Learning Center")).toEqual([
      BOX.label,
      fieldPhrase(BOX.label, BOX.placeholder, ""),
      "button, Search",
      "end of search, Learning Center",
    ]);
    expect(screen.queryByRole("region", { name: "Search results" })).toBeNull();
  });

  // Before (each count twice, and "Searching…" twice between two keystrokes): "polite: 1 result for “d”",
  // "polite: 1 result for “d”", "polite: Searching…", "polite: Searching…", "polite: 29 results for “do”",
  // "polite: 29 results for “do”", "polite: Searching…", … "polite: 5 results for “doxxing”", "polite: 5 results for “doxxing”".
  it("typing “doxxing” letter by letter: the echo of each letter, then the number of results once, after the typing stops (was “Searching…” and a count at every keystroke, each said twice)", async () => {
    const count = await resultCount("doxxing");
    expect(count).toBeGreaterThan(1);
    const reader = await openSearch();

    const echoes = await typeLetterByLetter(reader, BOX, "doxxing");

    await expectAnnouncements(reader, [`polite: ${resultsFor(count, "doxxing")}`]);
    expect(await reader.heard()).toEqual([...echoes, `polite: ${resultsFor(count, "doxxing")}`]);
    expect(await reader.announcements()).toHaveLength(1);
  });

  it("the results region is read after the search box: its name, its hidden heading, the status with the count, then the list of results", async () => {
    const count = await resultCount("doxxing");
    const reader = await openSearch();
    await typeLetterByLetter(reader, BOX, "doxxing");
    await expectAnnouncements(reader, [`polite: ${resultsFor(count, "doxxing")}`]);
    await reader.clear();

    expect(await reader.readUntil(`listitem, level 1, position 1, set size ${count}`)).toEqual([
      "button, Search",
      "end of search, Learning Center",
      "region, Search results",
      "heading, Search results, level 2",
      "status",
      resultsFor(count, "doxxing"),
      "end of status",
      "list",
      `listitem, level 1, position 1, set size ${count}`,
    ]);
  });

  it("changing the query after the results: the new count once, when typing stops again", async () => {
    const reader = await openSearch();
    await typeLetterByLetter(reader, BOX, "data");
    await expectAnnouncements(reader, [`polite: ${resultsFor(await resultCount("data"), "data")}`]);
    await reader.clear();

    const echoes = await typeLetterByLetter(reader, BOX, " broker");

    const expected = `polite: ${resultsFor(await resultCount("data broker"), "data broker")}`;
    await expectAnnouncements(reader, [expected]);
    expect(await reader.heard()).toEqual([...echoes, expected]);
  });

  it("a query that finds nothing: “No results for “zzzz”.” once, then the suggestion and the contact link are read after it", async () => {
    const reader = await openSearch();

    const echoes = await typeLetterByLetter(reader, BOX, "zzzz");

    await expectAnnouncements(reader, ["polite: No results for “zzzz”."]);
    expect(await reader.heard()).toEqual([...echoes, "polite: No results for “zzzz”."]);
    expect(await reader.readAfter("No results for “zzzz”.", "link, Contact")).toEqual([
      "end of status",
      ...paragraph("Try different or fewer words, or browse the sections below. If you cannot find what you need, ask our team through the contact page."),
      "link, Contact",
    ]);
  });

  it("deleting the whole query: the echo of each deletion and nothing else; the results region leaves the page", async () => {
    const reader = await openSearch();
    await typeLetterByLetter(reader, BOX, "zzzz");
    await expectAnnouncements(reader, ["polite: No results for “zzzz”."]);
    await reader.clear();

    const echoes = await deleteLetterByLetter(reader, BOX);

    await waitFor(() => expect(screen.queryByRole("region", { name: "Search results" })).toBeNull());
    expect(await reader.heard()).toEqual(echoes);
    expect(await reader.announcements()).toEqual([]);
  });
});
