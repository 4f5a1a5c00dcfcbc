import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { servicesMenuMachine } from "../../machines/servicesMenu";

describe("servicesMenu machine (docs/decisions/046)", () => {
  it("toggles open and closed", () => {
    const actor = createActor(servicesMenuMachine).start();
    actor.send({ type: "TOGGLE" });
    expect(actor.getSnapshot().value).toBe("open");
    actor.send({ type: "TOGGLE" });
    expect(actor.getSnapshot().value).toBe("closed");
  });

  it.each(["LINK.CHOSEN", "PRESS.OUTSIDE", "VIEWPORT.NARROW"] as const)("closes on %s", (type) => {
    const actor = createActor(servicesMenuMachine).start();
    actor.send({ type: "TOGGLE" });
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe("closed");
  });

  it("closes on Escape and asks for focus to return to the button, and ignores Escape while closed", () => {
    const actor = createActor(servicesMenuMachine).start();
    const focusRequests: string[] = [];
    actor.on("focusToggle", (event) => focusRequests.push(event.type));
    actor.send({ type: "ESCAPE" });
    expect(focusRequests).toEqual([]);
    actor.send({ type: "TOGGLE" });
    actor.send({ type: "ESCAPE" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(focusRequests).toEqual(["focusToggle"]);
  });
});
