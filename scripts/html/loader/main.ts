/**
 * The entry point that `./compile.ts` bundles into the inline loader script: the loader with the
 * browser's own `import()`, timers and Paint Timing observer, and the quick exit
 * (`./quick-exit.ts`), which must act before hydration. First, on every page, it deletes what the
 * visitor typed or answered once it is older than its limit (`forgetExpiredItems`).
 */
import { TYPED_ATTRIBUTE } from "../../../src/config/enhancement";
import { CLEARS_STORED_ATTRIBUTE, STORED_ITEMS, clearSessionStorage, removeStored } from "../../../src/config/storage";
import { forgetExpiredItems } from "../../../src/config/storageExpiry";
import { installHydrationLoader } from "./hydration-loader";
import { installQuickExit } from "./quick-exit";

forgetExpiredItems();

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
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => {
    window.clearTimeout(id);
  },
});

/**
 * A macrotask without `setTimeout`'s 4 ms clamp on nested timers (HTML "Timers"): a message
 * posted to a `MessageChannel` is delivered in a task of its own.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      resolve();
    };
    channel.port2.postMessage(0);
  });
}

void installHydrationLoader({
  document,
  window,
  importModule: (url) => import(/* @vite-ignore */ url) as Promise<unknown>,
  nextTask,
  setTimeout: (callback, ms) => {
    window.setTimeout(callback, ms);
  },
  PerformanceObserver: typeof PerformanceObserver === "function" ? PerformanceObserver : undefined,
});
