/**
 * What the walks of the header's disclosures share (e2e/mobile-menu.spec.ts,
 * e2e/services-menu.spec.ts): the expanded state Chromium gives assistive technology, and the
 * journeys of a model.
 */
import type { Page } from "@playwright/test";
import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from "xstate";
import { createTestModel } from "xstate/graph";

/**
 * The expanded state Chromium exposes for the button named `name` (WAI-ARIA `aria-expanded`,
 * which HTML maps from the popover it controls), from the accessibility tree over CDP
 * (`Accessibility.queryAXTree`), as a screen reader reads it, or `undefined` when the button is
 * not in the tree (hidden).
 */
export async function exposedExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    const { root } = await session.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await session.send("Accessibility.queryAXTree", { nodeId: root.nodeId, accessibleName: name, role: "button" });
    const node = nodes.find((candidate) => !candidate.ignored);
    if (!node) return undefined;
    const expanded: unknown = node.properties?.find((property) => property.name === "expanded")?.value.value;
    return expanded === true;
  } finally {
    await session.detach();
  }
}

/** One journey of a model: its name (the events joined by arrows) and its steps after the start. */
export interface Journey<Machine extends AnyStateMachine> {
  readonly name: string;
  readonly steps: readonly { event: EventFromLogic<Machine>; state: SnapshotFrom<Machine> }[];
}

/**
 * The model's journeys (`createTestModel(...).getShortestPaths()`): for a disclosure, one per
 * transition that closes it, each after the TOGGLE that opens it, so together they take every
 * transition of the model. The first step (`xstate.init`) is the page as loaded, and is left out.
 */
export function modelJourneys<Machine extends AnyStateMachine>(machine: Machine): Journey<Machine>[] {
  return createTestModel(machine)
    .getShortestPaths()
    .map((path) => {
      const steps: Journey<Machine>["steps"] = path.steps.slice(1).map((step) => ({ event: step.event, state: step.state }));
      const types: string[] = steps.map((step) => String(step.event.type));
      return { name: types.join(" → "), steps };
    });
}
