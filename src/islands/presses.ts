/**
 * Presses made before a React root hydrates, held and replayed once it has (docs/decisions/011;
 * for islands, 041): browser code, bundled into the islands loader (`./loader.ts`). This module imports
 * only the attribute names, so it adds little to them.
 */
import { HYDRATED_ATTRIBUTE, REPLAY_CLICK_ATTRIBUTE, REPLAY_SUBMIT_ATTRIBUTE } from "../config/enhancement";

/** A press made before hydration. */
type RecordedPress =
  | { kind: "click"; element: HTMLElement }
  | { kind: "submit"; form: HTMLFormElement; submitter: HTMLElement | null };

/** The form a submit button belongs to, or `null` for every other element. */
function formOwner(element: HTMLElement): HTMLFormElement | null {
  return element instanceof HTMLButtonElement || element instanceof HTMLInputElement ? element.form : null;
}

/**
 * Replays presses on the hydrated page, in the order they were made: `click()` on each recorded
 * element still in the document, and `requestSubmit(submitter)` for the last submission of each
 * form still in the document (the submitter only if it is still in the document and in that form,
 * as `requestSubmit` requires; HTML "Form submission", `requestSubmit()`).
 */
export function replayPresses(presses: readonly RecordedPress[]): void {
  const lastSubmission = new Map<HTMLFormElement, number>();
  presses.forEach((press, index) => {
    if (press.kind === "submit") lastSubmission.set(press.form, index);
  });
  presses.forEach((press, index) => {
    if (press.kind === "click") {
      if (press.element.isConnected) press.element.click();
      return;
    }
    if (lastSubmission.get(press.form) !== index || !press.form.isConnected) return;
    const { submitter } = press;
    const usable = submitter?.isConnected && formOwner(submitter) === press.form ? submitter : null;
    press.form.requestSubmit(usable);
  });
}

/** What `recordPresses` returns: a way to stop recording and forget what was recorded. */
export interface PressRecorder {
  /** Stops listening and drops the recorded presses (the page will not hydrate). */
  discard(): void;
}

/**
 * Listens on `scope` (the document, or an island's element), in the capture phase, for presses
 * that need the hydrated page, and replays them when `marker` (`<html>`, or the island's element)
 * gets `data-hydrated` (watched with a MutationObserver).
 * - `click` inside an element with `data-replay-click`: that element is recorded (duplicates kept).
 * - `submit` of a form with `data-replay-submit`: the native submission is prevented, and the form
 *   and its submitter are recorded.
 * @returns a recorder whose `discard` stops everything without replaying.
 */
export function recordPresses(scope: Document | Element, marker: Element): PressRecorder {
  let presses: RecordedPress[] = [];
  const onClick = (event: Event): void => {
    const target = event.target;
    const element = target instanceof Element ? target.closest(`[${REPLAY_CLICK_ATTRIBUTE}]`) : null;
    if (element instanceof HTMLElement) presses.push({ kind: "click", element });
  };
  const onSubmit = (event: Event): void => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute(REPLAY_SUBMIT_ATTRIBUTE)) return;
    event.preventDefault();
    const { submitter } = event as SubmitEvent;
    presses.push({ kind: "submit", form, submitter: submitter instanceof HTMLElement ? submitter : null });
  };
  const observer = new MutationObserver(() => {
    if (!marker.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    const recorded = presses;
    stop();
    replayPresses(recorded);
  });
  function stop(): void {
    scope.removeEventListener("click", onClick, true);
    scope.removeEventListener("submit", onSubmit, true);
    observer.disconnect();
    presses = [];
  }
  scope.addEventListener("click", onClick, true);
  scope.addEventListener("submit", onSubmit, true);
  observer.observe(marker, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  return { discard: stop };
}

