/**
 * When a loader starts its work: after the page's first contentful paint (docs/decisions/009 and
 * 011), for the islands loader (`./loader.ts`). Browser code; imports nothing.
 */

/** Milliseconds after `load` when the work starts even if no first contentful paint was observed. */
export const FIRST_PAINT_FALLBACK_MS = 2000;

/** What `whenPainted` uses of the browser, injected so that tests can drive it. */
export interface PaintEnvironment {
  window: { addEventListener(type: "load", listener: () => void, options: { once: true }): void };
  /** `setTimeout`: runs `callback` after `ms` milliseconds. */
  setTimeout(callback: () => void, ms: number): void;
  /** The Paint Timing observer, or `undefined` where the browser has none. */
  PerformanceObserver: typeof PerformanceObserver | undefined;
}

/**
 * Calls `start` after the `load` event, in the task after the first contentful paint (Paint Timing,
 * `buffered`, so an earlier paint counts; https://w3c.github.io/paint-timing/), or
 * `FIRST_PAINT_FALLBACK_MS` after `load` where no paint is reported (a hidden tab, a browser without
 * Paint Timing), or at once where the observer cannot observe paints. `start` may be called more
 * than once and must do its work only the first time.
 */
export function whenPainted(environment: PaintEnvironment, start: () => void): void {
  environment.window.addEventListener(
    "load",
    () => {
      environment.setTimeout(start, FIRST_PAINT_FALLBACK_MS);
      const Observer = environment.PerformanceObserver;
      if (!Observer) {
        start();
        return;
      }
      try {
        new Observer((list, observer) => {
          if (list.getEntriesByName("first-contentful-paint").length === 0) return;
          observer.disconnect();
          environment.setTimeout(start, 0);
        }).observe({ type: "paint", buffered: true });
      } catch {
        start();
      }
    },
    { once: true },
  );
}
