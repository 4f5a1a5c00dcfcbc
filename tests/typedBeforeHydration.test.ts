/**
 * What a visitor typed before hydration (src/hooks/typedBeforeHydration.ts), for the select: the
 * prerendered HTML marks its chosen option `selected`; a select React rendered in the browser marks
 * none. The second case once read the first option as typed, and a client-side visit to the
 * contact page lost the inquiry type of a restored draft (the reputation check's hand-over,
 * docs/decisions/022).
 */
import { describe, expect, it } from "vitest";
import { readTypedValue } from "../src/hooks/typedBeforeHydration";

function select(html: string): HTMLSelectElement {
  const container = document.createElement("div");
  container.innerHTML = `<select>${html}</select>`;
  const control = container.querySelector("select");
  if (!control) throw new Error("no select");
  return control;
}

describe("readTypedValue on a select", () => {
  it("reads nothing while the prerendered choice is kept", () => {
    expect(readTypedValue(select('<option>A</option><option selected>B</option>'))).toBeNull();
  });

  it("reads the choice a visitor changed from the prerendered one", () => {
    const control = select('<option selected>A</option><option>B</option>');
    control.value = "B";
    expect(readTypedValue(control)).toBe("B");
  });

  it("reads nothing from a select with no option marked selected that still shows its first option (rendered in the browser)", () => {
    const control = select("<option>A</option><option>B</option>");
    control.value = "A";
    expect(readTypedValue(control)).toBeNull();
  });

  it("reads a later option chosen in a select with no option marked selected", () => {
    const control = select("<option>A</option><option>B</option>");
    control.value = "B";
    expect(readTypedValue(control)).toBe("B");
  });
});
