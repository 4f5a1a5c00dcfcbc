/**
 * The search query and the address (src/search/hooks/useSearchQuery.ts, SearchField;
 * docs/product-decisions.md, decision 13): a search made on the page stays out of the address and
 * the history, an arriving `?q=` is applied and then removed from the current entry with the
 * other parameters kept, the box follows no other change of the address, and the box has
 * `autocomplete="off"`. Rendered on its own, as in an island (no router; docs/decisions/041), at
 * an address set in jsdom's history, whose `location` and `length` say what the address became and
 * whether an entry was added.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SearchField } from "../../src/components/SearchField/SearchField";
import { useSearchQuery } from "../../src/search/hooks/useSearchQuery";

/** A search box and what it applied, as the Learning Center and the blog list wire them. */
function Harness() {
  const search = useSearchQuery();
  return (
    <>
      <SearchField
        landmark="Test search"
        label="Search"
        placeholder="Search..."
        action="/learning/"
        value={search.draft}
        onChange={search.type}
        onSubmit={search.submit}
        inputRef={search.inputRef}
      >
        Search needs JavaScript.
      </SearchField>
      <output aria-label="Applied query">{search.query}</output>
      <button type="button" onClick={search.clear}>
        Clear
      </button>
    </>
  );
}

/** Renders the harness at `url` (the current entry of jsdom's history, replaced). */
function renderAt(url: string): void {
  window.history.replaceState(null, "", url);
  render(<Harness />);
}

/** The address and the length of the history, to compare before and after. */
const where = () => ({ href: window.location.href, length: window.history.length });

/** Goes to `url` as Back or Forward would: a new current entry, then `popstate`. */
function traverseTo(url: string): void {
  act(() => {
    window.history.pushState(null, "", url);
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
}

const box = () => screen.getByRole<HTMLInputElement>("searchbox", { name: "Search" });
const applied = () => screen.getByRole("status", { name: "Applied query" }).textContent;

/**
 * Longer than the pause after which the address used to follow the box (400 ms, history
 * `replace`), so that a test which waits for it would see any such write.
 */
const LONGER_THAN_THE_OLD_ADDRESS_DELAY_MS = 600;
const pause = (ms: number) => act(() => new Promise<void>((resolve) => window.setTimeout(resolve, ms)));

describe("the search query and the address", () => {
  it("the box has autocomplete off and is a GET form's field named q, so the browser neither saves the query nor restores it", () => {
    renderAt("/learning/");
    expect(box().getAttribute("autocomplete")).toBe("off");
    expect(box().name).toBe("q");
    expect(screen.getByRole("search", { name: "Test search" }).getAttribute("method")).toBe("get");
  });

  it("typing applies the query after a pause and never touches the address or the history", async () => {
    renderAt("/learning/");
    const start = where();
    await userEvent.type(box(), "stalker ex partner");
    await waitFor(() => expect(applied()).toBe("stalker ex partner"));
    await pause(LONGER_THAN_THE_OLD_ADDRESS_DELAY_MS);
    expect(where()).toEqual(start);
    expect(window.location.search).toBe("");
  });

  it("a submit applies the query at once and neither pushes nor replaces a history entry", async () => {
    renderAt("/learning/");
    const start = where();
    await userEvent.type(box(), "doxxing{Enter}");
    expect(applied()).toBe("doxxing");
    await pause(LONGER_THAN_THE_OLD_ADDRESS_DELAY_MS);
    expect(where()).toEqual(start);
  });

  it("an arriving ?q= fills the box and the results, then leaves the address in place of the current entry, the other parameters kept", async () => {
    renderAt("/learning/blog/?category=Legal+Insights&q=broker");
    const length = window.history.length;
    expect(box().value).toBe("broker");
    expect(applied()).toBe("broker");
    await waitFor(() => expect(window.location.search).toBe("?category=Legal+Insights"));
    expect(window.location.pathname).toBe("/learning/blog/");
    expect(window.history.length).toBe(length);
    expect(box().value).toBe("broker");
  });

  it("a ?q= reached by Back or Forward (an entry made before scripts ran) applies too, each time it arrives", async () => {
    renderAt("/learning/");
    traverseTo("/learning/?q=doxxing");
    expect(box().value).toBe("doxxing");
    await waitFor(() => expect(window.location.search).toBe(""));

    await userEvent.clear(box());
    await userEvent.type(box(), "reviews");
    traverseTo("/learning/?q=doxxing");
    expect(box().value).toBe("doxxing");
    expect(applied()).toBe("doxxing");
    await waitFor(() => expect(window.location.search).toBe(""));
  });

  it("the box follows no other change of the address", async () => {
    renderAt("/learning/blog/");
    await userEvent.type(box(), "broker");
    await waitFor(() => expect(applied()).toBe("broker"));
    await pause(LONGER_THAN_THE_OLD_ADDRESS_DELAY_MS);
    traverseTo("/learning/blog/?page=2");
    expect(box().value).toBe("broker");
    expect(applied()).toBe("broker");
  });

  it("clear empties the box and the query at once", async () => {
    renderAt("/learning/?q=broker");
    expect(applied()).toBe("broker");
    await userEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(box().value).toBe("");
    expect(applied()).toBe("");
  });
});
