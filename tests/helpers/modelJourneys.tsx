import { render } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { it } from "vitest";
import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from "xstate";
import { type TestParam, type TestPath, createTestModel } from "xstate/graph";

/** For each event of a model, what the visitor does; for each state, what must then hold. */
export type Journey<Model extends AnyStateMachine> = (user: UserEvent) => TestParam<SnapshotFrom<Model>, EventFromLogic<Model>>;

/** How a model's journeys meet the rendered UI. */
export interface JourneyOptions<Model extends AnyStateMachine> {
  /** The address the UI is rendered at (in a `MemoryRouter`). */
  readonly url: string;
  /** The UI under test: a route module or a component, with any routes it navigates to. */
  readonly ui: ReactNode;
  /** For each event of the model, what the visitor does; for each state, what must then hold. */
  readonly journey: Journey<Model>;
  /** Runs after the render and before the first step, e.g. to wait for what loads late. */
  readonly prepare?: (path: TestPath<SnapshotFrom<Model>, EventFromLogic<Model>>) => void | Promise<void>;
}

/**
 * Declares one Vitest test per shortest path of `model` (XState's `createTestModel`,
 * docs/decisions/005): each renders `ui` at `url` inside a router, then walks the path with
 * user-event, checking every state it reaches.
 *
 * @param model - a machine whose states are what the visitor can observe, and events what they do.
 */
export function itWalksEveryShortestPath<Model extends AnyStateMachine>(model: Model, options: JourneyOptions<Model>): void {
  for (const path of createTestModel(model).getShortestPaths()) {
    it(path.description, async () => {
      const user = userEvent.setup();
      render(<MemoryRouter initialEntries={[options.url]}>{options.ui}</MemoryRouter>);
      await options.prepare?.(path);
      await path.test(options.journey(user));
    });
  }
}
