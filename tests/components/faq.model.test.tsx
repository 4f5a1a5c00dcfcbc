/**
 * Model-based tests of the FAQ page: every shortest path of the model, against the rendered page.
 * Each answer is a native `<details>`; the machine follows the visitor's toggles. Enter and Space
 * on a `<summary>` are the browser's own behaviour (happy-dom does not implement them), so the
 * keyboard journeys run in Chromium (`e2e/learning-tools.spec.ts`).
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type Journey, itWalksEveryShortestPath } from "../helpers/modelJourneys";
import { faqModel as model } from "../helpers/journeyModels";
import { faqCategories } from "../../src/content/faq";
import Faqs from "../../src/routes/faqs";

// The first category's first two questions, and the second category, from the content file.
const [firstCategory, secondCategory] = faqCategories;
if (!firstCategory || !secondCategory) throw new Error("The FAQ journeys need two categories (src/content/data/faq.yml).");
const first = firstCategory.questions[0]?.question ?? "";
const second = firstCategory.questions[1]?.question ?? "";
const categoryLink = (name: string) => within(screen.getByRole("navigation", { name: "Categories" })).getByRole("link", { name });
/** The `<summary>` that holds a question (its `h3`). */
function summary(question: string): HTMLElement {
  const element = screen.getByRole("heading", { level: 3, name: question }).closest("summary");
  if (!element) throw new Error(`No <summary> holds "${question}".`);
  return element;
}
/** Whether each of the first two answers is shown (its `<details>` is open), in order. */
const answersShown = () => [first, second].map((question) => summary(question).closest("details")?.open ?? false);

/** What the visitor does at each step of `faqModel`, and what they then see. */
const journey: Journey<typeof model> = (user) => ({
  events: {
    OPEN_FIRST: () => user.click(summary(first)),
    OPEN_SECOND: () => user.click(summary(second)),
    CLOSE_FIRST: () => user.click(summary(first)),
    CHOOSE_SECOND_CATEGORY: () => user.click(categoryLink(secondCategory.name)),
  },
  states: {
    allClosed: () => {
      expect(answersShown()).toEqual([false, false]);
      expect(categoryLink(firstCategory.name).getAttribute("aria-current")).toBe("true");
    },
    firstOpen: () => expect(answersShown()).toEqual([true, false]),
    bothOpen: () => expect(answersShown()).toEqual([true, true]),
    onlySecondOpen: () => expect(answersShown()).toEqual([false, true]),
    secondCategoryChosen: async () => {
      expect(categoryLink(secondCategory.name).getAttribute("aria-current")).toBe("true");
      expect(categoryLink(firstCategory.name).getAttribute("aria-current")).toBeNull();
      await waitFor(() => expect(window.location.hash).toBe(`#${secondCategory.id}`), { timeout: 2000 });
    },
  },
});

describe("FAQ journeys (model-based)", () => {
  itWalksEveryShortestPath(model, { url: "/learning/faqs/", ui: <Faqs />, journey });

  it("shows every category of the content file, in its order, each with its questions", () => {
    render(
      <MemoryRouter initialEntries={["/learning/faqs/"]}>
        <Faqs />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole("navigation", { name: "Categories" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(faqCategories.map((category) => [category.name, `#${category.id}`]));
    for (const category of faqCategories) {
      const section = screen.getByRole("region", { name: category.name });
      expect(section.id).toBe(category.id);
      expect(within(section).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(category.questions.map((question) => question.question));
    }
  });
});
