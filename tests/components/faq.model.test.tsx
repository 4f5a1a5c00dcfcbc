/**
 * Model-based tests of the FAQ page (issue 5 point 5): every shortest path of the model, against
 * the rendered page; panels toggled by click, Enter and Space.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setup } from "xstate";
import { createTestModel } from "xstate/graph";
import { MemoryRouter } from "react-router";
import { faqCategories } from "../../src/content/faq";
import Faqs from "../../src/routes/faqs";

const model = setup({
  types: {
    events: {} as { type: "OPEN_FIRST_BY_CLICK" } | { type: "OPEN_SECOND_BY_ENTER" } | { type: "CLOSE_FIRST_BY_SPACE" } | { type: "CHOOSE_CONTENT_REMOVAL" },
  },
}).createMachine({
  id: "faqUi",
  initial: "allClosed",
  states: {
    allClosed: { on: { OPEN_FIRST_BY_CLICK: "firstOpen", CHOOSE_CONTENT_REMOVAL: "contentRemovalChosen" } },
    firstOpen: { on: { OPEN_SECOND_BY_ENTER: "bothOpen" } },
    bothOpen: { on: { CLOSE_FIRST_BY_SPACE: "onlySecondOpen" } },
    onlySecondOpen: {},
    contentRemovalChosen: {},
  },
});

const first = faqCategories[0]?.questions[0]?.question ?? "";
const second = faqCategories[0]?.questions[1]?.question ?? "";
const toggle = (name: string) => screen.getByRole("button", { name });
const expanded = (name: string) => toggle(name).getAttribute("aria-expanded");

async function press(user: UserEvent, name: string, key: "{Enter}" | " ") {
  toggle(name).focus();
  await user.keyboard(key);
}

describe("FAQ journeys (model-based)", () => {
  for (const path of createTestModel(model).getShortestPaths()) {
    it(path.description, async () => {
      const user = userEvent.setup();
      render(
        <MemoryRouter initialEntries={["/learning/faqs/"]}>
          <Faqs />
        </MemoryRouter>,
      );
      await path.test({
        events: {
          OPEN_FIRST_BY_CLICK: () => user.click(toggle(first)),
          OPEN_SECOND_BY_ENTER: () => press(user, second, "{Enter}"),
          CLOSE_FIRST_BY_SPACE: () => press(user, first, " "),
          CHOOSE_CONTENT_REMOVAL: () => user.click(within(screen.getByRole("navigation", { name: "Categories" })).getByRole("link", { name: "Content Removal" })),
        },
        states: {
          allClosed: () => {
            expect(expanded(first)).toBe("false");
            expect(screen.getByRole("link", { name: "General ORM" }).getAttribute("aria-current")).toBe("true");
          },
          firstOpen: () => {
            expect(expanded(first)).toBe("true");
            expect(expanded(second)).toBe("false");
          },
          bothOpen: () => {
            expect(expanded(first)).toBe("true");
            expect(expanded(second)).toBe("true");
          },
          onlySecondOpen: () => {
            expect(expanded(first)).toBe("false");
            expect(expanded(second)).toBe("true");
          },
          contentRemovalChosen: async () => {
            const link = screen.getByRole("link", { name: "Content Removal" });
            expect(link.getAttribute("aria-current")).toBe("true");
            expect(screen.getByRole("link", { name: "General ORM" }).getAttribute("aria-current")).toBeNull();
            await waitFor(() => expect(window.location.hash).toBe("#content-removal"), { timeout: 2000 });
          },
        },
      });
    });
  }

  it("has at least five questions in each of SPEC's five categories", () => {
    expect(faqCategories.map((category) => category.id)).toEqual([
      "general-orm",
      "content-removal",
      "review-management",
      "about-our-services",
      "legal-privacy",
    ]);
    for (const category of faqCategories) expect(category.questions.length).toBeGreaterThanOrEqual(5);
  });
});
