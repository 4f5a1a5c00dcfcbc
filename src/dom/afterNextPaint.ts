/**
 * Runs `callback` in a task of its own once the browser has drawn the next frame: a
 * `requestAnimationFrame` callback (the frame's rendering steps, HTML Standard "Update the
 * rendering") queues a `setTimeout` of 0, which runs after that frame is painted. For work an
 * interaction starts that the visitor need not see in the same frame as its first response, so it
 * does not hold that paint back (Interaction to Next Paint, https://web.dev/articles/optimize-inp,
 * "Yield to the main thread often"; docs/decisions/033). A hidden page draws no frames: there the
 * callback waits until the page is shown again. Nothing cancels it, so `callback` must allow for
 * what changed meanwhile (an element that is gone).
 */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}
