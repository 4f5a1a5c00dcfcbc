/**
 * The search query and the address (src/search/hooks/useSearchQuery.ts, SearchField;
 * docs/product-decisions.md, decision 13): a search made on the page stays out of the address and
 * the history, an arriving `?q=` is applied and then removed from the current entry with the
 * other parameters kept, the box follows no other change of the address, and the box has
 * `autocomplete="off"`. Rendered in a memory router, whose state says what the address became and
 * whether an entry was replaced.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
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

/** Renders the harness at `url` and returns its router. */
function renderAt(url: string) {
  const router = createMemoryRouter([{ path: "*", Component: Harness }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
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
    const router = renderAt("/learning/");
    const start = router.state.location;
    await userEvent.type(box(), "stalker ex partner");
    await waitFor(() => expect(applied()).toBe("stalker ex partner"));
    await pause(LONGER_THAN_THE_OLD_ADDRESS_DELAY_MS);
    expect(router.state.location).toBe(start);
    expect(router.state.location.search).toBe("");
  });

  it("a submit applies the query at once and neither pushes nor replaces a history entry", async () => {
    const router = renderAt("/learning/");
    const start = router.state.location;
    await userEvent.type(box(), "doxxing{Enter}");
    expect(applied()).toBe("doxxing");
    await pause(LONGER_THAN_THE_OLD_ADDRESS_DELAY_MS);
    expect(router.state.location).toBe(start);
  });

  it("an arriving ?q= fills the box and the results, then leaves the address in place of the current entry, the other parameters kept", async () => {
    const router = renderAt("/learning/blog/?category=Legal+Insights&q=broker");
    expect(box().value).toBe("broker");
    expect(applied()).toBe("broker");
    await waitFor(() => expect(router.state.location.search).toBe("?category=Legal+Insights"));
    expect(router.state.location.pathname).toBe("/learning/blog/");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(box().value).toBe("broker");
  });

  it("a ?q= reached by a link after the page is live applies too, each time it arrives", async () => {
    const router = renderAt("/learning/");
    await act(() => router.navigate("/learning/?q=doxxing"));
    expect(box().value).toBe("doxxing");
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.historyAction).toBe("REPLACE");

    await userEvent.clear(box());
    await userEvent.type(box(), "reviews");
    await act(() => router.navigate("/learning/?q=doxxing"));
    expect(box().value).toBe("doxxing");
    expect(applied()).toBe("doxxing");
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("the box follows no other change of the address", async () => {
    const router = renderAt("/learning/blog/");
    await userEvent.type(box(), "broker");
    await waitFor(() => expect(applied()).toBe("broker"));
    await pause(LONGER_THAN_THE_OLD_ADDRESS_DELAY_MS);
    await act(() => router.navigate("/learning/blog/?page=2"));
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
