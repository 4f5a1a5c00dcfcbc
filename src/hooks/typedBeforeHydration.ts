import { type RefObject, useEffect, useRef } from "react";
import { TYPED_ATTRIBUTE } from "../config/enhancement";

/** A form control whose text a visitor can change. */
type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a visitor put into a control before React took it over, or `null` when it still holds the
 * value of the prerendered HTML.
 *
 * Every page is prerendered and its islands hydrate only after it has painted, or when first used
 * (src/islands/loader.ts), so on a slow phone a visitor can type before the island is interactive. The control's DOM value
 * then differs from its default (the `value` attribute, or the option marked `selected`); React's
 * next render would write the state's value over it. Reading it first keeps what was typed
 * (docs/product-decisions.md, decision 11: nothing typed before hydration is lost).
 *
 * Only a control the visitor changed counts: the inline loader marks it (`TYPED_ATTRIBUTE`) on its
 * `input` or `change` event. A value the browser put back by itself (form restoration on Back, or
 * after a quick exit) has no such event; it is not the visitor's new words and reads as `null`, so
 * it is never saved again (docs/decisions/038). A radio button or checkbox reads as its `value`
 * when ticked, `""` when unticked, and `null` while it keeps its prerendered state.
 */
export function readTypedValue(control: TextControl): string | null {
  return control.hasAttribute(TYPED_ATTRIBUTE) ? readChangedValue(control) : null;
}

/**
 * A control's value when it differs from its prerendered one, whoever changed it (`readTypedValue`
 * without the visitor's mark). For a honeypot field (`autocomplete="off"`, so the browser never
 * restores it): a value there was put in by a bot, with or without an `input` event.
 */
export function readChangedValue(control: TextControl): string | null {
  if (control instanceof HTMLInputElement && (control.type === "radio" || control.type === "checkbox")) {
    if (control.checked === control.defaultChecked) return null;
    return control.checked ? control.value : "";
  }
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
 * The named controls of a form that a visitor changed before hydration (see `readTypedValue`). Of
 * a group of radio buttons, the ticked one gives the group's value.
 * @returns field name → typed value; empty when nothing was typed.
 */
export function readTypedValues(form: HTMLFormElement): Map<string, string> {
  const typed = new Map<string, string>();
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue;
    if (!element.name) continue;
    const value = readTypedValue(element);
    // An unticked radio button leaves its group to the one that is ticked.
    if (value !== null && !(value === "" && element instanceof HTMLInputElement && element.type === "radio")) typed.set(element.name, value);
  }
  return typed;
}

/**
 * Calls `adopt` once, right after hydration, with the text typed into `ref`'s control before the
 * page was interactive (nothing is called when nothing was typed). The callback should copy the
 * text into the component's state; it may be a new function on every render, only the first
 * effect after hydration reads the control. `read` is `readTypedValue` (what the visitor changed)
 * unless the caller passes `readChangedValue` (a honeypot).
 */
export function useAdoptTypedValue(
  ref: RefObject<TextControl | null>,
  adopt: (value: string) => void,
  read: (control: TextControl) => string | null = readTypedValue,
): void {
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const value = ref.current ? read(ref.current) : null;
    if (value !== null) adopt(value);
  }, [ref, adopt, read]);
}
