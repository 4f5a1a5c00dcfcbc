import { emit, setup } from "xstate";

/** The events every header disclosure shares: the toggle and Escape. */
export type DisclosureEvent = { type: "TOGGLE" } | { type: "ESCAPE" };

/**
 * The model of a header disclosure the browser opens and closes itself (a `popover` shown by a
 * `<button popovertarget>`; docs/product-decisions.md, decision 14; WAI-ARIA APG "Disclosure
 * Navigation Menu"): `closed` <-> `open` by TOGGLE; each of `closingEvents` closes it; ESCAPE closes
 * it and emits `focusToggle`, on which focus goes back to the button (HTML "hide popover" focus
 * restoration). The phone menu (`mobileMenu.ts`) and the Services list (`servicesMenu.ts`) are two
 * of them, with their own closing events.
 * @param id - the machine's id.
 * @param closingEvents - the event types, besides TOGGLE and ESCAPE, that close the open disclosure.
 */
export function disclosureMachine<Closing extends string>(id: string, closingEvents: readonly Closing[]) {
  type Event = DisclosureEvent | { type: Closing };
  const closes = Object.fromEntries(closingEvents.map((type) => [type, "closed"])) as Record<Closing, "closed">;
  return setup({
    types: { events: {} as Event, emitted: {} as { type: "focusToggle" } },
  }).createMachine({
    id,
    initial: "closed",
    states: {
      closed: {
        on: { TOGGLE: "open" },
      },
      open: {
        on: {
          TOGGLE: "closed",
          ...closes,
          ESCAPE: { target: "closed", actions: emit({ type: "focusToggle" } as const) },
        },
      },
    },
  });
}
