/**
 * Model-based tests of the FAQ page: every shortest path of the model, against the rendered page.
 * Each answer is a native `<details>`; the machine follows the visitor's toggles. Enter and Space
 * on a `<summary>` are the browser's own behaviour (happy-dom does not implement them), so the
 * keyboard journeys run in Chromium (`e2e/learning-tools.spec.ts`).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type Journey, itWalksEveryShortestPath } from "../helpers/modelJourneys";
import { faqModel as model } from "../helpers/journeyModels";
import { faqCategories } from "../../src/content/faq";
import Faqs from "../../src/routes/faqs";

const first = faqCategories[0]?.questions[0]?.question ?? "";
const second = faqCategories[0]?.questions[1]?.question ?? "";
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
    CHOOSE_CONTENT_REMOVAL: () => user.click(within(screen.getByRole("navigation", { name: "Categories" })).getByRole("link", { name: "Content Removal" })),
  },
  states: {
    allClosed: () => {
      expect(answersShown()).toEqual([false, false]);
      expect(screen.getByRole("link", { name: "General ORM" }).getAttribute("aria-current")).toBe("true");
    },
    firstOpen: () => expect(answersShown()).toEqual([true, false]),
    bothOpen: () => expect(answersShown()).toEqual([true, true]),
    onlySecondOpen: () => expect(answersShown()).toEqual([false, true]),
    contentRemovalChosen: async () => {
      expect(screen.getByRole("link", { name: "Content Removal" }).getAttribute("aria-current")).toBe("true");
      expect(screen.getByRole("link", { name: "General ORM" }).getAttribute("aria-current")).toBeNull();
      await waitFor(() => expect(window.location.hash).toBe("#content-removal"), { timeout: 2000 });
    },
  },
});

describe("FAQ journeys (model-based)", () => {
  itWalksEveryShortestPath(model, { url: "/learning/faqs/", ui: <Faqs />, journey });

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
