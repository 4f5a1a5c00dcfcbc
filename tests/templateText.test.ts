/**
 * What every template parameter may carry to the firm's inbox (`cleanTemplateText`,
 * `cleanTemplateParams`) and the hidden field's mark (`spamCheckText`), in src/email/templates.ts
 * (docs/decisions/057). The forms' machines are tested with them in tests/machines/.
 */
import { describe, expect, it } from "vitest";
import { SPAM_CHECK_TEXT, cleanTemplateParams, cleanTemplateText, spamCheckText } from "../src/email/templates";

/** The characters of the code points `from` to `to`, inclusive. */
function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));
}

const hex = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/** The characters removed, by class (Unicode General_Category Cc; UAX #9 §2.1-2.5). */
const REMOVED = {
  "C0 controls but tab, line feed and carriage return": [...range(0x00, 0x08), "\u000B", "\u000C", ...range(0x0e, 0x1f)],
  DEL: ["\u007F"],
  "C1 controls": range(0x80, 0x9f),
  "bidirectional embeddings and overrides (LRE, RLE, PDF, LRO, RLO)": range(0x202a, 0x202e),
  "bidirectional isolates (LRI, RLI, FSI, PDI)": range(0x2066, 0x2069),
} as const;

describe("cleanTemplateText", () => {
  for (const [name, chars] of Object.entries(REMOVED)) {
    it(`removes the ${name}`, () => {
      for (const char of chars) {
        expect(cleanTemplateText(`a${char}b`), hex(char)).toBe("ab");
      }
      expect(cleanTemplateText(chars.join(""))).toBe("");
    });
  }

  it("removes NUL wherever it stands", () => {
    expect(cleanTemplateText("\u0000Ada\u0000 Lovelace\u0000")).toBe("Ada Lovelace");
  });

  it("undoes a Trojan Source reordering: the stored order is what the firm reads", () => {
    // With the override the first reads "Pay account 42" on screen; what is stored, and now shown, is "tnuocca".
    expect(cleanTemplateText("Pay \u202Etnuocca\u202C 42")).toBe("Pay tnuocca 42");
    expect(cleanTemplateText("\u2067ordered\u2069 \u2068first\u2069 \u2066strong\u2069")).toBe("ordered first strong");
  });

  it("keeps line feeds and tabs, and turns CRLF and a lone CR into a line feed", () => {
    expect(cleanTemplateText("Line one\nLine two\n\n\tIndented")).toBe("Line one\nLine two\n\n\tIndented");
    expect(cleanTemplateText("Windows\r\nline\r\n")).toBe("Windows\nline\n");
    expect(cleanTemplateText("Old Mac\rline")).toBe("Old Mac\nline");
    expect(cleanTemplateText("\r\n\r")).toBe("\n\n");
  });

  it("leaves ordinary text of every script unchanged, accents, emoji and joiners included", () => {
    for (const text of [
      "A forum post about me is false. Please help!",
      "Zoë Dvořák, Ångström Straße 5, São Paulo, Łódź, Ñandú",
      "مرحبا، أحتاج إلى مساعدة بشأن مقال عني",
      "שלום, אני צריך עזרה עם כתבה עליי",
      "你好，我需要帮助。こんにちは。안녕하세요",
      "Привет, нужна помощь",
      "नमस्ते, मुझे मदद चाहिए",
      "👋 👨‍👩‍👧 🏳️‍🌈 👍🏽",
      "Price: €120 — “quoted” ‘text’ … 50% off",
    ]) {
      expect(cleanTemplateText(text)).toBe(text);
    }
  });

  it("keeps the implicit directional marks LRM, RLM and ALM, which cannot reorder letters (UAX #9 §2.6)", () => {
    const text = "\u05E9\u05DC\u05D5\u05DD (RRR)\u200F \u200Eabc\u200E \u0627\u061C!";
    expect(cleanTemplateText(text)).toBe(text);
  });

  it("keeps other white space and format characters it was not asked to remove", () => {
    const text = "no\u00A0break, zero\u200Bwidth, line\u2028separator";
    expect(cleanTemplateText(text)).toBe(text);
  });

  it("is idempotent and answers the empty string with itself", () => {
    const dirty = "a\u0000\r\n\u202Eb\u0085";
    expect(cleanTemplateText(cleanTemplateText(dirty))).toBe(cleanTemplateText(dirty));
    expect(cleanTemplateText("")).toBe("");
  });
});

describe("cleanTemplateParams", () => {
  it("cleans every value and keeps every key", () => {
    const params = { from_name: "Ada\u202E", message: "Hi\r\nthere\u0000", "g-recaptcha-response": "token\u2066" };
    expect(cleanTemplateParams(params)).toEqual({ from_name: "Ada", message: "Hi\nthere", "g-recaptcha-response": "token" });
    // The values given are not changed.
    expect(params.from_name).toBe("Ada\u202E");
  });
});

describe("spamCheckText", () => {
  it("says passed for an empty hidden field or white space alone, and flags anything else", () => {
    expect(spamCheckText("")).toBe("Passed: the hidden field was empty.");
    expect(spamCheckText(" \t\n")).toBe(SPAM_CHECK_TEXT.passed);
    expect(spamCheckText("https://spam.example")).toBe("Possible automated submission: the hidden field was filled.");
    expect(spamCheckText("x")).toBe(SPAM_CHECK_TEXT.flagged);
  });
});
