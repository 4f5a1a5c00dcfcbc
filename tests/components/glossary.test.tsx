/**
 * The glossary's content and its letter index module (src/behaviours/inPageIndex.ts,
 * docs/decisions/040): every term under its initial, and the current letter the module marks.
 * Following a letter, the focus it moves and the place it lands are the browser's, walked as
 * `machines/glossary` in Chromium (e2e/glossary.spec.ts). The letters come from the content file
 * (`tests/helpers/glossaryLetters.ts`).
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { trackInPageIndex } from "../../src/behaviours/inPageIndex";
import { glossaryJourneyLetters as letters, lettersWithTerms } from "../helpers/glossaryLetters";
import { MemoryRouter } from "react-router";
import { GLOSSARY_LETTERS, glossaryTerms, letterId } from "../../src/content/glossary";
import Glossary from "../../src/routes/glossary";


const letter = (name: string) => screen.getByRole("link", { name: `Letter ${name}` });

function expectCurrent(name: string) {
  expect(letter(name).getAttribute("aria-current")).toBe("true");
  for (const other of lettersWithTerms.filter((candidate) => candidate !== name)) {
    expect(letter(other).getAttribute("aria-current")).toBeNull();
  }
}

describe("the glossary's terms and letters", () => {
  it("shows every term of the content file under its initial's section, and indexes every initial as a link", () => {
    const { container } = render(
      <MemoryRouter initialEntries={["/learning/glossary/"]}>
        <Glossary />
      </MemoryRouter>,
    );
    const index = screen.getByRole("navigation", { name: "Glossary letters" });
    const shown = [...container.querySelectorAll("dt")].map((term) => term.textContent);
    expect(shown).toHaveLength(glossaryTerms.length);
    for (const { term } of glossaryTerms) {
      const initial = term.charAt(0).toUpperCase();
      expect(GLOSSARY_LETTERS, term).toContain(initial);
      expect(within(index).getByRole("link", { name: `Letter ${initial}` }).getAttribute("href")).toBe(`#${letterId(initial)}`);
      const section = container.querySelector(`section#${letterId(initial)}`);
      expect(section, term).not.toBeNull();
      expect(within(section as HTMLElement).getAllByText(term, { selector: "dt" }).map((shownTerm) => shownTerm.textContent)).toEqual([term]);
    }
  });
});

describe("the glossary's letter index module (src/behaviours/inPageIndex.ts)", () => {
  const renderGlossary = () =>
    render(
      <MemoryRouter initialEntries={["/learning/glossary/"]}>
        <Glossary />
      </MemoryRouter>,
    );
  let stop = () => {};
  afterEach(() => stop());

  it("marks the first letter with terms in the HTML, before the module runs", () => {
    window.history.replaceState(null, "", "/learning/glossary/");
    renderGlossary();
    expectCurrent(letters.first);
  });

  it("takes the letter of the address as the current one (LETTER.ADOPT)", () => {
    window.history.replaceState(null, "", `/learning/glossary/#${letterId(letters.byPointer)}`);
    renderGlossary();
    stop = trackInPageIndex(screen.getByRole("navigation", { name: "Glossary letters" }), window);
    expectCurrent(letters.byPointer);
  });

  it("marks a letter followed by pointer or keyboard (LETTER.SELECT), whatever the scroll", async () => {
    window.history.replaceState(null, "", "/learning/glossary/");
    renderGlossary();
    stop = trackInPageIndex(screen.getByRole("navigation", { name: "Glossary letters" }), window);
    const user = userEvent.setup();
    await user.click(letter(letters.byKeyboard));
    expectCurrent(letters.byKeyboard);
    window.dispatchEvent(new Event("scroll"));
    expectCurrent(letters.byKeyboard);
  });
});
