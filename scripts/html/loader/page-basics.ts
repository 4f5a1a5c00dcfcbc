/**
 * What every page runs from its inline script, with or without islands (bundled by `./compile.ts`
 * into both the static pages' script, `./static-main.ts`, and the islands' one, `./islands-main.ts`;
 * docs/decisions/040 and 041): first it deletes what the visitor typed or answered once it is older
 * than its limit (`forgetExpiredItems`); then a form's reset empties the item it keeps, controls
 * the visitor changes are marked, an open popover closes when focus leaves it, the quick exit acts (`./quick-exit.ts`), and the footer's year follows the visitor's clock (docs/spec.md §2 "Shared frame").
 */
import { CURRENT_YEAR_ATTRIBUTE, TYPED_ATTRIBUTE } from "../../../src/config/enhancement";
import { CLEARS_STORED_ATTRIBUTE, STORED_ITEMS, clearSessionStorage, removeStored } from "../../../src/config/storage";
import { forgetExpiredItems } from "../../../src/config/storageExpiry";
import { installQuickExit } from "./quick-exit";

/** Installs the behaviour every page has (see the module comment). Call once, as the page loads. */
export function installPageBasics(): void {
  forgetExpiredItems();

  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`)) {
    if (element.textContent !== year) element.textContent = year;
  }

  // A form's reset button ("Clear this form") works as plain HTML before hydration; the item the form
  // keeps (`data-clears-stored`, a registry name) goes with it, or hydration would restore a draft
  // from an earlier visit over the emptied fields. After hydration the form removes it too.
  document.addEventListener("reset", (event) => {
    const name = event.target instanceof HTMLFormElement ? event.target.getAttribute(CLEARS_STORED_ATTRIBUTE) : null;
    if (name !== null && Object.prototype.hasOwnProperty.call(STORED_ITEMS, name)) removeStored(STORED_ITEMS[name as keyof typeof STORED_ITEMS]);
  });

  // Marks the controls the visitor changes (`TYPED_ATTRIBUTE`): at hydration only their values count
  // as typed; what the browser restored on Back is not re-saved (docs/decisions/038).
  const markTyped = (event: Event) => {
    const control = event.target;
    if (control instanceof Element && !control.hasAttribute(TYPED_ATTRIBUTE)) control.setAttribute(TYPED_ATTRIBUTE, "");
  };
  document.addEventListener("input", markTyped, true);
  document.addEventListener("change", markTyped, true);

  // An open popover (the phone menu, the Services list) closes when focus leaves it for the page
  // behind, other than for the button that opens it: the browser lets Tab walk on into the page the
  // panel covers (HTML "popover focusing steps"; WCAG 2.4.11 Focus Not Obscured; machines/mobileMenu).
  document.addEventListener("focusout", (event) => {
    const panel = event.target instanceof Element ? event.target.closest("[popover]") : null;
    const next = event.relatedTarget;
    if (!(panel instanceof HTMLElement) || !(next instanceof Element) || !panel.matches(":popover-open")) return;
    if (panel.contains(next) || next.closest(`[popovertarget="${panel.id}"]`)) return;
    panel.hidePopover();
  });

  installPageQuickExit();
}

/**
 * The quick exit wired to this window (`./quick-exit.ts`): the one part of the inline script a
 * page needs to leave at once, which `npm run test:budget` compiles alone and holds under 1 KB
 * brotli (`compileQuickExitScript`, `./compile.ts`; docs/decisions/059).
 */
export function installPageQuickExit(): void {
  installQuickExit({
    document,
    addWindowListener: (type, listener) => {
      window.addEventListener(type, listener);
    },
    replace: (url) => {
      window.location.replace(url);
    },
    reload: () => {
      window.location.reload();
    },
    clearSession: clearSessionStorage,
    openChannel: (name, onMessage) => {
      if (typeof BroadcastChannel !== "function") return null;
      const channel = new BroadcastChannel(name);
      channel.addEventListener("message", (event) => {
        onMessage(event.data);
      });
      return (message) => {
        channel.postMessage(message);
      };
    },
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (id) => {
      window.clearTimeout(id);
    },
  });
}
