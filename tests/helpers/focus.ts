import { waitFor } from "@testing-library/react";
import { expect } from "vitest";

/**
 * Waits until keyboard focus is on the element `target` finds. A form moves focus once the state
 * that asked for it has been painted (`useFocusRequest`, docs/decisions/033), a frame after the
 * press, so a check made in the press's own task would still see the button.
 * @param target - finds the element (again on each try: it may be drawn after the press).
 * @throws the last assertion error when focus has not arrived within `waitFor`'s timeout (1 s).
 */
export async function expectFocusOn(target: () => Element): Promise<void> {
  await waitFor(() => expect(document.activeElement).toBe(target()));
}
