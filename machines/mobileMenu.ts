import { type DisclosureEvent, disclosureMachine } from "./disclosure";

/** What closes the open phone menu besides its button and Escape. */
const CLOSING = ["LINK.CHOSEN", "ROUTE.CHANGED", "VIEWPORT.WIDE", "FOCUS.LEFT"] as const;

export type MobileMenuEvent = DisclosureEvent | { type: (typeof CLOSING)[number] };

/**
 * The header's navigation disclosure below 1024 px (docs/spec.md §4 "Mobile menu", §2 "Shared frame";
 * docs/decisions/046 moved it from 768 px), a `disclosureMachine`: `closed` <-> `open` by TOGGLE;
 * LINK.CHOSEN, ROUTE.CHANGED, VIEWPORT.WIDE and FOCUS.LEFT (Tab past its last link, into the page
 * behind; WCAG 2.4.11) close it; ESCAPE closes it and emits `focusToggle`,
 * on which the header moves focus back to the button (WAI-ARIA APG "Disclosure Navigation Menu").
 */
export const mobileMenuMachine = disclosureMachine("mobileMenu", CLOSING);
