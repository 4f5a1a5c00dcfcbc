/**
 * The shared fieldset (src/components/Fieldset/Fieldset.tsx; GOV.UK Frontend's fieldset pattern;
 * WCAG 1.3.1 Info and Relationships, 3.3.1 Error Identification): the group is named by its legend
 * and described by its hint, then its error message, which starts with a hidden "Error: ".
 */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Fieldset } from "../../src/components/Fieldset/Fieldset";

/** What the group's `aria-describedby` reads, in order, as a screen reader joins it. */
const description = (group: HTMLElement) =>
  (group.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");

function renderFieldset(props: { hint?: string; error?: string | null; required?: boolean }) {
  render(
    <Fieldset idPrefix="colour" legend="Which colours do you like?" {...props}>
      <input id="colour-red" type="checkbox" name="colour" value="red" aria-label="Red" />
    </Fieldset>,
  );
  return screen.getByRole("group", { name: "Which colours do you like?" });
}

describe("Fieldset", () => {
  it("is a group named by its legend and described by its hint", () => {
    const group = renderFieldset({ hint: "Choose all that apply." });
    expect(description(group)).toBe("Choose all that apply.");
  });

  it("adds its error message after the hint, heard as an error", () => {
    const group = renderFieldset({ hint: "Choose all that apply.", error: "Select at least one colour." });
    expect(description(group)).toBe("Choose all that apply. Error: Select at least one colour.");
    expect(screen.getByText("Select at least one colour.").id).toBe("colour-error");
  });

  it("has no description without a hint or an error", () => {
    const group = renderFieldset({ error: null });
    expect(group.hasAttribute("aria-describedby")).toBe(false);
  });

  it("shows the required asterisk without adding it to the group's name", () => {
    const group = renderFieldset({ required: true });
    expect(group.querySelector("legend")?.textContent).toBe("Which colours do you like? *");
  });
});
