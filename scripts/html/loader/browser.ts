/**
 * What the inline loaders (`./main.ts`, `./islands-main.ts`) take from the browser: the document
 * and window, the browser's own `import()`, timers, the Paint Timing observer, and a macrotask.
 */

/**
 * A macrotask without `setTimeout`'s 4 ms clamp on nested timers (HTML "Timers"): a message
 * posted to a `MessageChannel` is delivered in a task of its own.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      resolve();
    };
    channel.port2.postMessage(0);
  });
}

/** The browser's side of a loader's environment (`LoaderEnvironment`, `IslandsEnvironment`). */
export function browserEnvironment() {
  return {
    document,
    window,
    importModule: (url: string) => import(/* @vite-ignore */ url) as Promise<unknown>,
    nextTask,
    setTimeout: (callback: () => void, ms: number) => {
      window.setTimeout(callback, ms);
    },
    PerformanceObserver: typeof PerformanceObserver === "function" ? PerformanceObserver : undefined,
  };
}
