/**
 * The storage registry (src/config/storage.ts; docs/product-decisions.md, decision 13): every use
 * of browser storage in the application goes through it, its keys are distinct, and the cookie and
 * privacy pages describe every item (their `{{storage.table}}` and `{{storage.list}}` tokens).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readStored, removeStored, STORED_ITEMS, storedItems, writeStored } from "../src/config/storage";
import { readFresh, writeStamped } from "../src/config/storageExpiry";
import { describedStoredItems } from "../src/content/storageDescriptions";
import { faqCategories } from "../src/content/faq";
import { markdownWithTokens } from "../src/content/siteTokens.server";
import { THEME_SCRIPT } from "../src/components/ThemeControl/theme";

/** Every TypeScript file under these folders. */
function sourceFiles(...dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === "generated" ? [] : sourceFiles(path);
      return /\.tsx?$/.test(name) ? [path] : [];
    }),
  );
}

/** The theme's inline script runs before any module, so it writes its registry key by value. */
const THEME_MODULE = join("src", "components", "ThemeControl", "theme.ts");
const REGISTRY = join("src", "config", "storage.ts");
/** A use of Web Storage: a method or property of either area, or the area looked up by name. */
const STORAGE_ACCESS = /\b(?:localStorage|sessionStorage)\s*\??\.\s*\w+|\[\s*["'`](?:local|session)Storage["'`]\s*\]/;

describe("the storage registry", () => {
  it("is the only code that touches localStorage or sessionStorage (the theme's inline script aside)", () => {
    const offenders = sourceFiles("src", "machines", join("scripts", "html", "loader"))
      .filter((file) => file !== REGISTRY && file !== THEME_MODULE)
      .filter((file) => STORAGE_ACCESS.test(readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "")));
    expect(offenders).toEqual([]);
  });

  it("gives the theme's inline script the registry's key and area", () => {
    expect(STORED_ITEMS.theme.area).toBe("localStorage");
    expect(THEME_SCRIPT).toContain(`var key = ${JSON.stringify(STORED_ITEMS.theme.key)}`);
    expect(THEME_SCRIPT.match(/\b(?:localStorage|sessionStorage)\b/g)?.every((area) => area === "localStorage")).toBe(true);
  });

  it("has distinct keys, each with its purpose, contents and lifetime", () => {
    expect(new Set(storedItems.map((item) => item.key)).size).toBe(storedItems.length);
    expect(describedStoredItems.map((item) => item.key)).toEqual(storedItems.map((item) => item.key));
    for (const item of describedStoredItems) {
      for (const text of [item.name, item.purpose, item.holds, item.lifetime]) expect(text.trim().length, item.key).toBeGreaterThan(3);
    }
  });

  it.each(["cookies", "privacy"])("is described item by item on the %s page", (slug) => {
    const page = markdownWithTokens(readFileSync(`src/content/legal/${slug}.md`, "utf8"), `${slug}.md`).content;
    for (const item of describedStoredItems) {
      expect(page, item.key).toContain(`\`${item.key}\``);
      expect(page, item.key).toContain(item.lifetime);
    }
    expect(page).not.toMatch(/No other cookies, local storage or similar technologies/);
  });

  it("is named item by item in the FAQ's answer on cookies and tracking", () => {
    // The answer is found by what it says (the registry's names, through `{{storage.names}}`), not by
    // its question's words, which the firm may change in the editor.
    const answers = faqCategories.flatMap((category) => category.questions).map((question) => question.answer.join(" "));
    const naming = answers.filter((answer) => describedStoredItems.every((item) => answer.includes(item.name.toLowerCase())));
    expect(naming.length, "FAQ answers that name every stored item").toBeGreaterThan(0);
  });

  it("reads, writes and removes an item in its own area, and survives blocked storage", () => {
    // The draft expires after inactivity, so it is stored stamped (tests/storageExpiry.test.ts).
    writeStamped(STORED_ITEMS.contactDraft, "draft");
    expect(window.sessionStorage.getItem(STORED_ITEMS.contactDraft.key)).toMatch(/^\{"savedAt":\d+,"value":"draft"\}$/);
    expect(window.localStorage.getItem(STORED_ITEMS.contactDraft.key)).toBeNull();
    expect(readFresh(STORED_ITEMS.contactDraft)).toBe("draft");
    removeStored(STORED_ITEMS.contactDraft);
    expect(readFresh(STORED_ITEMS.contactDraft)).toBeNull();

    const blocked = Object.getOwnPropertyDescriptor(window, "localStorage");
    Object.defineProperty(window, "localStorage", { configurable: true, get: () => { throw new DOMException("blocked", "SecurityError"); } });
    try {
      expect(readStored(STORED_ITEMS.theme)).toBeNull();
      expect(() => { writeStored(STORED_ITEMS.theme, "dark"); }).not.toThrow();
    } finally {
      if (blocked) Object.defineProperty(window, "localStorage", blocked);
    }
  });
});
