/**
 * A guide's table of contents as an in-page index (src/components/TableOfContents,
 * src/behaviours/inPageIndex.ts; docs/decisions/041): the HTML marks the first section, and the
 * module moves the mark, as `aria-current="location"`, to the section followed.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { trackInPageIndex } from "../../src/behaviours/inPageIndex";
import { TableOfContents } from "../../src/components/TableOfContents/TableOfContents";

const headings = [
  { id: "first", text: "First", level: 2 },
  { id: "second", text: "Second", level: 2 },
  { id: "second-detail", text: "Second, in detail", level: 3 },
] as const;

let stop = () => {};
afterEach(() => {
  stop();
  window.history.replaceState(null, "", "/");
});

function renderGuide(followsScroll: boolean) {
  render(
    <>
      <TableOfContents headings={headings} activeId="first" followsScroll={followsScroll} />
      {headings.map((heading) => (
        <h2 key={heading.id} id={heading.id}>
          {heading.text}
        </h2>
      ))}
    </>,
  );
  return screen.getByRole("navigation", { name: "On this page" });
}

const current = () => screen.getAllByRole("link").filter((link) => link.hasAttribute("aria-current"));

describe("a guide's table of contents", () => {
  it("marks the first section in the HTML, as the location being read", () => {
    renderGuide(true);
    expect(current().map((link) => [link.textContent, link.getAttribute("aria-current")])).toEqual([["First", "location"]]);
  });

  it("moves the location mark to a section followed, with the module", async () => {
    stop = trackInPageIndex(renderGuide(true), window);
    await userEvent.setup().click(screen.getByRole("link", { name: "Second, in detail" }));
    expect(current().map((link) => [link.textContent, link.getAttribute("aria-current")])).toEqual([["Second, in detail", "location"]]);
  });

  it("is a plain list of links on a page without the module (a legal page's contents)", () => {
    const nav = renderGuide(false);
    expect(nav.hasAttribute("data-in-page-index")).toBe(false);
  });
});
