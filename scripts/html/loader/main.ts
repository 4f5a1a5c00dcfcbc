/**
 * The entry point that `./compile.ts` bundles into the inline loader script: the loader with the
 * browser's own `import()`, timers and Paint Timing observer.
 */
import { installHydrationLoader } from "./hydration-loader";

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
