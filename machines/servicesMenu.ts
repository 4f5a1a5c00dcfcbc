import { type DisclosureEvent, disclosureMachine } from "./disclosure";

/** What closes the open list besides its button and Escape. */
const CLOSING = ["LINK.CHOSEN", "PRESS.OUTSIDE", "VIEWPORT.NARROW"] as const;

export type ServicesMenuEvent = DisclosureEvent | { type: (typeof CLOSING)[number] };

/**
 * The header's list of services from 1024 px (docs/decisions/046), a `disclosureMachine`: a
 * popover the browser opens and closes itself (`<button popovertarget>`, HTML "The popover
 * attribute"), of which this machine is the model that e2e/services-menu.spec.ts walks on the
 * built pages (docs/product-decisions.md, decision 14). `closed` <-> `open` by TOGGLE; a link
 * chosen (a new page loads), a press outside (light dismiss) and a viewport under 1024 px (the bar
 * gives way to the phone menu) close it; ESCAPE closes it and emits `focusToggle`: focus goes back
 * to the Services button.
 */
export const servicesMenuMachine = disclosureMachine("servicesMenu", CLOSING);
