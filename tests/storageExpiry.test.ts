/**
 * Expiry after inactivity of what a visitor typed or answered (docs/product-decisions.md, decision
 * 13: "nothing a visitor types or answers is kept in the browser longer than a documented limit,
 * and the visitor can clear it"): the registry's `IDLE_EXPIRY_MS` (src/config/storage.ts), the
 * stamp `writeStamped` adds and the removal on `readFresh` (src/config/storageExpiry.ts), and the contact draft, the reputation
 * check's answers and the policy pages' words built on them. The end-to-end journeys in a browser
 * whose clock Playwright moves are e2e/draft-privacy.spec.ts.
 */
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { emptyContactValues } from "../machines/contactForm";
import { DRAFT_NOTICE, forgetSentMessage, readContactDraft, writeContactDraft } from "../src/components/ContactForm/draft";
import { readCheckProgress, writeCheckProgress } from "../src/components/ReputationCheck/storage";
import { IDLE_EXPIRY_MS, STORED_ITEMS, type UnstampedItem, readStored, writeStored } from "../src/config/storage";
import { IDLE_EXPIRY_TEXT, forgetExpiredItems, readFresh, writeStamped } from "../src/config/storageExpiry";
import { STORED_ITEM_DESCRIPTIONS } from "../src/content/storageDescriptions";

const T0 = Date.UTC(2025, 0, 15, 9, 0, 0);
const MINUTE = 60_000;
const { contactDraft, reputationCheck, theme } = STORED_ITEMS;

/** The raw text in the item's area, as someone opening the browser's storage would find it. */
const raw = (key: string) => window.sessionStorage.getItem(key);

afterEach(() => {
  vi.useRealTimers();
});

describe("the inactivity limit", () => {
  it("is 30 minutes, said in words from the constant, on the items that hold what a visitor typed or answered", () => {
    expect(IDLE_EXPIRY_MS).toBe(30 * MINUTE);
    expect(IDLE_EXPIRY_TEXT).toBe("30 minutes");
    expect(contactDraft.expiresAfterIdleMs).toBe(IDLE_EXPIRY_MS);
    expect(reputationCheck.expiresAfterIdleMs).toBe(IDLE_EXPIRY_MS);
    expect("expiresAfterIdleMs" in theme).toBe(false);
  });
});

describe("forgetExpiredItems, which every page load runs", () => {
  it("deletes the expired items and keeps the fresh ones and the theme", () => {
    writeStamped(contactDraft, "old draft", T0);
    writeStamped(reputationCheck, "answers", T0 + 20 * MINUTE);
    window.localStorage.setItem(theme.key, "dark");
    forgetExpiredItems(T0 + 31 * MINUTE);
    expect(raw(contactDraft.key)).toBeNull();
    expect(readFresh(reputationCheck, T0 + 31 * MINUTE)).toBe("answers");
    expect(window.localStorage.getItem(theme.key)).toBe("dark");
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
});

describe("readFresh and writeStamped with an injected clock", () => {
  it("restores a value read within the limit of its last write, and keeps it", () => {
    writeStamped(contactDraft, "draft", T0);
    expect(JSON.parse(raw(contactDraft.key) ?? "null")).toEqual({ savedAt: T0, value: "draft" });
    expect(readFresh(contactDraft, T0 + 29 * MINUTE)).toBe("draft");
    expect(readFresh(contactDraft, T0 + IDLE_EXPIRY_MS)).toBe("draft");
    expect(raw(contactDraft.key)).not.toBeNull();
  });

  it("removes a value older than the limit when it is read, and returns nothing", () => {
    writeStamped(contactDraft, "draft", T0);
    expect(readFresh(contactDraft, T0 + IDLE_EXPIRY_MS + 1)).toBeNull();
    expect(raw(contactDraft.key)).toBeNull();
  });

  it("counts the limit from the last write: each change restarts it", () => {
    writeStamped(reputationCheck, "first", T0);
    writeStamped(reputationCheck, "second", T0 + 20 * MINUTE);
    expect(readFresh(reputationCheck, T0 + 45 * MINUTE)).toBe("second");
    expect(readFresh(reputationCheck, T0 + 51 * MINUTE)).toBeNull();
    expect(raw(reputationCheck.key)).toBeNull();
  });

  it("removes a value without a stamp (written before the limit existed) or stamped beyond the limit in the future", () => {
    window.sessionStorage.setItem(contactDraft.key, JSON.stringify({ fullName: "Ada" }));
    expect(readFresh(contactDraft, T0)).toBeNull();
    expect(raw(contactDraft.key)).toBeNull();

    writeStamped(contactDraft, "draft", T0 + IDLE_EXPIRY_MS + MINUTE);
    expect(readFresh(contactDraft, T0)).toBeNull();
    expect(raw(contactDraft.key)).toBeNull();
  });

  it("leaves an item without a limit as written (the theme's inline script reads it raw)", () => {
    writeStored(theme, "dark");
    expect(window.localStorage.getItem(theme.key)).toBe("dark");
    expect(readStored(theme)).toBe("dark");
    window.localStorage.removeItem(theme.key);
  });

  it("lets no item with a limit through readStored or writeStored, so the limit cannot be skipped", () => {
    expectTypeOf(contactDraft).not.toExtend<UnstampedItem>();
    expectTypeOf(reputationCheck).not.toExtend<UnstampedItem>();
    expectTypeOf(theme).toExtend<UnstampedItem>();
  });
});

describe("the contact draft and the check's answers, on the browser's clock (Date.now)", () => {
  const values = { ...emptyContactValues(), fullName: "Ada Lovelace", message: "A forum thread posts my home address." };

  it("restores a draft younger than the limit and deletes an older one", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: T0 });
    writeContactDraft(values);
    vi.setSystemTime(T0 + 29 * MINUTE);
    expect(readContactDraft()).toMatchObject({ fullName: "Ada Lovelace", message: "A forum thread posts my home address." });
    vi.setSystemTime(T0 + 31 * MINUTE);
    expect(readContactDraft()).toBeNull();
    expect(raw(contactDraft.key)).toBeNull();
  });

  it("restores the check's answers younger than the limit and deletes older ones", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: T0 });
    writeCheckProgress({ answers: { who: ["myself"] }, position: "content" });
    vi.setSystemTime(T0 + 10 * MINUTE);
    expect(readCheckProgress()).toEqual({ answers: { who: ["myself"] }, position: "content" });
    vi.setSystemTime(T0 + 41 * MINUTE);
    expect(readCheckProgress()).toBeNull();
    expect(raw(reputationCheck.key)).toBeNull();
  });

  it("removes the draft and the check's answers after a successful send", () => {
    writeContactDraft(values);
    writeCheckProgress({ answers: { who: ["myself"] }, position: "result" });
    forgetSentMessage();
    expect(raw(contactDraft.key)).toBeNull();
    expect(raw(reputationCheck.key)).toBeNull();
  });
});

describe("what the pages say of it", () => {
  it("states the limit from the constant next to the form and in the policy pages' lifetimes", () => {
    expect(DRAFT_NOTICE).toContain(`for up to ${IDLE_EXPIRY_TEXT}`);
    expect(DRAFT_NOTICE).toMatch(/deleted when you send the message or clear the form\./);
    // The limit holds in an open tab too (docs/decisions/038, docs/content/review.md safe-4).
    expect(DRAFT_NOTICE).toMatch(/deleted, from the form too, even if the tab is open/);
    // Some browsers restore a closed tab with its session storage (docs/content/review.md, dpo-12).
    expect(DRAFT_NOTICE).toMatch(/some browsers can bring a closed tab back/);
    expect(STORED_ITEM_DESCRIPTIONS.contactDraft.lifetime).toMatch(new RegExp(`^Until ${IDLE_EXPIRY_TEXT} pass without a change`));
    expect(STORED_ITEM_DESCRIPTIONS.contactDraft.lifetime).toContain("you choose Clear this form");
    expect(STORED_ITEM_DESCRIPTIONS.contactDraft.lifetime).toContain("your message is sent successfully");
    expect(STORED_ITEM_DESCRIPTIONS.reputationCheck.lifetime).toMatch(new RegExp(`^Until ${IDLE_EXPIRY_TEXT} pass without a change`));
    expect(STORED_ITEM_DESCRIPTIONS.reputationCheck.lifetime).toContain("your message is sent from the contact form");
  });
});
