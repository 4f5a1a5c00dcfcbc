import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { mobileMenuMachine } from "../../machines/mobileMenu";

describe("mobileMenu machine (SPEC §4 'Mobile menu')", () => {
  it("toggles open and closed", () => {
    const actor = createActor(mobileMenuMachine).start();
    actor.send({ type: "TOGGLE" });
    expect(actor.getSnapshot().value).toBe("open");
    actor.send({ type: "TOGGLE" });
    expect(actor.getSnapshot().value).toBe("closed");
  });

  it.each(["LINK.CHOSEN", "ROUTE.CHANGED", "VIEWPORT.WIDE"] as const)("closes on %s", (type) => {
    const actor = createActor(mobileMenuMachine).start();
    actor.send({ type: "TOGGLE" });
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe("closed");
  });

  it("closes on Escape and asks for focus to return to the toggle", () => {
    const actor = createActor(mobileMenuMachine).start();
    const focusRequests: string[] = [];
    actor.on("focusToggle", (event) => focusRequests.push(event.type));
    actor.send({ type: "TOGGLE" });
    actor.send({ type: "ESCAPE" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(focusRequests).toEqual(["focusToggle"]);
  });

  it("ignores Escape while closed", () => {
    const actor = createActor(mobileMenuMachine).start();
    const focusRequests: string[] = [];
    actor.on("focusToggle", (event) => focusRequests.push(event.type));
    actor.send({ type: "ESCAPE" });
    expect(focusRequests).toEqual([]);
  });
});
