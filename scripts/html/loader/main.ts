/**
 * The entry point that `./compile.ts` bundles into the hydration loader, the inline script of a
 * page that React hydrates (`PageScripts` "hydrate", src/site/manifest.ts): what every page runs
 * (`./page-basics.ts`: the expiry of stored items, the quick exit), then the loader with the
 * browser's own `import()`, timers and Paint Timing observer.
 */
import { installHydrationLoader } from "./hydration-loader";
import { installPageBasics } from "./page-basics";

installPageBasics();

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
