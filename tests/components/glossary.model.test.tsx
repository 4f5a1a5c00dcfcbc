/**
 * Model-based tests of the glossary's letter index (docs/decisions/005): choosing a letter moves
 * focus to its section and marks it current; letters without terms cannot be chosen. The letters
 * walked come from the content file (`tests/helpers/glossaryLetters.ts`).
 */
import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { itWalksEveryShortestPath } from "../helpers/modelJourneys";
import { glossaryModel as model } from "../helpers/journeyModels";
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

describe("glossary journeys (model-based)", () => {
  // A chosen letter is kept in the address's hash, and a page opened at a letter's hash adopts
  // it: each journey starts from the address without one.
  beforeEach(() => window.history.replaceState(null, "", "/learning/glossary/"));

  itWalksEveryShortestPath(model, {
    url: "/learning/glossary/",
    ui: <Glossary />,
    journey: (user) => ({
      events: {
        CHOOSE_LETTER: () => user.click(letter(letters.byPointer)),
        CHOOSE_ANOTHER_LETTER_BY_KEYBOARD: async () => {
          letter(letters.byKeyboard).focus();
          await user.keyboard("{Enter}");
        },
        TRY_EMPTY_LETTER: () => user.click(screen.getByText(letters.empty, { selector: "[data-empty]" })),
      },
      states: {
        firstLetter: () => expectCurrent(letters.first),
        firstLetterStill: () => {
          expectCurrent(letters.first);
          // A letter without terms is text, not a link, and says so.
          expect(screen.queryByRole("link", { name: new RegExp(`^Letter ${letters.empty}`) })).toBeNull();
          const index = screen.getByRole("navigation", { name: "Glossary letters" });
          expect(index.textContent).toContain(`${letters.empty}, no terms`);
        },
        chosenLetter: () => {
          expectCurrent(letters.byPointer);
          expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: letters.byPointer }));
        },
        keyboardLetter: () => {
          expectCurrent(letters.byKeyboard);
          expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: letters.byKeyboard }));
        },
      },
    }),
  });
});

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

describe("glossary letter followed before hydration", () => {
  it("adopts the letter of the address's hash as the current one", () => {
    window.history.replaceState(null, "", `/learning/glossary/#${letterId(letters.byPointer)}`);
    render(
      <MemoryRouter initialEntries={["/learning/glossary/"]}>
        <Glossary />
      </MemoryRouter>,
    );
    expectCurrent(letters.byPointer);
  });
});
