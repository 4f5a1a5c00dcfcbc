import { assign, emit, setup } from "xstate";

export interface FaqContext {
  /** The category highlighted in the sidebar (docs/spec.md §4: default `general-orm`). */
  activeCategory: string;
  /** Ids of the open answer panels; each toggles independently (docs/spec.md §4 "FAQ panels"). */
  openPanels: readonly string[];
}

export type FaqEvent =
  /**
   * The visitor chose a category in the sidebar, or (`fromAddress`) the page opened with its hash,
   * where the browser has already taken the reader there.
   */
  | { type: "CATEGORY.SELECT"; id: string; fromAddress?: boolean }
  /** The category whose heading is in view changed while the visitor scrolled. */
  | { type: "CATEGORY.IN_VIEW"; id: string }
  /** The programmatic scroll to a chosen category finished. */
  | { type: "SCROLL.END" }
  | { type: "PANEL.TOGGLE"; id: string }
  /** The panels found open when the page hydrated (opened natively before scripts ran). */
  | { type: "PANELS.ADOPT"; ids: readonly string[] };

/**
 * What the FAQ page does for the machine: scroll to a category (100 px below the top) and, when the
 * visitor chose it, move focus to its heading (`focusHeading`).
 */
export type FaqEmitted = { type: "scrollToCategory"; id: string; focusHeading: boolean };

/** The default active category (docs/spec.md §2 "FAQ"). */
export const DEFAULT_FAQ_CATEGORY = "general-orm";

/**
 * The FAQ page (docs/spec.md §4; docs/decisions/007). `idle`: the category in view follows the scroll
 * (CATEGORY.IN_VIEW). CATEGORY.SELECT makes the category active, emits `scrollToCategory` (with
 * focus to the category's heading when the visitor chose it) and enters `scrolling`, where the
 * categories passed on the way are ignored until SCROLL.END, so the highlight does not flicker.
 * Panels open and close independently in any state; PANELS.ADOPT takes over the panels a visitor
 * opened before the page hydrated (native `<details>`).
 */
export const faqMachine = setup({
  types: { context: {} as FaqContext, events: {} as FaqEvent, emitted: {} as FaqEmitted },
  actions: {
    togglePanel: assign({
      openPanels: ({ context, event }) => {
        if (event.type !== "PANEL.TOGGLE") return context.openPanels;
        return context.openPanels.includes(event.id)
          ? context.openPanels.filter((id) => id !== event.id)
          : [...context.openPanels, event.id];
      },
    }),
    adoptPanels: assign({
      openPanels: ({ context, event }) =>
        event.type === "PANELS.ADOPT" ? [...new Set([...context.openPanels, ...event.ids])] : context.openPanels,
    }),
    activate: assign({
      activeCategory: ({ context, event }) =>
        event.type === "CATEGORY.SELECT" || event.type === "CATEGORY.IN_VIEW" ? event.id : context.activeCategory,
    }),
    requestScroll: emit(({ event }) => ({
      type: "scrollToCategory" as const,
      id: event.type === "CATEGORY.SELECT" ? event.id : DEFAULT_FAQ_CATEGORY,
      // A category link is an in-page link whose default the page prevents, so the page must do
      // what following it would: take the reading position to the category (WCAG 2.4.3 Focus
      // Order). An address's hash was followed by the browser itself before the page hydrated.
      focusHeading: event.type === "CATEGORY.SELECT" && event.fromAddress !== true,
    })),
  },
}).createMachine({
  id: "faq",
  context: { activeCategory: DEFAULT_FAQ_CATEGORY, openPanels: [] },
  initial: "idle",
  on: {
    "PANEL.TOGGLE": { actions: "togglePanel" },
    "PANELS.ADOPT": { actions: "adoptPanels" },
    "CATEGORY.SELECT": { target: ".scrolling", actions: ["activate", "requestScroll"] },
  },
  states: {
    idle: {
      on: { "CATEGORY.IN_VIEW": { actions: "activate" } },
    },
    scrolling: {
      on: { "SCROLL.END": "idle" },
    },
  },
});
