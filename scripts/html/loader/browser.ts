/**
 * What the inline scripts (`./static-main.ts`, `./islands-main.ts`) take from the browser: the
 * document and window, the browser's own `import()`, timers, the Paint Timing observer, a
 * macrotask, and the moment a prerendered page is shown.
 */

/**
 * Runs `start` once the page is the one the visitor sees: at once, or, on a page the browser
 * prerendered because a press on a link to it had begun (src/site/speculationRules.ts), when it is
 * activated (`prerenderingchange`; https://wicg.github.io/nav-speculation/prerendering.html).
 * A prerendered page works on a copy of the tab's session storage, replaced by the real one at
 * activation: the expiry of stored items, the drafts and answers an island restores, and the
 * quick exit's marks must act on the real one (content review dpo-sort-1 to dpo-sort-3).
 */
export function whenActivated(start: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering === true) document.addEventListener("prerenderingchange", start, { once: true });
  else start();
}

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
