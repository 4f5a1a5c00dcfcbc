/**
 * The FAQ page's content (docs/spec.md §2 "FAQ"): every category of the content file, in its order,
 * each with its questions as native disclosures. Choosing a category, opening answers and the
 * current category are the browser's and the in-page index module's, walked as `machines/faq` in
 * Chromium (e2e/faq.spec.ts; docs/decisions/040).
 */
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { faqCategories } from "../../src/content/faq";
import Faqs from "../../src/routes/faqs";

describe("the FAQ page", () => {
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
