/**
 * Structured values in browser storage (src/config/storedValue.ts; docs/product-decisions.md,
 * decision 13): one schema per registry item, a round trip through the stamped text, and stored
 * text that is stale, not JSON or not of the item's shape deleted and read as absent. Then the two
 * items built on it: the contact draft (src/components/ContactForm/draft.ts) and the reputation
 * check's answers (src/components/ReputationCheck/storage.ts).
 */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { readContactDraft } from "../src/components/ContactForm/draft";
import { readCheckProgress } from "../src/components/ReputationCheck/storage";
import { IDLE_EXPIRY_MS, STORED_ITEMS } from "../src/config/storage";
import { writeStamped } from "../src/config/storageExpiry";
import { storedValue } from "../src/config/storedValue";

const T0 = Date.UTC(2025, 0, 15, 9, 0, 0);
const { contactDraft, reputationCheck } = STORED_ITEMS;
const raw = (key: string) => window.sessionStorage.getItem(key);
const counter = storedValue(contactDraft, v.object({ count: v.number() }));

describe("storedValue", () => {
  it("writes the value as stamped JSON and reads it back", () => {
    counter.write({ count: 3 }, T0);
    expect(raw(contactDraft.key)).toBe(`{"savedAt":${String(T0)},"value":"{\\"count\\":3}"}`);
    expect(counter.read(T0 + 1000)).toEqual({ count: 3 });
  });

  it.each([
    ["text that is not JSON", "{count: 3"],
    ["JSON of another shape", JSON.stringify({ count: "three" })],
    ["JSON that is not an object", "null"],
  ])("deletes %s and reads nothing", (_name, text) => {
    writeStamped(contactDraft, text, T0);
    expect(counter.read(T0)).toBeNull();
    expect(raw(contactDraft.key)).toBeNull();
  });

  it("deletes a value older than the item's limit", () => {
    counter.write({ count: 3 }, T0);
    expect(counter.read(T0 + IDLE_EXPIRY_MS + 1)).toBeNull();
    expect(raw(contactDraft.key)).toBeNull();
  });

  it("reads nothing, and throws nothing, when nothing is stored", () => {
    expect(counter.read(T0)).toBeNull();
  });
});

describe("the items kept with a schema", () => {
  it("keeps a draft's words when its inquiry type is no longer one of the form's", () => {
    writeStamped(contactDraft, JSON.stringify({ fullName: "Ada Lovelace", inquiryType: "Press", message: "Hello" }));
    expect(readContactDraft()).toEqual({ fullName: "Ada Lovelace", message: "Hello" });
  });

  it("deletes a draft whose fields are not text", () => {
    writeStamped(contactDraft, JSON.stringify({ fullName: 42, message: "Hello" }));
    expect(readContactDraft()).toBeNull();
    expect(raw(contactDraft.key)).toBeNull();
  });

  it("cleans the check's answers of unknown questions and values, and starts at the first question from an unknown place", () => {
    writeStamped(reputationCheck, JSON.stringify({ answers: { who: ["myself", "business"], where: ["mars", "news"], colour: ["red"] }, position: "elsewhere" }));
    expect(readCheckProgress()).toEqual({ answers: { who: ["myself"], where: ["news"] }, position: "who" });
  });

  it("reads the check's answers that are not a record as none", () => {
    writeStamped(reputationCheck, JSON.stringify({ answers: "who=myself", position: "result" }));
    expect(readCheckProgress()).toEqual({ answers: {}, position: "result" });
  });

  it("deletes kept progress that is not an object", () => {
    writeStamped(reputationCheck, "[1, 2]");
    expect(readCheckProgress()).toBeNull();
    expect(raw(reputationCheck.key)).toBeNull();
  });
});
