/**
 * The reading theme (light, dark, or the system's): what the visitor may choose, where the choice
 * is kept, and the inline script that applies it before the first paint. The colours themselves
 * are the roles of src/styles/tokens.css, which switch with `color-scheme`; this module only sets
 * `data-theme` on the document element (docs/decisions/020).
 */

import { readStored, STORED_ITEMS } from "../../config/storage";

/** A theme the visitor can choose. `system` follows `prefers-color-scheme` (Media Queries 5). */
export type ThemeChoice = "system" | "light" | "dark";

/** The choices in the order the control shows them, with their visible names. */
export const THEME_CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: "system", label: "System" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
];

/**
 * The `localStorage` key of a pinned theme (`light` or `dark`), from the storage registry
 * (`STORED_ITEMS.theme` in src/config/storage.ts). Absent means `system`. Kept across pages and
 * visits on this origin; no cookie, so nothing about it reaches the server.
 */
export const THEME_STORAGE_KEY = STORED_ITEMS.theme.key;

/** The attribute that marks the control's radio buttons, which the inline script keeps in step. */
export const THEME_INPUT_ATTRIBUTE = "data-theme-choice";

/**
 * The visitor's stored choice.
 * @returns `light` or `dark` when one is pinned; `system` when none is, when the value is not a
 *   theme, or when storage is unavailable (blocked by the browser's settings: reading throws).
 */
export function readThemeChoice(): ThemeChoice {
  const value = readStored(STORED_ITEMS.theme);
  return value === "light" || value === "dark" ? value : "system";
}

/**
 * The inline script in every page's `<head>` (src/root.tsx), before the stylesheet, so the first
 * paint already has the visitor's theme (no flash of the other one). It:
 * - sets `data-theme` on `<html>` from storage at once (none for `system`);
 * - checks the matching radio button of every theme control once the document is parsed (the
 *   `checked` property and the content attribute, so whatever reads the markup agrees);
 * - on a `change` of a theme radio button, applies the choice, stores it (`system` removes the
 *   key) and checks the same choice in the other control (the header has one for wide screens and
 *   one in the phone menu), so the control works from the first paint, before hydration;
 * - follows a choice made in another tab (the `storage` event).
 *
 * Plain ES5 in a string: it runs before any module, is the same text in the server and client
 * builds, and the build allows it by its SHA-256 hash in the content security policy
 * (scripts/html/inline-scripts.ts). When storage is unavailable the choice still applies to the
 * page being read. tests/theme.test.ts runs it.
 */
export const THEME_SCRIPT = /* the source below, without its line breaks and indentation */ `(function () {
  var key = ${JSON.stringify(THEME_STORAGE_KEY)};
  var root = document.documentElement;
  function stored() {
    try {
      var value = localStorage.getItem(key);
      return value === "light" || value === "dark" ? value : "system";
    } catch (error) {
      return "system";
    }
  }
  function show(choice) {
    if (choice === "light" || choice === "dark") root.setAttribute("data-theme", choice);
    else root.removeAttribute("data-theme");
    var inputs = document.querySelectorAll("input[${THEME_INPUT_ATTRIBUTE}]");
    for (var i = 0; i < inputs.length; i++) {
      inputs[i].checked = inputs[i].defaultChecked = inputs[i].value === choice;
    }
  }
  show(stored());
  document.addEventListener("DOMContentLoaded", function () {
    show(stored());
  });
  document.addEventListener("change", function (event) {
    var input = event.target;
    if (!input || !input.hasAttribute || !input.hasAttribute("${THEME_INPUT_ATTRIBUTE}")) return;
    try {
      if (input.value === "system") localStorage.removeItem(key);
      else localStorage.setItem(key, input.value);
    } catch (error) {}
    show(input.value);
  });
  window.addEventListener("storage", function (event) {
    if (event.key === key || event.key === null) show(stored());
  });
})();`.replace(/\n\s*/g, "");
