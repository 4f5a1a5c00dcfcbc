/**
 * Runs `callback` once the browser is idle (`requestIdleCallback`, HTML Standard "Idle callbacks"),
 * or after a `setTimeout` of 0 where that is missing (Safari). For work a hover or a focus starts
 * but the visitor does not wait for, such as loading a module the next press will need: done in
 * the hover's own handler, it runs in the same task as a touch's pointerdown (a tap hovers and
 * presses at once) and holds back that press's next paint (INP, docs/decisions/032).
 * @param timeoutMs - the longest wait, ms, when the browser stays busy (`requestIdleCallback`'s `timeout`).
 */
export function whenIdle(callback: () => void, timeoutMs = 500): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
  else window.setTimeout(callback, 0);
}
