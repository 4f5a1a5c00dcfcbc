/**
 * What a visitor typed before hydration (src/hooks/typedBeforeHydration.ts), for the select: the
 * prerendered HTML marks its chosen option `selected`; a select React rendered in the browser marks
 * none. The second case once read the first option as typed, and a client-side visit to the
 * contact page lost the inquiry type of a restored draft (the reputation check's hand-over,
 * docs/decisions/022).
 */
import { describe, expect, it } from "vitest";
import { TYPED_ATTRIBUTE } from "../src/config/enhancement";
import { readChangedValue, readTypedValue, readTypedValues } from "../src/hooks/typedBeforeHydration";

/** A select from `html`'s options, marked as the loader marks a control the visitor changed. */
function select(html: string): HTMLSelectElement {
  const container = document.createElement("div");
  container.innerHTML = `<select ${TYPED_ATTRIBUTE}>${html}</select>`;
  const control = container.querySelector("select");
  if (!control) throw new Error("no select");
  return control;
}

/** A form from `html`, as the prerendered page has it. */
function form(html: string): HTMLFormElement {
  const element = document.createElement("form");
  element.innerHTML = html;
  return element;
}

describe("readTypedValue: only what the visitor changed (docs/decisions/038)", () => {
  it("reads nothing from a value the browser restored on Back: no input event marked the control", () => {
    const restored = form('<textarea name="message"></textarea>');
    const textarea = restored.querySelector("textarea");
    if (!textarea) throw new Error("no textarea");
    textarea.value = "stalker ex partner";
    expect(readTypedValue(textarea)).toBeNull();
    expect(readTypedValues(restored).size).toBe(0);
    // A honeypot reads any change, marked or not: the browser never restores it (autocomplete="off").
    expect(readChangedValue(textarea)).toBe("stalker ex partner");
  });

  it("reads the ticked radio button of a group the visitor changed, and a checkbox they ticked", () => {
    const typed = form(
      `<input type="radio" name="safeChannel" value="email"><input type="radio" name="safeChannel" value="phone" ${TYPED_ATTRIBUTE}>` +
        `<input type="checkbox" name="neutralSender" value="yes" ${TYPED_ATTRIBUTE}>`,
    );
    const [, phone, neutral] = Array.from(typed.querySelectorAll("input"));
    if (!phone || !neutral) throw new Error("no inputs");
    phone.checked = true;
    neutral.checked = true;
    expect(Object.fromEntries(readTypedValues(typed))).toEqual({ safeChannel: "phone", neutralSender: "yes" });
    neutral.checked = false;
    expect(Object.fromEntries(readTypedValues(typed))).toEqual({ safeChannel: "phone" });
  });
});

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
