/**
 * The machines take over what a visitor did before the page hydrated (docs/product-decisions.md,
 * decision 11): FAQ answers opened natively, and a glossary letter followed by its in-page link.
 */
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { faqMachine } from "../../machines/faq";
import { glossaryMachine } from "../../machines/glossary";

describe("FAQ machine, PANELS.ADOPT", () => {
  it("adds the panels found open to those it holds open, once each", () => {
    const actor = createActor(faqMachine).start();
    actor.send({ type: "PANEL.TOGGLE", id: "general-orm-1" });
    actor.send({ type: "PANELS.ADOPT", ids: ["general-orm-1", "legal-privacy-2"] });
    expect(actor.getSnapshot().context.openPanels).toEqual(["general-orm-1", "legal-privacy-2"]);
  });

  it("closes an adopted panel on the visitor's next toggle", () => {
    const actor = createActor(faqMachine).start();
    actor.send({ type: "PANELS.ADOPT", ids: ["content-removal-3"] });
    actor.send({ type: "PANEL.TOGGLE", id: "content-removal-3" });
    expect(actor.getSnapshot().context.openPanels).toEqual([]);
  });
});

describe("glossary machine, LETTER.ADOPT", () => {
  const start = () => createActor(glossaryMachine, { input: { availableLetters: ["A", "C", "S"] } }).start();

  it("makes a letter with terms current without asking the page to scroll or move focus", () => {
    const actor = start();
    const shown: string[] = [];
    actor.on("showLetter", ({ letter }) => shown.push(letter));
    actor.send({ type: "LETTER.ADOPT", letter: "S" });
    expect(actor.getSnapshot().context.activeLetter).toBe("S");
    expect(shown).toEqual([]);
  });

  it("ignores a letter that has no terms", () => {
    const actor = start();
    actor.send({ type: "LETTER.ADOPT", letter: "Q" });
    expect(actor.getSnapshot().context.activeLetter).toBe("A");
  });
});
