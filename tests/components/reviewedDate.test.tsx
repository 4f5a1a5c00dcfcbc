/**
 * The "Last reviewed" line (`src/components/ReviewedDate`): the date as text in a `<time>` with its
 * ISO value, inline after a separator or as a line of its own, and nothing without a date.
 */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReviewedDate } from "../../src/components/ReviewedDate/ReviewedDate";

describe("ReviewedDate", () => {
  it("renders the phrase inline after its separator, the date in a <time>", () => {
    const { container } = render(
      <p>
        June 2, 2025
        <ReviewedDate date="2026-11-23" displayDate="November 23, 2026" separator=" · " />
      </p>,
    );
    expect(container.textContent).toBe("June 2, 2025 · Last reviewed November 23, 2026");
    expect(container.querySelector("time")?.getAttribute("dateTime")).toBe("2026-11-23");
  });

  it("renders a line of its own as a block, saying what was reviewed", () => {
    render(<ReviewedDate date="2026-11-23" displayDate="November 23, 2026" variant="block" />);
    const line = screen.getByText(/^Last reviewed/);
    expect(line.tagName).toBe("P");
    expect(line.textContent).toBe("Last reviewed November 23, 2026, for the laws and platform policies this page describes.");
  });

  it("renders nothing for a page without a review date", () => {
    const { container } = render(<ReviewedDate date={undefined} displayDate={undefined} separator=" · " />);
    expect(container.textContent).toBe("");
  });
});
