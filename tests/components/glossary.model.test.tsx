/**
 * Model-based tests of the glossary's letter index (docs/decisions/005): choosing a letter moves
 * focus to its section and marks it current; letters without terms cannot be chosen.
 */
import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { itWalksEveryShortestPath } from "../helpers/modelJourneys";
import { glossaryModel as model } from "../helpers/journeyModels";
import { MemoryRouter } from "react-router";
import { glossaryTerms } from "../../src/content/glossary";
import Glossary from "../../src/routes/glossary";


const letter = (name: string) => screen.getByRole("link", { name: `Letter ${name}` });

function expectCurrent(name: string) {
  expect(letter(name).getAttribute("aria-current")).toBe("true");
  for (const other of ["A", "B", "C", "D", "O", "S"].filter((candidate) => candidate !== name)) {
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
        CHOOSE_C: () => user.click(letter("C")),
        CHOOSE_S_BY_KEYBOARD: async () => {
          letter("S").focus();
          await user.keyboard("{Enter}");
        },
        TRY_E: () => user.click(screen.getByText("E", { selector: "[data-empty]" })),
      },
      states: {
        letterA: () => expectCurrent("A"),
        letterAStill: () => {
          expectCurrent("A");
          // A letter without terms is text, not a link, and says so.
          expect(screen.queryByRole("link", { name: /^Letter E/ })).toBeNull();
          const index = screen.getByRole("navigation", { name: "Glossary letters" });
          expect(index.textContent).toContain("E, no terms");
        },
        letterC: () => {
          expectCurrent("C");
          expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "C" }));
        },
        letterS: () => {
          expectCurrent("S");
          expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "S" }));
        },
      },
    }),
  });

  it("defines SPEC's 17 terms under A, B, C, D, O and S only", () => {
    expect(glossaryTerms).toHaveLength(17);
    expect([...new Set(glossaryTerms.map((term) => term.term[0]?.toUpperCase()))].sort()).toEqual(["A", "B", "C", "D", "O", "S"]);
  });
});

describe("glossary letter followed before hydration", () => {
  it("adopts the letter of the address's hash as the current one", () => {
    window.history.replaceState(null, "", "/learning/glossary/#letter-d");
    render(
      <MemoryRouter initialEntries={["/learning/glossary/"]}>
        <Glossary />
      </MemoryRouter>,
    );
    expectCurrent("D");
  });
});
