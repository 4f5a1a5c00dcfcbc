/**
 * The theme script (src/components/ThemeControl/theme.ts), run as the browser runs it: inline, in
 * a fresh document per test, before the body is parsed. What a visitor observes is the
 * `data-theme` attribute (which picks the colours, src/styles/tokens.css), the checked radio
 * button of each theme control, and the choice kept in `localStorage`.
 */
import { Window } from "happy-dom";
import { afterEach, describe, expect, it } from "vitest";
import { THEME_INPUT_ATTRIBUTE, THEME_SCRIPT, THEME_STORAGE_KEY } from "../src/components/ThemeControl/theme";

const CONTROL = (name: string) =>
  ["system", "light", "dark"]
    .map((value) => `<label><input type="radio" name="${name}" value="${value}" ${THEME_INPUT_ATTRIBUTE}="">${value}</label>`)
    .join("");

const windows: Window[] = [];
afterEach(async () => {
  await Promise.all(windows.splice(0).map((opened) => opened.happyDOM.close()));
});

/**
 * A page whose head has run the theme script, with `stored` already in storage, and whose body
 * (two theme controls, as in the header) has then been parsed.
 */
function openPage(stored?: string, storage?: Storage) {
  const opened = new Window({ url: "https://www.rrr-reputation.com/" });
  windows.push(opened);
  // happy-dom's window implements the DOM; typed as the standard one, as the script sees it.
  const window = opened as unknown as typeof globalThis;
  if (storage) Object.defineProperty(window, "localStorage", { value: storage });
  else if (stored !== undefined) window.localStorage.setItem(THEME_STORAGE_KEY, stored);
  const { document } = window;
  window.eval(THEME_SCRIPT);
  const afterHead = document.documentElement.getAttribute("data-theme");
  document.body.innerHTML = `<fieldset>${CONTROL("theme")}</fieldset><fieldset>${CONTROL("theme-menu")}</fieldset>`;
  document.dispatchEvent(new window.Event("DOMContentLoaded"));
  const checked = (name: string) =>
    [...document.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].filter((input) => input.checked).map((input) => input.value);
  const choose = (name: string, value: string) => {
    const input = document.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);
    if (!input) throw new Error(`no ${value} in ${name}`);
    input.click();
  };
  return { window, document, afterHead, checked, choose, theme: () => document.documentElement.getAttribute("data-theme") };
}

describe("the theme script", () => {
  it("leaves the page to the system setting when nothing is stored, and checks System in both controls", () => {
    const page = openPage();
    expect(page.afterHead).toBeNull();
    expect(page.checked("theme")).toEqual(["system"]);
    expect(page.checked("theme-menu")).toEqual(["system"]);
  });

  it.each(["light", "dark"])("applies a stored %s theme before the body is parsed (no flash) and checks it", (stored) => {
    const page = openPage(stored);
    expect(page.afterHead).toBe(stored);
    expect(page.checked("theme")).toEqual([stored]);
    expect(page.checked("theme-menu")).toEqual([stored]);
  });

  it("treats a stored value that is not a theme as System", () => {
    const page = openPage("sepia");
    expect(page.afterHead).toBeNull();
    expect(page.checked("theme")).toEqual(["system"]);
  });

  it("applies and keeps a choice, checks it in the other control too, and forgets it when System is chosen", () => {
    const page = openPage();
    page.choose("theme", "dark");
    expect(page.theme()).toBe("dark");
    expect(page.window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(page.checked("theme-menu")).toEqual(["dark"]);

    page.choose("theme-menu", "light");
    expect(page.theme()).toBe("light");
    expect(page.checked("theme")).toEqual(["light"]);

    page.choose("theme", "system");
    expect(page.theme()).toBeNull();
    expect(page.window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it("still applies a choice to the page when the browser blocks storage", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    } as unknown as Storage;
    const page = openPage(undefined, blocked);
    expect(page.checked("theme")).toEqual(["system"]);
    page.choose("theme", "dark");
    expect(page.theme()).toBe("dark");
    expect(page.checked("theme-menu")).toEqual(["dark"]);
  });

  it("follows a choice made in another tab", () => {
    const page = openPage();
    page.window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    page.window.dispatchEvent(new page.window.StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "dark" }));
    expect(page.theme()).toBe("dark");
    expect(page.checked("theme")).toEqual(["dark"]);
  });
});
