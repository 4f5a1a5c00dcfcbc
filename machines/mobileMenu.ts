import { emit, setup } from "xstate";

export type MobileMenuEvent =
  | { type: "TOGGLE" }
  | { type: "LINK.CHOSEN" }
  | { type: "ESCAPE" }
  | { type: "ROUTE.CHANGED" }
  | { type: "VIEWPORT.WIDE" };

/**
 * The header's navigation disclosure below 768 px (docs/spec.md §4 "Mobile menu", §2 "Shared frame").
 * `closed` <-> `open` by TOGGLE; LINK.CHOSEN, ROUTE.CHANGED and VIEWPORT.WIDE close it; ESCAPE
 * closes it and emits `focusToggle`, on which the header moves focus back to the button
 * (WAI-ARIA APG "Disclosure Navigation Menu").
 */
export const mobileMenuMachine = setup({
  types: { events: {} as MobileMenuEvent, emitted: {} as { type: "focusToggle" } },
}).createMachine({
  id: "mobileMenu",
  initial: "closed",
  states: {
    closed: {
      on: { TOGGLE: "open" },
    },
    open: {
      on: {
        TOGGLE: "closed",
        "LINK.CHOSEN": "closed",
        "ROUTE.CHANGED": "closed",
        "VIEWPORT.WIDE": "closed",
        ESCAPE: { target: "closed", actions: emit({ type: "focusToggle" } as const) },
      },
    },
  },
});
