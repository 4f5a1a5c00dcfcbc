import { type RefObject, useEffect, useRef } from "react";

/** A form control whose text a visitor can change. */
type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a visitor put into a control before React took it over, or `null` when it still holds the
 * value of the prerendered HTML.
 *
 * Every page is prerendered and hydrates only after it has painted (scripts/html/defer-hydration.ts),
 * so on a slow phone a visitor can type before the page is interactive. The control's DOM value
 * then differs from its default (the `value` attribute, or the option marked `selected`); React's
 * next render would write the state's value over it. Reading it first keeps what was typed
 * (docs/product-decisions.md, decision 11: nothing typed before hydration is lost).
 */
export function readTypedValue(control: TextControl): string | null {
  if (control instanceof HTMLSelectElement) {
    // The option the HTML selects: the one with the `selected` attribute (`defaultSelected`), else
    // the first (HTML's "selectedness setting algorithm"). A select React rendered in the browser
    // (after a client-side navigation) marks none, since React sets the `selected` property, not
    // the attribute; without the fallback its first option read as typed and overrode a restored
    // draft's choice (tests/typedBeforeHydration.test.ts).
    const options = Array.from(control.options);
    const initial = Math.max(0, options.findIndex((option) => option.hasAttribute("selected")));
    return control.selectedIndex >= 0 && control.selectedIndex !== initial ? control.value : null;
  }
  return control.value !== control.defaultValue ? control.value : null;
}

/**
 * The named controls of a form that a visitor changed before hydration (see `readTypedValue`).
 * @returns field name → typed value; empty when nothing was typed.
 */
export function readTypedValues(form: HTMLFormElement): Map<string, string> {
  const typed = new Map<string, string>();
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue;
    if (!element.name) continue;
    const value = readTypedValue(element);
    if (value !== null) typed.set(element.name, value);
  }
  return typed;
}

/**
 * Calls `adopt` once, right after hydration, with the text typed into `ref`'s control before the
 * page was interactive (nothing is called when nothing was typed). The callback should copy the
 * text into the component's state; it may be a new function on every render, only the first
 * effect after hydration reads the control.
 */
export function useAdoptTypedValue(ref: RefObject<TextControl | null>, adopt: (value: string) => void): void {
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const value = ref.current ? readTypedValue(ref.current) : null;
    if (value !== null) adopt(value);
  }, [ref, adopt]);
}
