import { describe, expect, it } from "vitest";
import { EMAIL_FORMAT_MESSAGE, emailError, oneOf } from "../../machines/rules";

const COLOURS = ["red", "green"] as const;
const MESSAGES = { missing: "Enter an address.", tooLong: (length: number) => `Too long: ${length}.` };

describe("shared value rules", () => {
  it("oneOf gives back the member a value names, and undefined for anything else", () => {
    expect(oneOf(COLOURS, "green")).toBe("green");
    expect(oneOf(COLOURS, "Green")).toBeUndefined();
    expect(oneOf(COLOURS, null)).toBeUndefined();
    expect(oneOf(COLOURS, 3)).toBeUndefined();
  });

  it("emailError uses the form's words for a missing or long address and one message for a malformed one", () => {
    expect(emailError("  ", MESSAGES)).toBe("Enter an address.");
    expect(emailError(`${"a".repeat(250)}@example.com`, MESSAGES)).toBe("Too long: 262.");
    expect(emailError("name@localhost", MESSAGES)).toBe(EMAIL_FORMAT_MESSAGE);
    expect(emailError(" name@example.com ", MESSAGES)).toBeNull();
  });
});
